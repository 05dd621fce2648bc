import type { Db } from '../../db';
import type { HomeRow, UserRow } from '../../db/types';
import { canEditHome } from '../homes/access';

/** The offer under which a manager acts for the owner (shared/src/domain/access.ts MANDATE_OFFER). */
export const MANDATE_OFFER = 'mandate';

const ROLE = { coloc: 1, proprio: 2, agent: 4, manager: 8 } as const;

/** SPEC 6, agenda rule for a manager: notifications_agenda 2 or 3, or 0 with the mandate offer. */
function managerMayUseAgenda(home: Pick<HomeRow, 'notifications_agenda' | 'offer'>): boolean {
  const value = home.notifications_agenda;
  return value === 2 || value === 3 || (value === 0 && home.offer === MANDATE_OFFER);
}

/**
 * Whether the user answers visit requests for the home: someone who may edit it (canEditHome),
 * except a manager (and nothing else) without agenda access. Same rule as the front-end's
 * hasAgendaAccess, decided here on the home itself rather than on the user's first home.
 */
export async function canAnswerVisits(
  db: Db,
  user: Pick<UserRow, 'id' | 'type'>,
  home: Pick<HomeRow, 'id' | 'user_id' | 'notifications_agenda' | 'offer'>,
): Promise<boolean> {
  if (!(await canEditHome(db, user, home))) return false;
  const managerOnly = (user.type & ROLE.manager) !== 0 && (user.type & (ROLE.coloc | ROLE.proprio | ROLE.agent)) === 0;
  return !managerOnly || managerMayUseAgenda(home);
}

/** Seekers are the coloc role (type & 1). */
export function isSeeker(user: Pick<UserRow, 'type'>): boolean {
  return (user.type & ROLE.coloc) !== 0;
}

/** Homes whose visits the user answers: their own homes, filtered by the agenda rule. */
export async function homesAnsweredBy(db: Db, user: Pick<UserRow, 'id' | 'type'>): Promise<HomeRow[]> {
  const owned = await db.selectFrom('homes').selectAll().where('user_id', '=', user.id).execute();
  const allowed: HomeRow[] = [];
  for (const home of owned) if (await canAnswerVisits(db, user, home)) allowed.push(home);
  return allowed;
}
