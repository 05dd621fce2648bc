import { badRequest } from '../../lib/errors';
import { addYears } from '../../lib/dates';
import { depositRuleMessage, RENTAL_MESSAGES as M } from './messages';
import { formatEuro, roundCents } from './money';

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
