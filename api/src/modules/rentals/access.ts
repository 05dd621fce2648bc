import type { Db } from '../../db';
import type { ContactRequestRow, HomeRow, UserRow } from '../../db/types';
import { forbidden, HttpError, notFound } from '../../lib/errors';
import { homeAccess, homeForEditing, type AccessNeed } from '../homes';
import { RENTAL_MESSAGES as M } from './messages';
import { homeById } from './store/homes';
import { contactRequestById } from './store/requests';
import { activeTenancyOf } from './store/tenancies';

export type Caller = Pick<UserRow, 'id' | 'type' | 'email'>;

/** The home by id when the caller has `need` on it (SPEC 6): 404 unknown, 403 otherwise. */
export function landlordHome(db: Db, user: Caller, homeId: number | string, need: AccessNeed = 'landlord'): Promise<HomeRow> {
  return homeForEditing(db, user, String(homeId), 'error', need);
}

/**
 * A home the caller may read documents of: its landlords see everything, its tenants (an active
 * tenancy linked to their account) what is shared with them. 'default' names the landlord's home.
 */
export async function homeForReader(db: Db, user: Caller, idParam: string): Promise<{ home: HomeRow; landlord: boolean }> {
  if (idParam === 'default') return { home: await landlordHome(db, user, idParam), landlord: true };
  const id = Number(idParam);
  const home = Number.isSafeInteger(id) ? await homeById(db, id) : undefined;
  if (!home) throw notFound();
  if ((await homeAccess(db, user, home)).landlord) return { home, landlord: true };
  if (await activeTenancyOf(db, user.id, home.id)) return { home, landlord: false };
  throw forbidden();
}

/** A row that belongs to a home, for a landlord of that home: 404 with `missing` when absent, 403 when not theirs. */
export async function ownedByLandlord<T extends { home_id: number }>(
  db: Db,
  user: Caller,
  row: T | undefined,
  missing: string,
  need: AccessNeed = 'landlord',
): Promise<{ row: T; home: HomeRow }> {
  if (!row) throw new HttpError(404, missing);
  const home = await landlordHome(db, user, row.home_id, need);
  return { row, home };
}

/**
 * Who may answer a contact request: its recipient, or anyone with agenda access (SPEC 6) on the
 * home it is about. 404 unknown, 403 otherwise.
 */
export async function requestForAnswer(db: Db, user: Caller, id: number): Promise<{ request: ContactRequestRow; home: HomeRow | null }> {
  const request = await contactRequestById(db, id);
  if (!request) throw new HttpError(404, M.requestNotFound);
  const home = request.home_id === null ? null : ((await homeById(db, request.home_id)) ?? null);
  if (request.to_user_id === user.id) return { request, home };
  if (home && (await homeAccess(db, user, home)).agenda) return { request, home };
  throw forbidden();
}
