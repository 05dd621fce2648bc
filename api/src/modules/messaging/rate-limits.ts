import { nowIso, toCount, type Db } from '../../db';
import { HttpError } from '../../lib/errors';

/**
 * Per-account limits on what one person can send (issue 17: 500 socket messages were accepted in
 * 203 ms, and 20 strangers reached in 0.11 s). Accounts younger than a week get lower ones: a
 * spammer's fresh account is where it starts. Counted in the database, so that they hold across
 * API instances and restarts.
 */
export const CHAT_RATE_LIMITS = {
  /** An account is new for this long after sign-up. */
  newAccountMs: 7 * 24 * 3600_000,
  messagesPerMinute: { established: 30, new: 10 },
  conversationsPerDay: { established: 30, new: 10 },
  /** This many conversations opened in a day with the same text flag the account to moderation. */
  sameTextConversations: 5,
} as const;

export const CHAT_RATE_MESSAGES = {
  messages: (limit: number) =>
    `Vous envoyez trop de messages à la suite (${limit} par minute au plus). Patientez une minute avant d'écrire à nouveau.`,
  conversations: (limit: number) =>
    `Vous avez ouvert ${limit} nouvelles conversations aujourd'hui, le maximum. Vous pourrez contacter d'autres personnes demain ; vos conversations en cours restent ouvertes.`,
} as const;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3600_000;

function isoAgo(ms: number): string {
  return new Date(Date.now() - ms).toISOString();
}

async function tier(db: Db, userId: number): Promise<'new' | 'established'> {
  const user = await db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst();
  if (!user) return 'new';
  return Date.parse(user.created_at) > Date.now() - CHAT_RATE_LIMITS.newAccountMs ? 'new' : 'established';
}

/** French 429 when the account has sent its messages of the last minute. */
export async function checkMessageRate(db: Db, userId: number): Promise<void> {
  const limit = CHAT_RATE_LIMITS.messagesPerMinute[await tier(db, userId)];
  const recent = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('sender_id', '=', userId)
    .where('created_at', '>', isoAgo(MINUTE_MS))
    .executeTakeFirstOrThrow();
  if (toCount(recent.count) >= limit) throw new HttpError(429, CHAT_RATE_MESSAGES.messages(limit));
}

/** French 429 when the account has opened its new conversations of the last 24 hours. */
export async function checkConversationRate(db: Db, userId: number): Promise<void> {
  const limit = CHAT_RATE_LIMITS.conversationsPerDay[await tier(db, userId)];
  const recent = await db
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('started_by', '=', userId)
    .where('created_at', '>', isoAgo(DAY_MS))
    .executeTakeFirstOrThrow();
  if (toCount(recent.count) >= limit) throw new HttpError(429, CHAT_RATE_MESSAGES.conversations(limit));
}

function quote(text: string): string {
  const short = text.trim().replace(/\s+/g, ' ');
  return `« ${short.length > 80 ? `${short.slice(0, 77)}…` : short} »`;
}

/**
 * After `userId` wrote `body` in a thread they opened: when the same text went out in
 * CHAT_RATE_LIMITS.sameTextConversations threads they opened in the last 24 hours, the account is
 * flagged for the moderators (one flag per account, brought up to date). Answers whether it is.
 */
export async function flagRepeatedOpenings(db: Db, userId: number, body: string): Promise<boolean> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => eb.fn.count('m.conversation_id').distinct().as('count'))
    .where('m.sender_id', '=', userId)
    .where('m.body', '=', body)
    .where('c.started_by', '=', userId)
    .where('c.created_at', '>', isoAgo(DAY_MS))
    .executeTakeFirstOrThrow();
  const count = toCount(row.count);
  if (count < CHAT_RATE_LIMITS.sameTextConversations) return false;
  const now = nowIso();
  const message = `A ouvert ${count} conversations en 24 heures avec le même texte : ${quote(body)}`;
  await db
    .insertInto('account_flags')
    .values({ user_id: userId, kind: 'same_text_conversations', message, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ message, updated_at: now }))
    .execute();
  return true;
}
