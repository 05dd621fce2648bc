import { sql } from 'kysely';
import { isUniqueViolation, nowIso, toCount, type Db } from '../../db';
import type { ConversationRow, MessageRow } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { participantsOf, sideMark, type ConversationAccess, type Side } from './access';
import { MESSAGING_MESSAGES as M } from './messages';

/*
 * Conversations and messages in the database. Every change to one conversation starts by locking
 * its row, so that on PostgreSQL two writers of the same thread run one after the other: message
 * ids then commit in id order (a reader catching up with `after` never skips one), and a read mark
 * and its count are computed from a mark nobody else is moving. SQLite runs transactions one at a
 * time anyway.
 */

type Tx = Db;

/** A no-op update: takes the row lock on PostgreSQL, and answers the current row. */
async function lockConversation(trx: Tx, conversationId: number): Promise<ConversationRow | undefined> {
  return trx
    .updateTable('conversations')
    .set({ last_message_id: sql<number>`last_message_id` })
    .where('id', '=', conversationId)
    .returningAll()
    .executeTakeFirst();
}

/** Same for a user row: serialises the creation of threads involving that person. */
async function lockUser(trx: Tx, userId: number): Promise<void> {
  await trx.updateTable('users').set({ updated_at: sql<string>`updated_at` }).where('id', '=', userId).execute();
}

async function addParticipant(trx: Tx, conversationId: number, userId: number, joinedAt: string, lastRead = 0): Promise<void> {
  await trx
    .insertInto('conversation_participants')
    .values({ conversation_id: conversationId, user_id: userId, joined_at: joinedAt, last_read_message_id: lastRead })
    .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
    .execute();
}

// --- threads ---------------------------------------------------------------------------------

/** The direct thread between two people filed under this home (or under none), if any. */
export async function findDirect(db: Db, a: number, b: number, homeId: number | null): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('conversations as c')
    .innerJoin('conversation_participants as pa', (join) => join.onRef('pa.conversation_id', '=', 'c.id').on('pa.user_id', '=', a))
    .innerJoin('conversation_participants as pb', (join) => join.onRef('pb.conversation_id', '=', 'c.id').on('pb.user_id', '=', b))
    .selectAll('c')
    .where('c.kind', '=', 'direct')
    .where((eb) => (homeId === null ? eb('c.home_id', 'is', null) : eb('c.home_id', '=', homeId)))
    .orderBy('c.id')
    .limit(1)
    .executeTakeFirst();
}

/** Opens the direct thread between two people about a home, creating it the first time. */
/** `a` is the caller: a thread it creates is counted as started by it (per-day limit, repeated texts). */
export async function openDirect(db: Db, a: number, b: number, homeId: number | null): Promise<{ conversation: ConversationRow; created: boolean }> {
  const existing = await findDirect(db, a, b, homeId);
  if (existing) return { conversation: existing, created: false };
  return db.transaction().execute(async (trx) => {
    // Both people locked in id order (no deadlock), then checked again: a double click on
    // 'Contacter' opens one thread, not two.
    for (const id of [a, b].sort((x, y) => x - y)) await lockUser(trx, id);
    const raced = await findDirect(trx, a, b, homeId);
    if (raced) return { conversation: raced, created: false };
    const now = nowIso();
    const conversation = await trx
      .insertInto('conversations')
      .values({ kind: 'direct', home_id: homeId, started_by: a, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await addParticipant(trx, conversation.id, a, now);
    await addParticipant(trx, conversation.id, b, now);
    return { conversation, created: true };
  });
}

/** The user's own thread with the support team, created the first time they ask. */
export async function openSupport(db: Db, userId: number): Promise<{ conversation: ConversationRow; created: boolean }> {
  const find = (q: Db) =>
    q
      .selectFrom('conversations as c')
      .innerJoin('conversation_participants as p', 'p.conversation_id', 'c.id')
      .selectAll('c')
      .where('p.user_id', '=', userId)
      .where('c.kind', '=', 'support')
      .orderBy('c.id')
      .limit(1)
      .executeTakeFirst();
  const existing = await find(db);
  if (existing) return { conversation: existing, created: false };
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const raced = await find(trx);
    if (raced) return { conversation: raced, created: false };
    const now = nowIso();
    const conversation = await trx
      .insertInto('conversations')
      .values({ kind: 'support', home_id: null, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await addParticipant(trx, conversation.id, userId, now);
    return { conversation, created: true };
  });
}

export interface ListFilter {
  kind: 'direct' | 'support';
  /** Only threads filed under this home. */
  homeId?: number;
  /** Support staff listing support threads: all of them that have a message. */
  allSupport?: boolean;
}

/** The caller's threads, newest activity first. */
export async function listConversations(db: Db, userId: number, filter: ListFilter): Promise<ConversationRow[]> {
  if (filter.allSupport) {
    return db
      .selectFrom('conversations')
      .selectAll()
      .where('kind', '=', 'support')
      .where('last_message_id', '>', 0)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }
  let query = db
    .selectFrom('conversations as c')
    .innerJoin('conversation_participants as p', 'p.conversation_id', 'c.id')
    .selectAll('c')
    .where('p.user_id', '=', userId)
    .where('c.kind', '=', filter.kind);
  if (filter.homeId !== undefined) query = query.where('c.home_id', '=', filter.homeId);
  return query.orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc').execute();
}

/** People the user shares a direct thread with: whose presence they see, and who see theirs. */
export async function contactsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('conversation_participants as mine')
    .innerJoin('conversation_participants as other', 'other.conversation_id', 'mine.conversation_id')
    .innerJoin('conversations as c', 'c.id', 'mine.conversation_id')
    .select('other.user_id')
    .distinct()
    .where('mine.user_id', '=', userId)
    .where('other.user_id', '<>', userId)
    .where('c.kind', '=', 'direct')
    .execute();
  return rows.map((row) => row.user_id);
}

// --- messages --------------------------------------------------------------------------------

export interface StoreInput {
  conversationId: number;
  senderId: number;
  body: string;
  clientId: string | null;
  /** Support staff answering a thread they had not joined yet. */
  joinSender: boolean;
}

async function findByClientId(db: Db, senderId: number, clientId: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('sender_id', '=', senderId).where('client_id', '=', clientId).executeTakeFirst();
}

function reuse(existing: MessageRow, conversationId: number): { message: MessageRow; created: false } {
  if (existing.conversation_id !== conversationId) throw new HttpError(409, M.clientIdReused);
  return { message: existing, created: false };
}

/**
 * Stores a message and makes it the thread's last one, in one transaction: it is on disk before
 * anyone is told. A client_id the sender already used answers the stored message (created false).
 */
export async function storeMessage(db: Db, input: StoreInput): Promise<{ message: MessageRow; created: boolean }> {
  const { conversationId, senderId, body, clientId } = input;
  if (clientId !== null) {
    const existing = await findByClientId(db, senderId, clientId);
    if (existing) return reuse(existing, conversationId);
  }
  try {
    const message = await db.transaction().execute(async (trx) => {
      const conversation = await lockConversation(trx, conversationId);
      if (!conversation) throw new HttpError(404, M.conversationNotFound);
      const createdAt = nowIso();
      if (input.joinSender) await addParticipant(trx, conversationId, senderId, createdAt);
      const stored = await trx
        .insertInto('messages')
        .values({ conversation_id: conversationId, sender_id: senderId, body, client_id: clientId, created_at: createdAt })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.updateTable('conversations').set({ last_message_id: stored.id, updated_at: createdAt }).where('id', '=', conversationId).execute();
      return stored;
    });
    return { message, created: true };
  } catch (error) {
    // The same client_id sent twice at once: the other request stored it.
    if (clientId !== null && isUniqueViolation(error)) {
      const existing = await findByClientId(db, senderId, clientId);
      if (existing) return reuse(existing, conversationId);
    }
    throw error;
  }
}

export interface PageOptions {
  before?: number;
  after?: number;
  limit: number;
}

/**
 * Oldest first. Without `after`: the newest `limit` messages (older than `before`). With `after`:
 * the `limit` messages that follow it (catching up after a reconnect; ask again from the last id
 * while a full page comes back). `has_more` always says whether older messages exist.
 */
export async function messagePage(db: Db, conversationId: number, options: PageOptions): Promise<{ messages: MessageRow[]; has_more: boolean }> {
  let query = db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId);
  if (options.before !== undefined) query = query.where('id', '<', options.before);
  if (options.after !== undefined) {
    const messages = await query.where('id', '>', options.after).orderBy('id', 'asc').limit(options.limit).execute();
    const firstId = messages[0]?.id ?? options.after + 1;
    const older = await db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('id', '<', firstId)
      .limit(1)
      .executeTakeFirst();
    return { messages, has_more: older !== undefined };
  }
  const rows = await query.orderBy('id', 'desc').limit(options.limit + 1).execute();
  const has_more = rows.length > options.limit;
  return { messages: rows.slice(0, options.limit).reverse(), has_more };
}

// --- read marks and unread counts ------------------------------------------------------------

/** Whose messages count as unread for a reader: the other side's. */
export interface UnreadSpec {
  conversationId: number;
  /** Messages with a greater id are unread. */
  after: number;
  /** The other side is this one user (a support thread seen by staff)... */
  senderIs?: number;
  /** ...or anyone but the reader. */
  senderIsNot?: number;
}

export function unreadSpec(access: Pick<ConversationAccess, 'conversation' | 'participants' | 'ownerId'>, side: Side, userId: number): UnreadSpec {
  const after = sideMark(access, side, userId);
  return side === 'team'
    ? { conversationId: access.conversation.id, after, senderIs: access.ownerId ?? 0 }
    : { conversationId: access.conversation.id, after, senderIsNot: userId };
}

/** Unread messages per conversation, in a few grouped queries. */
export async function unreadCounts(db: Db, specs: readonly UnreadSpec[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const CHUNK = 100;
  for (let start = 0; start < specs.length; start += CHUNK) {
    const chunk = specs.slice(start, start + CHUNK);
    const rows = await db
      .selectFrom('messages')
      .select((eb) => ['conversation_id', eb.fn.countAll().as('count')])
      .where((eb) =>
        eb.or(
          chunk.map((spec) =>
            eb.and([
              eb('conversation_id', '=', spec.conversationId),
              eb('id', '>', spec.after),
              spec.senderIs !== undefined ? eb('sender_id', '=', spec.senderIs) : eb('sender_id', '<>', spec.senderIsNot ?? 0),
            ]),
          ),
        ),
      )
      .groupBy('conversation_id')
      .execute();
    for (const row of rows) counts.set(row.conversation_id, toCount(row.count));
  }
  return counts;
}

export interface ReadResult {
  /** Unread messages this read cleared. */
  count: number;
  /** The reader's side's mark afterwards (never lower than before). */
  lastReadId: number;
  /** False when nothing moved (nothing to announce). */
  moved: boolean;
}

/**
 * Moves the reader's mark forward to `lastReadId` (capped at the thread's newest message; never
 * back) and counts the other side's messages between the old and new marks of the reader's side.
 */
export async function markRead(db: Db, access: ConversationAccess, userId: number, lastReadId: number): Promise<ReadResult> {
  const conversationId = access.conversation.id;
  return db.transaction().execute(async (trx) => {
    const conversation = await lockConversation(trx, conversationId);
    if (!conversation) throw new HttpError(404, M.conversationNotFound);
    const current = { ...access, conversation, participants: await participantsOf(trx, [conversationId]) };
    const target = Math.min(lastReadId, conversation.last_message_id);
    const own = current.participants.find((p) => p.user_id === userId);
    const ownMark = own?.last_read_message_id ?? 0;
    const sideBefore = sideMark(current, access.side, userId);
    const sideAfter = Math.max(sideBefore, target);
    if (target > ownMark) {
      if (own) {
        await trx
          .updateTable('conversation_participants')
          .set({ last_read_message_id: target })
          .where('conversation_id', '=', conversationId)
          .where('user_id', '=', userId)
          .where('last_read_message_id', '<', target)
          .execute();
      } else {
        await addParticipant(trx, conversationId, userId, nowIso(), target);
      }
    }
    if (sideAfter <= sideBefore) return { count: 0, lastReadId: sideBefore, moved: false };
    const spec = unreadSpec(current, access.side, userId);
    const row = await trx
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('conversation_id', '=', conversationId)
      .where('id', '>', sideBefore)
      .where('id', '<=', sideAfter)
      .where((eb) => (spec.senderIs !== undefined ? eb('sender_id', '=', spec.senderIs) : eb('sender_id', '<>', userId)))
      .executeTakeFirstOrThrow();
    return { count: toCount(row.count), lastReadId: sideAfter, moved: true };
  });
}

/** Unread messages in the user's own threads: direct ones, and the support thread they asked in. */
export async function unreadForUser(db: Db, userId: number, staffIds: readonly number[] | null): Promise<number> {
  let query = db
    .selectFrom('messages as m')
    .innerJoin('conversation_participants as p', (join) => join.onRef('p.conversation_id', '=', 'm.conversation_id').on('p.user_id', '=', userId))
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('m.sender_id', '<>', userId)
    .whereRef('m.id', '>', 'p.last_read_message_id');
  // Staff read support threads as the team (below), not with their own mark.
  if (staffIds !== null) query = query.where('c.kind', '=', 'direct');
  const own = toCount((await query.executeTakeFirstOrThrow()).count);
  if (staffIds === null || staffIds.length === 0) return own;
  return own + (await unreadForSupportTeam(db, staffIds));
}

/** Messages from users in support threads that no staff member has read yet. */
export async function unreadForSupportTeam(db: Db, staffIds: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('c.kind', '=', 'support')
    .where('m.sender_id', 'not in', [...staffIds])
    .where((eb) =>
      eb(
        'm.id',
        '>',
        eb.fn.coalesce(
          eb
            .selectFrom('conversation_participants as t')
            .select((inner) => inner.fn.max('t.last_read_message_id').as('mark'))
            .whereRef('t.conversation_id', '=', 'm.conversation_id')
            .where('t.user_id', 'in', [...staffIds]),
          sql<number>`0`,
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return toCount(row.count);
}

/** Unread messages in the user's threads filed under one home (SPEC 2.4: one inbox per home). */
export async function unreadForHome(db: Db, userId: number, homeId: number): Promise<number> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('conversation_participants as p', (join) => join.onRef('p.conversation_id', '=', 'm.conversation_id').on('p.user_id', '=', userId))
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('c.kind', '=', 'direct')
    .where('c.home_id', '=', homeId)
    .where('m.sender_id', '<>', userId)
    .whereRef('m.id', '>', 'p.last_read_message_id')
    .executeTakeFirstOrThrow();
  return toCount(row.count);
}
