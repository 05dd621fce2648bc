// The sign-in and password-reset reads and writes (Kysely), `db` first. The sign-up links, the
// sign-in throttle and the device cookies keep their own files (signup-links, signin-throttle,
// device-cookie): their timing and enumeration rules are theirs.
import type { Db } from '../../db';
import { nowIso, toCount } from '../../db';
import { sha256Hex } from '../../lib/crypto';
import type { UserRow } from '../../db/types';

export async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function resetRecipient(db: Db, email: string): Promise<Pick<UserRow, 'id' | 'email' | 'first_name'> | undefined> {
  return db.selectFrom('users').select(['id', 'email', 'first_name']).where('email', '=', email).executeTakeFirst();
}

/** Stores a reset link's token (hashed), valid from `now` for `ttlMs`. */
export async function insertPasswordReset(db: Db, userId: number, token: string, now: Date, ttlMs: number): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: sha256Hex(token),
      user_id: userId,
      created_at: nowIso(now),
      expires_at: nowIso(new Date(now.getTime() + ttlMs)),
      used_at: null,
    })
    .execute();
}

/**
 * Claims the right to mail the owner of an attacked account: at most once per `intervalMs`
 * (login_alerts), whichever instance sees the attack. The conditional update, or the insert that
 * only one request wins, makes concurrent attempts claim it once.
 */
export async function claimAttackAlert(db: Db, userId: number, now: Date, intervalMs: number): Promise<boolean> {
  const renewed = await db
    .updateTable('login_alerts')
    .set({ sent_at: nowIso(now) })
    .where('user_id', '=', userId)
    .where('sent_at', '<=', nowIso(new Date(now.getTime() - intervalMs)))
    .executeTakeFirst();
  if (toCount(renewed.numUpdatedRows) === 1) return true;
  const inserted = await db
    .insertInto('login_alerts')
    .values({ user_id: userId, sent_at: nowIso(now) })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A pending, unexpired reset link with this token. */
export async function pendingReset(db: Db, token: string, now: string): Promise<{ id: number; user_id: number } | undefined> {
  return db
    .selectFrom('password_resets')
    .select(['id', 'user_id'])
    .where('token_hash', '=', sha256Hex(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Uses a reset link: the new password, the account's other links, failures and sessions gone.
 * Null when another request used the link first.
 */
export async function resetPassword(db: Db, reset: { id: number; user_id: number }, passwordHash: string, now: string): Promise<UserRow | null> {
  return db.transaction().execute(async (trx) => {
    // The conditional update is what makes the token single-use, even for two concurrent requests.
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (toCount(claimed.numUpdatedRows) !== 1) return null;
    // Any other pending link for this account dies with this one.
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', reset.user_id)
      .where('used_at', 'is', null)
      .execute();
    const updated = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', reset.user_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('login_failures').where('email', '=', updated.email).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', reset.user_id).execute();
    return updated;
  });
}
