import { nowIso, type Db } from '../../db';
import type { RentPaymentRow, TenancyRow } from '../../db/types';
import { badRequest, HttpError } from '../../lib/errors';
import { addYears, monthOf, monthsBetween, addDays } from '../../lib/dates';
import { RENTAL_MESSAGES as M } from './messages';
import { roundCents } from './money';
import type { RentPaymentObject, TenancyObject } from '@coloc/contract/rentals/schemas';

/*
 * Tenancies and their monthly rent lines. A tenancy runs from start_date to end_date excluded
 * (null: open-ended); it is 'ended' from its end date on. users.home_leased records "has an active
 * tenancy", which the seeker's sidebar reads (SPEC 2.7: matching hidden once the home is leased).
 */

const conflict = (message: string) => new HttpError(409, message);

export function toTenancy(row: TenancyRow): TenancyObject {
  return {
    id: row.id,
    home_id: row.home_id,
    room_id: row.room_id,
    tenant_user_id: row.tenant_user_id,
    tenant_name: row.tenant_name,
    tenant_email: row.tenant_email,
    start_date: row.start_date,
    end_date: row.end_date,
    rent: row.rent,
    charges: row.charges,
    deposit: row.deposit,
    status: row.status,
  };
}

export function toRentPayment(row: RentPaymentRow): RentPaymentObject {
  return {
    id: row.id,
    tenancy_id: row.tenancy_id,
    period: row.period,
    amount_due: row.amount_due,
    amount_received: row.amount_received,
    received_on: row.received_on,
  };
}

export function statusFor(endDate: string | null, today: string): TenancyRow['status'] {
  return endDate !== null && endDate <= today ? 'ended' : 'active';
}

/** Entry no more than ten years back (an existing tenancy being recorded) nor a year ahead; end after start. */
export function checkTenancyDates(start: string, end: string | null, today: string): void {
  if (start > addYears(today, 1)) throw badRequest(M.startTooFar);
  if (start < addYears(today, -10)) throw badRequest(M.startTooOld);
  if (end !== null && end <= start) throw badRequest(M.endBeforeStart);
}

/** The account registered with this address, if any (addresses are stored lowercase). */
export async function userIdByEmail(db: Db, email: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row?.id ?? null;
}

/** Sets users.home_leased from whether each user has an active tenancy. */
export async function syncHomeLeased(db: Db, userIds: ReadonlyArray<number | null | undefined>): Promise<void> {
  const ids = [...new Set(userIds.filter((id): id is number => typeof id === 'number'))];
  for (const id of ids) {
    const active = await db.selectFrom('tenancies').select('id').where('tenant_user_id', '=', id).where('status', '=', 'active').limit(1).executeTakeFirst();
    await db.updateTable('users').set({ home_leased: active ? 1 : 0 }).where('id', '=', id).execute();
  }
}

/** Tenancies whose end date has come are ended (looked at lazily, when someone reads them). */
export async function endDueTenancies(db: Db, where: { homeId?: number; userId?: number }, today: string): Promise<void> {
  let query = db.selectFrom('tenancies').select(['id', 'tenant_user_id']).where('status', '=', 'active').where('end_date', 'is not', null).where('end_date', '<=', today);
  if (where.homeId !== undefined) query = query.where('home_id', '=', where.homeId);
  if (where.userId !== undefined) query = query.where('tenant_user_id', '=', where.userId);
  const due = await query.execute();
  if (due.length === 0) return;
  await db.updateTable('tenancies').set({ status: 'ended', updated_at: nowIso() }).where('id', 'in', due.map((t) => t.id)).execute();
  await syncHomeLeased(db, due.map((t) => t.tenant_user_id));
}

interface Period {
  start: string;
  end: string | null;
}

function overlaps(a: Period, b: Period): boolean {
  return (b.end === null || a.start < b.end) && (a.end === null || b.start < a.end);
}

/**
 * 409 when the period collides with another tenancy of the home: a room is let to one tenancy at
 * a time and not while the whole home is let; the whole home only while no room is.
 */
export async function checkAvailability(db: Db, homeId: number, roomId: number | null, period: Period, exceptId?: number): Promise<void> {
  let query = db.selectFrom('tenancies').select(['id', 'room_id', 'start_date', 'end_date']).where('home_id', '=', homeId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const others = (await query.execute()).filter((t) => overlaps(period, { start: t.start_date, end: t.end_date }));
  if (others.some((t) => t.room_id === null)) throw conflict(M.wholeHomeTaken);
  if (roomId === null && others.length > 0) throw conflict(M.roomsTaken);
  if (others.some((t) => t.room_id === roomId)) throw conflict(M.roomTaken);
}

/**
 * Creates the rent lines missing for the home's active tenancies, one per month from the entry
 * month to the current one (or the last month of the tenancy): amount due = rent + charges.
 */
export async function ensureRentLines(db: Db, homeId: number, today: string): Promise<void> {
  const tenancies = await db
    .selectFrom('tenancies')
    .selectAll()
    .where('home_id', '=', homeId)
    .where('status', '=', 'active')
    .where('start_date', '<=', today)
    .execute();
  if (tenancies.length === 0) return;
  const existing = await db
    .selectFrom('rent_payments')
    .select(['tenancy_id', 'period'])
    .where('tenancy_id', 'in', tenancies.map((t) => t.id))
    .execute();
  const have = new Set(existing.map((line) => `${line.tenancy_id}:${line.period}`));
  const now = nowIso();
  const missing = tenancies.flatMap((tenancy) => {
    const last = tenancy.end_date === null ? monthOf(today) : [monthOf(today), monthOf(addDays(tenancy.end_date, -1))].sort()[0]!;
    return monthsBetween(monthOf(tenancy.start_date), last)
      .filter((period) => !have.has(`${tenancy.id}:${period}`))
      .map((period) => ({
        tenancy_id: tenancy.id,
        period,
        amount_due: roundCents(tenancy.rent + tenancy.charges),
        amount_received: 0,
        received_on: null,
        created_at: now,
        updated_at: now,
      }));
  });
  // Two readers at once may both find a month missing: the unique (tenancy, period) index keeps one.
  for (let i = 0; i < missing.length; i += 200) {
    await db
      .insertInto('rent_payments')
      .values(missing.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['tenancy_id', 'period']).doNothing())
      .execute();
  }
}

/** After a rent change, the lines of this month and later that nothing was paid on follow it. */
export async function followRentChange(db: Db, tenancy: Pick<TenancyRow, 'id' | 'rent' | 'charges'>, today: string): Promise<void> {
  await db
    .updateTable('rent_payments')
    .set({ amount_due: roundCents(tenancy.rent + tenancy.charges), updated_at: nowIso() })
    .where('tenancy_id', '=', tenancy.id)
    .where('period', '>=', monthOf(today))
    .where('amount_received', '=', 0)
    .execute();
}
