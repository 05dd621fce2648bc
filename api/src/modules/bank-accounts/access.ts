import type { Db } from '../../db';
import type { UserRow } from '../../db/types';
import { forbidden, HttpError } from '../../lib/errors';
import { BANK_MESSAGES as M } from './messages';
import { receivesRent } from './sca-status';

const MANAGER = 8;

export type OwnerType = 'user' | 'company';

/** Owners (owner-occupiers included), agents and managers may keep a bank account for rents. */
export async function mayHoldBankAccount(db: Db, user: Pick<UserRow, 'id' | 'type'>): Promise<boolean> {
  return (user.type & MANAGER) !== 0 || (await receivesRent(db, user));
}

/**
 * Whose account this is (SPEC 7 ownerType/ownerID). There is no company table today: a company is
 * the `business_name` of the user who declared it, so both owner types name the caller's own id,
 * and 'company' needs a business name on the account.
 */
export function checkOwner(user: Pick<UserRow, 'id' | 'business_name'>, ownerType: OwnerType, ownerId: number): void {
  if (ownerId !== user.id) throw new HttpError(403, M.notYourAccount);
  if (ownerType === 'company' && !user.business_name?.trim()) throw new HttpError(400, M.noCompany);
}

/** The caller's bank account by id: 404 when it does not exist, 403 when it is someone else's. */
export async function ownAccount(db: Db, user: Pick<UserRow, 'id'>, id: number) {
  const account = await db.selectFrom('bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!account || account.status === 'archived') throw new HttpError(404, M.accountNotFound);
  if (account.user_id !== user.id) throw forbidden();
  return account;
}
