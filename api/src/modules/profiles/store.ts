import type { Kysely, Updateable } from 'kysely';
import { nowIso } from '../../db';
import { preparedQuery } from '../../db/prepared';
import type { Database, ProfileRow, ProfilesTable } from '../../db/types';

/** Columns of a new, empty profile: every answer unset, importance 3 everywhere (see serialize). */
export function newProfileValues(userId: number, now: string = nowIso()) {
  return { user_id: userId, created_at: now, updated_at: now };
}

// Read on every GET /api/users/myself: compiled once (see db/prepared).
const profileOf = preparedQuery(['userId'], (db, { userId }: { userId: number }) =>
  (db as Kysely<Database>).selectFrom('profiles').selectAll().where('user_id', '=', userId),
);

/**
 * The user's profile row, created when missing. Sign-up creates it; accounts made before profiles
 * existed get theirs on first use. Two concurrent first uses both end with the same row: the
 * second insert loses on the unique user_id and is ignored.
 */
export async function ensureProfile(db: Kysely<Database>, userId: number): Promise<ProfileRow> {
  const existing = await profileOf.executeTakeFirst(db, { userId });
  if (existing) return existing;
  await db
    .insertInto('profiles')
    .values(newProfileValues(userId))
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

export type ProfileColumns = Omit<Updateable<ProfilesTable>, 'id' | 'user_id' | 'created_at'>;
