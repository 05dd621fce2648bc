// Access rules of SPEC 6 for a home: who may manage its advert and its agenda.
import type { Home, User } from '../types/entities';
import { hasRole, isOwner } from './roles';

/** The offer under which a manager acts for the owner (SPEC 6: "0 with a specific mandate offer"). */
export const MANDATE_OFFER = 'mandate';

type AccessHome = Pick<Home, 'notifications_advert' | 'notifications_agenda' | 'offer'> & Partial<Pick<Home, 'mandate_status'>>;

/** A mandate gives the manager access once both parties have signed it (status 'complete'). */
function managerMay(value: number, home: AccessHome): boolean {
  return value === 2 || value === 3 || (value === 0 && home.offer === MANDATE_OFFER && home.mandate_status === 'complete');
}

/** An owner, or a manager when notifications_advert is 2 or 3, or 0 with the mandate offer. */
export function hasAdvertAccess(user: Pick<User, 'type' | 'home'> | null, home: AccessHome | null): boolean {
  if (!user) return false;
  if (isOwner(user)) return true;
  return hasRole(user, 'manager') && !!home && managerMay(home.notifications_advert, home);
}

/** Same rule on notifications_agenda. */
export function hasAgendaAccess(user: Pick<User, 'type' | 'home'> | null, home: AccessHome | null): boolean {
  if (!user) return false;
  if (isOwner(user)) return true;
  return hasRole(user, 'manager') && !!home && managerMay(home.notifications_agenda, home);
}
