import type { LeaseRow, UserRow } from '../../db/types';
import { badRequest, HttpError } from '../../lib/errors';
import { addYears } from '../../lib/dates';
import { depositRuleMessage, RENTAL_MESSAGES as M } from './messages';
import { formatEuro, roundCents } from './money';
import { sameEmail } from './people';

const conflict = (message: string) => new HttpError(409, message);

/*
 * Rules of a lease drafted here (loi n° 89-462 du 6 juillet 1989): the deposit is capped at one
 * month of rent excluding charges for an unfurnished home (article 22) and two months for a
 * furnished one (article 25-6). Durations stay between 1 and 36 months: the legal minimums (one
 * year furnished, nine months for a student, three years unfurnished with an individual landlord,
 * 1 to 10 months for a bail mobilité) depend on facts we do not ask, so they are left to the
 * parties and recalled in the contract.
 */

export function depositCeiling(rent: number, furnished: boolean): number {
  return roundCents(rent * (furnished ? 2 : 1));
}

export function checkDeposit(rent: number, deposit: number, furnished: boolean): void {
  const ceiling = depositCeiling(rent, furnished);
  if (roundCents(deposit) > ceiling) throw badRequest(depositRuleMessage(furnished, formatEuro(ceiling)));
}

export function checkLeaseStart(start: string, today: string): void {
  if (start < addYears(today, -1)) throw badRequest(M.leaseStartTooOld);
  if (start > addYears(today, 1)) throw badRequest(M.leaseStartTooFar);
}

/** A room lease names one room, a whole-home lease none. */
export function checkLeaseKind(kind: 'room' | 'whole', roomId: number | null): void {
  if (kind === 'room' && roomId === null) throw badRequest(M.roomRequired);
  if (kind === 'whole' && roomId !== null) throw badRequest(M.wholeHasNoRoom);
}

/** Whether the caller is the lease's tenant: the linked account, or the address it was written to. */
export function isLeaseTenant(lease: Pick<LeaseRow, 'tenant_user_id' | 'tenant_email'>, user: Pick<UserRow, 'id' | 'email'>): boolean {
  return lease.tenant_user_id === user.id || sameEmail(lease.tenant_email, user.email);
}

/** `can_accept`: a landlord on a draft (sending it), the tenant on a sent lease. */
export function canAccept(lease: LeaseRow, viewer: Pick<UserRow, 'id' | 'email'>, landlord: boolean): boolean {
  return landlord ? lease.status === 'draft' : lease.status === 'sent' && isLeaseTenant(lease, viewer);
}

/** Only a draft is sent (sending is the landlord's acceptance). */
export function checkCanSend(lease: Pick<LeaseRow, 'status'>): void {
  if (lease.status !== 'draft') throw conflict(lease.status === 'cancelled' ? M.leaseCancelled : M.leaseNotDraft);
}

/** Only the lease's tenant accepts, and only a sent lease. */
export function checkCanAccept(lease: LeaseRow, user: Pick<UserRow, 'id' | 'email'>): void {
  if (!isLeaseTenant(lease, user)) throw new HttpError(403, M.leaseNotYours);
  if (lease.status !== 'sent') throw conflict(lease.status === 'cancelled' ? M.leaseCancelled : M.leaseNotSent);
}

/** Any state but accepted (and not twice). */
export function checkCanCancel(lease: Pick<LeaseRow, 'status'>): void {
  if (lease.status === 'accepted') throw conflict(M.leaseAccepted);
  if (lease.status === 'cancelled') throw conflict(M.leaseCancelled);
}

/** The PDF: the home's landlords, and the tenant once the lease was sent. */
export function mayReadLeasePdf(lease: LeaseRow, user: Pick<UserRow, 'id' | 'email'>, landlord: boolean): boolean {
  return landlord || (isLeaseTenant(lease, user) && lease.landlord_accepted_at !== null);
}
