/*
 * Likes and dislikes. One row per (who, context, target): `home_id` is the context (null for a
 * seeker's own choices, a home for a professional's choices about profiles for that home); the
 * target is a person, a home or a group of seekers (a professional's choice for one of its homes). A like and a dislike of the same target replace each other, and
 * sending the current choice again withdraws it (the favourite button toggles).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { isUniqueViolation, nowIso, toCount, type Db } from '../../db';
import type { HomeRow } from '../../db/types';

export type AccordanceType = 'like' | 'dislike';

export type Target = { kind: 'user'; id: number } | { kind: 'home'; id: number } | { kind: 'group'; id: number };

export interface AccordanceKey {
  userId: number;
  /** null: the seeker's own choice; a home id: a professional's choice for that home. */
  context: number | null;
  target: Target;
}

const TARGET_COLUMN = { user: 'target_user_id', home: 'target_home_id', group: 'target_group_id' } as const;

function whereKey(db: Db, key: AccordanceKey) {
  let query = db.selectFrom('accordances').select(['id', 'type']).where('user_id', '=', key.userId);
  query = key.context === null ? query.where('home_id', 'is', null) : query.where('home_id', '=', key.context);
  const column = TARGET_COLUMN[key.target.kind];
  for (const other of Object.values(TARGET_COLUMN)) {
    query = other === column ? query.where(other, '=', key.target.id) : query.where(other, 'is', null);
  }
  return query;
}

/** The choice now stored for this key after applying `type` (toggle): 'like', 'dislike' or null. */
export async function applyAccordance(db: Db, key: AccordanceKey, type: AccordanceType): Promise<AccordanceType | null> {
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const existing = await whereKey(trx, key).executeTakeFirst();
      if (existing?.type === type) {
        await trx.deleteFrom('accordances').where('id', '=', existing.id).execute();
        return null;
      }
      if (existing) {
        await trx.updateTable('accordances').set({ type, created_at: nowIso() }).where('id', '=', existing.id).execute();
        return type;
      }
      await trx
        .insertInto('accordances')
        .values({
          user_id: key.userId,
          home_id: key.context,
          target_user_id: key.target.kind === 'user' ? key.target.id : null,
          target_home_id: key.target.kind === 'home' ? key.target.id : null,
          target_group_id: key.target.kind === 'group' ? key.target.id : null,
          type,
          created_at: nowIso(),
        })
        .execute();
      return type;
    });
  try {
    return await attempt();
  } catch (error) {
    // Two clicks raced to insert the same row: the second sees the first and toggles from there.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

function inContext(context: number | null): Expression<SqlBool> {
  return context === null ? sql<SqlBool>`a.home_id is null` : sql<SqlBool>`a.home_id = ${context}`;
}

/** A liked person still shown in lists and counts: a seeker who finished registration. */
const VISIBLE_PERSON = sql<SqlBool>`(u.registration_step = 100 and (u.type & 1) = 1)`;

/** Among `ids`, the people the user liked in this context. */
export async function likedUsers(db: Db, userId: number, context: number | null, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const query = db
    .selectFrom('accordances as a')
    .select('a.target_user_id')
    .where('a.user_id', '=', userId)
    .where('a.type', '=', 'like')
    .where('a.target_user_id', 'in', [...ids])
    .where(inContext(context));
  return new Set((await query.execute()).map((row) => row.target_user_id!));
}

/** Among `ids`, the homes the user liked (always a seeker's own choice). */
export async function likedHomes(db: Db, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('accordances')
    .select('target_home_id')
    .where('user_id', '=', userId)
    .where('home_id', 'is', null)
    .where('type', '=', 'like')
    .where('target_home_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.target_home_id!));
}

/** People and homes the user chose (newest first), in one context. */
export async function listTargets(db: Db, userId: number, context: number | null, type: AccordanceType): Promise<{ users: number[]; homes: number[] }> {
  const rows = await db
    .selectFrom('accordances as a')
    .leftJoin('users as u', 'u.id', 'a.target_user_id')
    .leftJoin('homes as h', 'h.id', 'a.target_home_id')
    .select(['a.target_user_id', 'a.target_home_id'])
    .where('a.user_id', '=', userId)
    .where('a.type', '=', type)
    .where(inContext(context))
    .where((eb) => eb.or([VISIBLE_PERSON, eb('h.published', '=', 1)]))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return {
    users: rows.flatMap((row) => (row.target_user_id === null ? [] : [row.target_user_id])),
    homes: rows.flatMap((row) => (row.target_home_id === null ? [] : [row.target_home_id])),
  };
}

/**
 * How many likes the user has in a context. People count only while they can still be matched
 * (a finished seeker), homes only while published, so the badge never counts what a list hides.
 */
export async function countLikes(db: Db, userId: number, context: number | null, targets: 'users' | 'all'): Promise<number> {
  const row = await db
    .selectFrom('accordances as a')
    .leftJoin('users as u', 'u.id', 'a.target_user_id')
    .leftJoin('homes as h', 'h.id', 'a.target_home_id')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('a.user_id', '=', userId)
    .where('a.type', '=', 'like')
    .where(inContext(context))
    .where((eb) => eb.or([VISIBLE_PERSON, ...(targets === 'all' ? [eb('h.published', '=', 1)] : [])]))
    .executeTakeFirstOrThrow();
  return toCount(row.count);
}

export async function groupExists(db: Db, groupId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('seeker_groups').select('id').where('id', '=', groupId).executeTakeFirst();
}

export async function findHome(db: Db, homeId: number): Promise<HomeRow | undefined> {
  return db.selectFrom('homes').selectAll().where('id', '=', homeId).executeTakeFirst();
}

export async function findPerson(db: Db, userId: number): Promise<{ id: number; type: number } | undefined> {
  return db.selectFrom('users').select(['id', 'type']).where('id', '=', userId).executeTakeFirst();
}
