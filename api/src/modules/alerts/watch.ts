/*
 * What changed, read from match_changes (the log the matching triggers keep of every write to
 * users, profiles, searches, homes and rooms, from any instance, seed or CLI): a home that is
 * published with a city, rents or rooms not alerted yet, a seeker who finished the questionnaire
 * with a search not alerted yet. Each becomes one job row, in the same transaction as the new
 * signature, so a restart loses nothing and two instances reading the same log make one job.
 */
import { isUniqueViolation, nowIso, type Db } from '../../db';
import { storedCities } from '../matching';

const CURSOR = 'match_changes';
/** A PostgreSQL transaction may commit after a later one: re-read this many ids back (signatures make it harmless). */
const LOOK_BACK = 200;
const BATCH = 5000;

export type SubjectKind = 'home' | 'seeker';

/** What of a published home makes it new to its seekers: city, rents (with charges), number of rooms. */
export async function homeSignatures(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  if (ids.length === 0) return result;
  const homes = await db.selectFrom('homes').select(['id', 'city_id', 'published']).where('id', 'in', [...ids]).where('published', '=', 1).execute();
  if (homes.length === 0) return result;
  const rooms = await db.selectFrom('rooms').select(['home_id', 'rent', 'charges']).where('home_id', 'in', homes.map((h) => h.id)).execute();
  for (const home of homes) {
    const prices = rooms
      .filter((room) => room.home_id === home.id)
      .map((room) => (room.rent === null ? -1 : room.rent + (room.charges ?? 0)))
      .sort((a, b) => a - b);
    result.set(home.id, JSON.stringify({ city: home.city_id, prices }));
  }
  return result;
}

/** What of a finished seeker's search decides which homes fit them. */
export async function seekerSignatures(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  if (ids.length === 0) return result;
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('searches as s', (join) => join.onRef('s.id', '=', 'u.search_id').onRef('s.user_id', '=', 'u.id'))
    .select([
      'u.id', 'u.type', 'u.registration_step', 's.city_searches', 's.radius', 's.bedroom_count', 's.per_room_budget_min', 's.per_room_budget_max',
      's.private_bathroom', 's.private_toilets', 's.ecoloc', 's.handicap_friendly', 's.pay_by_service',
    ])
    .where('u.id', 'in', [...ids])
    .execute();
  for (const row of rows) {
    if ((row.type & 1) === 0 || row.registration_step !== 100) continue;
    const cities = storedCities(row.city_searches).map((city) => city.id).sort((a, b) => a - b);
    if (cities.length === 0) continue;
    const { id, type: _type, registration_step: _step, city_searches: _cities, ...search } = row;
    result.set(id, JSON.stringify({ cities, ...search }));
  }
  return result;
}

/** Stores the signature if it is new and queues the job with it; false when it was already alerted (or another instance won). */
export async function recordChange(db: Db, kind: SubjectKind, subjectId: number, signature: string): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const stored = await trx.selectFrom('alert_subjects').select('signature').where('kind', '=', kind).where('subject_id', '=', subjectId).executeTakeFirst();
      if (stored?.signature === signature) return false;
      if (stored) {
        const result = await trx
          .updateTable('alert_subjects')
          .set({ signature, updated_at: now })
          .where('kind', '=', kind)
          .where('subject_id', '=', subjectId)
          .where('signature', '=', stored.signature)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
      } else {
        await trx.insertInto('alert_subjects').values({ kind, subject_id: subjectId, signature, updated_at: now }).execute();
      }
      await trx.insertInto('alert_jobs').values({ kind, subject_id: subjectId, created_at: now }).execute();
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Reads the log from the shared cursor and queues a job for each home or seeker whose signature
 * changed. The first run starts at the end of the log: what existed before alerts did is not new.
 * Answers how many jobs were queued.
 */
export async function startCursor(db: Db): Promise<void> {
  const max = await db.selectFrom('match_changes').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  const end = Number(max?.max ?? 0);
  await db.insertInto('alert_cursors').values({ name: CURSOR, last_id: end, floor_id: end }).onConflict((oc) => oc.column('name').doNothing()).execute();
}

export async function watchChanges(db: Db): Promise<number> {
  await startCursor(db);
  const cursor = await db.selectFrom('alert_cursors').select(['last_id', 'floor_id']).where('name', '=', CURSOR).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('match_changes')
    .select(['id', 'user_id', 'home_id'])
    .where('id', '>', Math.max(cursor.last_id - LOOK_BACK, cursor.floor_id))
    .orderBy('id')
    .limit(BATCH)
    .execute();
  if (rows.length === 0) return 0;
  const users = new Set<number>();
  const homes = new Set<number>();
  for (const row of rows) {
    if (row.user_id !== null) users.add(row.user_id);
    if (row.home_id !== null) homes.add(row.home_id);
  }
  let queued = 0;
  for (const [id, signature] of await homeSignatures(db, [...homes])) if (await recordChange(db, 'home', id, signature)) queued += 1;
  for (const [id, signature] of await seekerSignatures(db, [...users])) if (await recordChange(db, 'seeker', id, signature)) queued += 1;
  const last = rows[rows.length - 1]!.id;
  await db.updateTable('alert_cursors').set({ last_id: last }).where('name', '=', CURSOR).where('last_id', '<', last).execute();
  return queued;
}
