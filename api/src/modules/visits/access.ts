import type { Db } from '../../db';
import type { HomeRow, UserRow } from '../../db/types';
import { homeAccess, landlordHomeIds } from '../homes';

const ROLE = { coloc: 1 } as const;

/**
 * Whether the user answers visit requests for the home: a landlord with agenda access (SPEC 6,
 * decided on the home itself rather than on the user's first home).
 */
export async function canAnswerVisits(db: Db, user: Pick<UserRow, 'id' | 'type'>, home: HomeRow): Promise<boolean> {
  return (await homeAccess(db, user, home)).agenda;
}

/** Seekers are the coloc role (type & 1). */
export function isSeeker(user: Pick<UserRow, 'type'>): boolean {
  return (user.type & ROLE.coloc) !== 0;
}

/** Homes whose visits the user answers: the homes they run, filtered by the agenda rule. */
export async function homesAnsweredBy(db: Db, user: Pick<UserRow, 'id' | 'type'>): Promise<HomeRow[]> {
  const ids = await landlordHomeIds(db, user.id);
  const owned = ids.length ? await db.selectFrom('homes').selectAll().where('id', 'in', ids).execute() : [];
  const allowed: HomeRow[] = [];
  for (const home of owned) if (await canAnswerVisits(db, user, home)) allowed.push(home);
  return allowed;
}
