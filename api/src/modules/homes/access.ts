import type { Db } from '../../db';
import { toBool } from '../../db';
import type { HomeRow, UserRow } from '../../db/types';
import { forbidden, HttpError, notFound } from '../../lib/errors';
import { HOME_MESSAGES } from './validation';

const COLOC = 1;
const PROPRIO = 2;
const AGENT = 4;
const MANAGER = 8;

/** The offer under which a manager acts for the owner (same value as @coloc/shared MANDATE_OFFER). */
export const MANDATE_OFFER = 'mandate';

export type AccessNeed = 'landlord' | 'advert' | 'agenda';

/** What a user may do with one home (SPEC 6); answered to the client as HomeAccess. */
export interface HomeAccessRights {
  landlord: boolean;
  advert: boolean;
  agenda: boolean;
}

type AccessUser = Pick<UserRow, 'id' | 'type'>;
type AccessHome = Pick<HomeRow, 'id' | 'user_id' | 'is_coloc' | 'notifications_advert' | 'notifications_agenda' | 'offer' | 'mandate_status'>;

const NONE: HomeAccessRights = { landlord: false, advert: false, agenda: false };

/**
 * SPEC 6 for managers: the owner hands the advert (or agenda) over with 2 or 3, or 0 under the
 * mandate offer once the mandate is complete (signed by the owner and countersigned).
 */
function managerMay(value: number, home: Pick<HomeRow, 'offer' | 'mandate_status'>): boolean {
  return value === 2 || value === 3 || (value === 0 && home.offer === MANDATE_OFFER && home.mandate_status === 'complete');
}

/**
 * The landlord's role for this home: the creator's comes from their account type (a manager-only
 * account creates homes as a manager), an invited landlord's from the invitation.
 */
async function landlordRole(db: Db, user: AccessUser, home: AccessHome): Promise<'owner' | 'manager' | 'agent' | null> {
  if (home.user_id === user.id) {
    if (user.type & (PROPRIO | COLOC)) return 'owner';
    if (user.type & AGENT) return 'agent';
    return user.type & MANAGER ? 'manager' : 'owner';
  }
  const row = await db
    .selectFrom('home_landlords')
    .select('role')
    .where('home_id', '=', home.id)
    .where('user_id', '=', user.id)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return row?.role ?? null;
}

/**
 * SPEC 6 on the server. Landlords are the creator and the accepted invitees. An owner or agent
 * landlord has every right; a manager landlord has advert (agenda) access when the home's
 * notifications_advert (notifications_agenda) is 2 or 3, or 0 with the mandate offer. A coloc who
 * created a coloc home (a seeker sharing their home) runs it like an owner.
 */
export async function homeAccess(db: Db, user: AccessUser, home: AccessHome): Promise<HomeAccessRights> {
  const role = await landlordRole(db, user, home);
  if (!role) return NONE;
  if (role !== 'manager') return { landlord: true, advert: true, agenda: true };
  return { landlord: true, advert: managerMay(home.notifications_advert, home), agenda: managerMay(home.notifications_agenda, home) };
}

/** Whether the user is one of the home's landlords (creator or accepted invitee). */
export async function canEditHome(db: Db, user: AccessUser, home: AccessHome): Promise<boolean> {
  return (await homeAccess(db, user, home)).landlord;
}

/** Whether the user is an owner-occupier's kind of landlord: used by the seeker views of a coloc home. */
export function isSharedHome(home: Pick<HomeRow, 'is_coloc'>): boolean {
  return toBool(home.is_coloc);
}

/**
 * The caller's default home (what 'default' names, same choice as the user object's home): the
 * first home they created, else the first home they joined as a landlord.
 */
export async function defaultHome(db: Db, userId: number): Promise<HomeRow | undefined> {
  const own = await db.selectFrom('homes').selectAll().where('user_id', '=', userId).orderBy('id').limit(1).executeTakeFirst();
  if (own) return own;
  return db
    .selectFrom('homes')
    .selectAll('homes')
    .innerJoin('home_landlords', 'home_landlords.home_id', 'homes.id')
    .where('home_landlords.user_id', '=', userId)
    .where('home_landlords.status', '=', 'accepted')
    .orderBy('homes.id')
    .limit(1)
    .executeTakeFirst();
}

/** Ids of every home the user runs (created or joined), oldest first. */
export async function landlordHomeIds(db: Db, userId: number): Promise<number[]> {
  const [own, joined] = await Promise.all([
    db.selectFrom('homes').select('id').where('user_id', '=', userId).execute(),
    db.selectFrom('home_landlords').select('home_id').where('user_id', '=', userId).where('status', '=', 'accepted').execute(),
  ]);
  return [...new Set([...own.map((r) => r.id), ...joined.map((r) => r.home_id)])].sort((a, b) => a - b);
}

/**
 * The home a URL names ('default' or an id) if the user has the right `need` on it (landlord by
 * default). 404 when there is no such home ('Aucun logement.' for 'default', so the client knows
 * the user has none yet), 403 when the right is missing. With missingDefault 'null', a missing
 * default home is not an error.
 */
export async function homeForEditing(db: Db, user: AccessUser, idParam: string, missingDefault?: 'error', need?: AccessNeed): Promise<HomeRow>;
export async function homeForEditing(
  db: Db,
  user: AccessUser,
  idParam: string,
  missingDefault: 'error' | 'null',
  need?: AccessNeed,
): Promise<HomeRow | null>;
export async function homeForEditing(
  db: Db,
  user: AccessUser,
  idParam: string,
  missingDefault: 'error' | 'null' = 'error',
  need: AccessNeed = 'landlord',
): Promise<HomeRow | null> {
  let home: HomeRow | undefined;
  if (idParam === 'default') {
    home = await defaultHome(db, user.id);
    if (!home) {
      if (missingDefault === 'null') return null;
      throw new HttpError(404, HOME_MESSAGES.noHome);
    }
  } else {
    const id = Number(idParam);
    if (!Number.isSafeInteger(id) || id < 1) throw notFound();
    home = await db.selectFrom('homes').selectAll().where('id', '=', id).executeTakeFirst();
    if (!home) throw notFound();
  }
  if (!(await homeAccess(db, user, home))[need]) throw forbidden();
  return home;
}

/** Same as the route's params pattern; used where a hook runs before params validation. */
export function isHomeIdParam(value: unknown): value is string {
  return typeof value === 'string' && /^(default|[1-9][0-9]{0,14})$/.test(value);
}
