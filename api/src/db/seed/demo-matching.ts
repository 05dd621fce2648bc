/*
 * The order in which the demo seeker (coloc@) and the demo owner (proprio@) see the demo seekers in
 * their matching: the tenant file's demo (modules/tenant-file/seed.ts) gives files to every other
 * one of them, so the first cards show its badges.
 */
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../types';
import { matchDeps, matchHomeUsers, matchUsers } from '../../modules/matching';

const SEEKER = 'coloc@demo.toitpartage.fr';
const OWNER = 'proprio@demo.toitpartage.fr';
const DEMO_SEEKERS = '%@seekers.demo.toitpartage.fr';

/** Seekers in the order coloc@ and proprio@ (each of its homes) see them, demo seekers only. */
export async function seekersInDemoMatching(db: Kysely<Database>): Promise<number[]> {
  const deps = matchDeps(db);
  const ordered: number[] = [];
  const seeker = await db.selectFrom('users').selectAll().where('email', '=', SEEKER).executeTakeFirst();
  if (seeker?.search_id) {
    const answer = await matchUsers(deps, seeker as UserRow, { search_id: seeker.search_id }, { from: 0, to: 24 });
    ordered.push(...answer.Hits.map((hit) => hit.SecondUser.UserID));
  }
  const owner = await db.selectFrom('users').selectAll().where('email', '=', OWNER).executeTakeFirst();
  if (owner) {
    const homes = await db.selectFrom('homes').select('id').where('user_id', '=', owner.id).where('step', '>=', 3).orderBy('id').limit(3).execute();
    for (const home of homes) {
      try {
        const answer = await matchHomeUsers(deps, owner as UserRow, String(home.id), {}, { from: 0, to: 12 });
        ordered.push(...answer.Hits.map((hit) => hit.SecondUser.UserID));
      } catch {
        // A home the owner cannot match yet (no mandate signed, say): its list is simply not used.
      }
    }
  }
  const unique = [...new Set(ordered)];
  if (unique.length === 0) return [];
  const demo = new Set(
    (await db.selectFrom('users').select('id').where('id', 'in', unique).where('email', 'like', DEMO_SEEKERS).execute()).map((row) => row.id),
  );
  return unique.filter((id) => demo.has(id));
}
