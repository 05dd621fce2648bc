import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { nowIso, toCount, type Db } from '../../db';
import type { Mailer } from '../../mail';
import { segmentOf } from '../visits';
import { unreadDigestMail, type DigestLine } from './digest-mail';
import { conversationPath, inboxPath, isSupportStaff, PERSON_COLUMNS, senderLabel, type ConversationRef, type Person } from './links';

/** How often the API looks for unread messages to mail. */
export const DIGEST_INTERVAL_MS = 5 * 60 * 1000;
/** A message waits this long unread before it is mailed: time to read it live or from the push. */
export const DIGEST_DELAY_MS = 15 * 60 * 1000;
/**
 * Someone whose session made a request this recently is taken as still online: their mail waits
 * until they have left (presence itself lives in the chat hub, possibly on another instance).
 */
export const ONLINE_WINDOW_MS = 15 * 60 * 1000;

export interface DigestContext {
  db: Db;
  mailer: Pick<Mailer, 'dispatch'>;
  config: Pick<Config, 'publicUrl' | 'customerServiceUserId'>;
}

/** Unread messages of one participant in one conversation from one sender. */
interface PendingRow {
  conversation_id: number;
  user_id: number;
  kind: ConversationRef['kind'];
  home_id: number | null;
  last_read_message_id: number;
  notified_message_id: number;
  sender_id: number;
  count: unknown;
  oldest_at: string;
  newest_id: unknown;
}

interface PendingConversation {
  ref: ConversationRef;
  /** The values read, so the claim fails if another instance (or a read) changed them meanwhile. */
  notifiedBefore: number;
  newestId: number;
  senders: Map<number, number>;
}

async function pendingMessages(db: Db): Promise<PendingRow[]> {
  const rows = await db
    .selectFrom('conversation_participants as p')
    .innerJoin('conversations as c', 'c.id', 'p.conversation_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('messages as m', (join) =>
      join
        .onRef('m.conversation_id', '=', 'p.conversation_id')
        .onRef('m.sender_id', '<>', 'p.user_id')
        .onRef('m.id', '>', 'p.last_read_message_id')
        .onRef('m.id', '>', 'p.notified_message_id'),
    )
    .where('u.email_messages', '=', 1)
    // Cheap pre-filter on the conversation row: most participants have read everything.
    .whereRef('c.last_message_id', '>', 'p.last_read_message_id')
    .whereRef('c.last_message_id', '>', 'p.notified_message_id')
    .select((eb) => [
      'p.conversation_id',
      'p.user_id',
      'p.last_read_message_id',
      'p.notified_message_id',
      'c.kind',
      'c.home_id',
      'm.sender_id',
      eb.fn.countAll().as('count'),
      eb.fn.min('m.created_at').as('oldest_at'),
      eb.fn.max('m.id').as('newest_id'),
    ])
    .groupBy(['p.conversation_id', 'p.user_id', 'p.last_read_message_id', 'p.notified_message_id', 'c.kind', 'c.home_id', 'm.sender_id'])
    .execute();
  return rows as PendingRow[];
}

/** Groups the rows by recipient, then by conversation. */
function byRecipient(rows: readonly PendingRow[]): Map<number, { oldestAt: string; conversations: Map<number, PendingConversation> }> {
  const result = new Map<number, { oldestAt: string; conversations: Map<number, PendingConversation> }>();
  for (const row of rows) {
    let recipient = result.get(row.user_id);
    if (!recipient) {
      recipient = { oldestAt: row.oldest_at, conversations: new Map() };
      result.set(row.user_id, recipient);
    }
    if (row.oldest_at < recipient.oldestAt) recipient.oldestAt = row.oldest_at;
    let conversation = recipient.conversations.get(row.conversation_id);
    if (!conversation) {
      conversation = {
        ref: { id: row.conversation_id, kind: row.kind, home_id: row.home_id },
        notifiedBefore: row.notified_message_id,
        newestId: 0,
        senders: new Map(),
      };
      recipient.conversations.set(row.conversation_id, conversation);
    }
    conversation.newestId = Math.max(conversation.newestId, Number(row.newest_id));
    conversation.senders.set(row.sender_id, (conversation.senders.get(row.sender_id) ?? 0) + toCount(row.count));
  }
  return result;
}

/**
 * Records the conversation as announced up to its newest unread message, only if nobody did in
 * the meantime: when several instances run the job together, one of them wins each row.
 */
async function claim(db: Db, userId: number, conversation: PendingConversation): Promise<boolean> {
  const result = await db
    .updateTable('conversation_participants')
    .set({ notified_message_id: conversation.newestId })
    .where('conversation_id', '=', conversation.ref.id)
    .where('user_id', '=', userId)
    .where('notified_message_id', '=', conversation.notifiedBefore)
    .where('last_read_message_id', '<', conversation.newestId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function digestLines(conversations: readonly PendingConversation[], people: Map<number, Person>, ctx: DigestContext): DigestLine[] {
  // One line per person (or one for the whole support team), newest conversation first.
  const lines = new Map<string, DigestLine>();
  const ordered = [...conversations].sort((a, b) => b.newestId - a.newestId);
  for (const conversation of ordered) {
    for (const [senderId, count] of conversation.senders) {
      const sender = people.get(senderId);
      if (!sender) continue;
      const from = senderLabel(sender, conversation.ref.kind, ctx.config);
      const key = conversation.ref.kind === 'support' && isSupportStaff(sender, ctx.config) ? 'support' : `user-${senderId}`;
      const line = lines.get(key);
      if (line) line.count += count;
      else lines.set(key, { from, count });
    }
  }
  return [...lines.values()];
}

/**
 * Mails each user who has had messages waiting unread for DIGEST_DELAY_MS, who is not online and
 * wants message mails (users.email_messages): one mail listing who wrote and how many times, with
 * a link to read them; each message is mailed at most once (notified_message_id). Answers how
 * many mails were sent.
 */
export async function sendUnreadDigests(ctx: DigestContext, now: Date = new Date()): Promise<number> {
  const { db, config } = ctx;
  const due = nowIso(new Date(now.getTime() - DIGEST_DELAY_MS));
  const pending = byRecipient(await pendingMessages(db));
  const candidates = [...pending.entries()].filter(([, recipient]) => recipient.oldestAt <= due).map(([userId]) => userId);
  if (candidates.length === 0) return 0;

  const online = await db
    .selectFrom('sessions')
    .select('user_id')
    .distinct()
    .where('user_id', 'in', candidates)
    .where('last_seen_at', '>', nowIso(new Date(now.getTime() - ONLINE_WINDOW_MS)))
    .where('expires_at', '>', nowIso(now))
    .execute();
  const onlineIds = new Set(online.map((row) => row.user_id));
  const recipients = candidates.filter((id) => !onlineIds.has(id));
  if (recipients.length === 0) return 0;

  const senderIds = new Set<number>();
  for (const id of recipients) {
    for (const conversation of pending.get(id)!.conversations.values()) for (const senderId of conversation.senders.keys()) senderIds.add(senderId);
  }
  const [users, senders] = await Promise.all([
    db.selectFrom('users').select([...PERSON_COLUMNS, 'email']).where('id', 'in', recipients).execute(),
    db.selectFrom('users').select(PERSON_COLUMNS).where('id', 'in', [...senderIds]).execute(),
  ]);
  const people = new Map(senders.map((person) => [person.id, person]));

  let sent = 0;
  for (const user of users) {
    const claimed: PendingConversation[] = [];
    for (const conversation of pending.get(user.id)!.conversations.values()) {
      if (await claim(db, user.id, conversation)) claimed.push(conversation);
    }
    const lines = digestLines(claimed, people, ctx);
    if (lines.length === 0) continue;
    const only = claimed.length === 1 ? claimed[0]! : null;
    const readPath = only ? conversationPath(user, only.ref, config) : inboxPath(user);
    const settingsPath = `/${segmentOf(user)}/parameters`;
    ctx.mailer.dispatch(unreadDigestMail(user.email, user.first_name, lines, `${config.publicUrl}${readPath}`, `${config.publicUrl}${settingsPath}`));
    sent += 1;
  }
  return sent;
}

/** Runs sendUnreadDigests every `intervalMs`; the returned stop waits for a run in progress. */
export function startDigests(ctx: DigestContext & { log: Pick<FastifyBaseLogger, 'error'> }, intervalMs = DIGEST_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    // A slow run (big backlog) is not stacked with the next one.
    if (busy) return;
    busy = true;
    running = sendUnreadDigests(ctx)
      .catch((err: unknown) => ctx.log.error({ err }, 'unread messages digest failed'))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  // The job never keeps the process (or a test run) alive on its own.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
