import type { RentPaymentRow, RoomRow, TenancyRow } from '../../db/types';
import type { ManagementOverviewObject } from '@coloc/contract/rentals/schemas';
import { badRequest } from '../../lib/errors';
import { addDays, addMonths, addYears, monthOf, monthsBetween } from '../../lib/dates';
import { toRoomObject } from '../homes';
import { RENTAL_MESSAGES as M } from './messages';
import { roundCents } from './money';
import { roomDisplayName } from '@coloc/contract/homes/rooms';
import { toRentPayment, toTenancy } from './serialize';

/*
 * Pure decisions about tenancies and rents. A tenancy runs from start_date to end_date excluded
 * (null: open-ended); it is 'ended' from its end date on.
 */

/** Months of rent lines the overview shows before the current one. */
export const PAYMENT_HISTORY_MONTHS = 6;

export function statusFor(endDate: string | null, today: string): TenancyRow['status'] {
  return endDate !== null && endDate <= today ? 'ended' : 'active';
}

/** Entry no more than ten years back (an existing tenancy being recorded) nor a year ahead; end after start. */
export function checkTenancyDates(start: string, end: string | null, today: string): void {
  if (start > addYears(today, 1)) throw badRequest(M.startTooFar);
  if (start < addYears(today, -10)) throw badRequest(M.startTooOld);
  if (end !== null && end <= start) throw badRequest(M.endBeforeStart);
}

/** A change of dates: a new entry date is checked against today; an old tenancy can still be given its end. */
export function checkTenancyChange(startChanged: boolean, start: string, end: string | null, today: string): void {
  if (startChanged) checkTenancyDates(start, end, today);
  else if (end !== null && end <= start) throw badRequest(M.endBeforeStart);
}

export interface Period {
  start: string;
  end: string | null;
}

function overlaps(a: Period, b: Period): boolean {
  return (b.end === null || a.start < b.end) && (a.end === null || b.start < a.end);
}

/**
 * Why the period collides with another tenancy of the home (a room is let to one tenancy at a
 * time and not while the whole home is let; the whole home only while no room is), or null.
 */
export function availabilityConflict(
  roomId: number | null,
  period: Period,
  tenancies: ReadonlyArray<Pick<TenancyRow, 'room_id' | 'start_date' | 'end_date'>>,
): string | null {
  const others = tenancies.filter((t) => overlaps(period, { start: t.start_date, end: t.end_date }));
  if (others.some((t) => t.room_id === null)) return M.wholeHomeTaken;
  if (roomId === null && others.length > 0) return M.roomsTaken;
  if (others.some((t) => t.room_id === roomId)) return M.roomTaken;
  return null;
}

/** What a month costs: rent + charges, no prorata. */
export function amountDue(tenancy: Pick<TenancyRow, 'rent' | 'charges'>): number {
  return roundCents(tenancy.rent + tenancy.charges);
}

/**
 * The rent lines missing for these tenancies, one per month from the entry month to the current
 * one (or the last month of the tenancy), given the (tenancy, period) pairs that exist.
 */
export function missingRentLines(
  tenancies: readonly TenancyRow[],
  existing: ReadonlyArray<{ tenancy_id: number; period: string }>,
  today: string,
  now: string,
) {
  const have = new Set(existing.map((line) => `${line.tenancy_id}:${line.period}`));
  return tenancies.flatMap((tenancy) => {
    const last = tenancy.end_date === null ? monthOf(today) : [monthOf(today), monthOf(addDays(tenancy.end_date, -1))].sort()[0]!;
    return monthsBetween(monthOf(tenancy.start_date), last)
      .filter((period) => !have.has(`${tenancy.id}:${period}`))
      .map((period) => ({
        tenancy_id: tenancy.id,
        period,
        amount_due: amountDue(tenancy),
        amount_received: 0,
        received_on: null,
        created_at: now,
        updated_at: now,
      }));
  });
}

/** A payment is 0..3 × the amount due, with a reception date (not in the future, not before 2000) whenever it is > 0. */
export function checkRentPayment(amount: number, receivedOn: string | null, due: number, today: string): void {
  if (amount > due * 3) throw badRequest(M.amountTooHigh);
  if (amount > 0 && receivedOn === null) throw badRequest(M.receivedOnRequired);
  if (receivedOn !== null && receivedOn > today) throw badRequest(M.receivedOnFuture);
  if (receivedOn !== null && receivedOn < '2000-01-01') throw badRequest(M.receivedOnTooOld);
}

/** The tenancy running today, else the next one to start. */
export function currentOf(tenancies: readonly TenancyRow[], today: string): TenancyRow | null {
  const active = tenancies.filter((t) => t.status === 'active').sort((a, b) => a.start_date.localeCompare(b.start_date));
  return active.find((t) => t.start_date <= today) ?? active[0] ?? null;
}

/**
 * Gestion from the home's rooms, tenancies (newest entry first) and rent lines (newest month
 * first): who lives where, the last months' lines, and this month's due, received and late.
 */
export function managementOverviewOf(
  homeId: number,
  rooms: readonly RoomRow[],
  tenancies: readonly TenancyRow[],
  lines: readonly RentPaymentRow[],
  today: string,
): ManagementOverviewObject {
  const period = monthOf(today);
  const activeIds = new Set(tenancies.filter((t) => t.status === 'active').map((t) => t.id));
  const activeLines = lines.filter((line) => activeIds.has(line.tenancy_id));
  const thisMonth = activeLines.filter((line) => line.period === period);
  const sum = (values: number[]) => roundCents(values.reduce((total, value) => total + value, 0));
  const oldest = monthOf(addMonths(today, -PAYMENT_HISTORY_MONTHS));
  const wholeHome = currentOf(tenancies.filter((t) => t.room_id === null), today);
  return {
    home_id: homeId,
    rooms: rooms.map((room) => {
      const tenancy = currentOf(tenancies.filter((t) => t.room_id === room.id), today);
      return { room: toRoomObject(room), display_name: roomDisplayName(room), tenancy: tenancy ? toTenancy(tenancy) : null };
    }),
    whole_home: wholeHome ? toTenancy(wholeHome) : null,
    tenancies: [...tenancies].sort((a, b) => (a.status === b.status ? 0 : a.status === 'active' ? -1 : 1)).map(toTenancy),
    payments: lines.filter((line) => line.period >= oldest && line.period <= period).map(toRentPayment),
    month: {
      period,
      due: sum(thisMonth.map((line) => line.amount_due)),
      received: sum(thisMonth.map((line) => line.amount_received)),
      late: sum(activeLines.filter((line) => line.period < period).map((line) => Math.max(0, line.amount_due - line.amount_received))),
    },
  };
}
