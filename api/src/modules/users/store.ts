// The account's reads and writes (Kysely), `db` first.
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { UserRow } from '../../db/types';

type UserColumns = Partial<Pick<UserRow, 'first_name' | 'name' | 'registration_step' | 'business_name' | 'email_messages' | 'email_matches' | 'email_visits' | 'newsletter'>>;

export async function updateUser(db: Db, userId: number, changes: UserColumns): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The new password, and whoever may have learnt the old one loses every way in: the account's
 * other sessions and its pending reset links.
 */
export async function replacePassword(db: Db, userId: number, passwordHash: string, keptSessionId: number): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keptSessionId).execute();
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  });
}

/** The preferences, and the newsletter list with them: the mailing reads the list, not the user flag. */
export async function updatePreferences(db: Db, user: Pick<UserRow, 'id' | 'email'>, changes: UserColumns, newsletter: boolean | undefined): Promise<UserRow> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    if (newsletter === true) {
      await trx
        .insertInto('newsletter_subscriptions')
        .values({ email: user.email, created_at: now })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    } else if (newsletter === false) {
      await trx.deleteFrom('newsletter_subscriptions').where('email', '=', user.email).execute();
    }
    return trx
      .updateTable('users')
      .set({ ...changes, updated_at: now })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** The files of the account's photos, and of its homes' photos whoever uploaded them. */
export async function accountImages(db: Db, userId: number): Promise<Array<{ id: number; file: string }>> {
  return db
    .selectFrom('images')
    .select(['id', 'file'])
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('home_id', 'in', eb.selectFrom('homes').select('id').where('user_id', '=', userId))]))
    .execute();
}

/**
 * Foreign keys cascade from users to profiles, searches, homes (and their rooms and images),
 * sessions, password resets and subscriptions; rows keyed by e-mail are removed by hand.
 */
export async function deleteAccount(db: Db, user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
    await trx.deleteFrom('login_failures').where('email', '=', user.email).execute();
    await trx.deleteFrom('newsletter_subscriptions').where('email', '=', user.email).execute();
  });
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What a public profile shows of someone: their answers (read only: no profile row is created) and first home. */
export async function publicProfileRows(db: Db, userId: number) {
  return Promise.all([
    db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('homes').select(['id', 'city', 'country', 'is_coloc']).where('user_id', '=', userId).orderBy('id').limit(1).executeTakeFirst(),
  ]);
}

export async function imagePublicId(db: Db, imageId: number): Promise<{ public_id: string } | undefined> {
  return db.selectFrom('images').select('public_id').where('id', '=', imageId).executeTakeFirst();
}
