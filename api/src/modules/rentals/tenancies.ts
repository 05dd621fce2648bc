import { nowIso, type Db } from '../../db';
import type { TenancyRow } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { monthOf } from '../../lib/dates';
import {
  dueTenancies,
  endTenancies,
  insertRentLines,
  rentLinePeriods,
  setAmountDueFrom,
  startedActiveTenancies,
  syncHomeLeased,
  tenancyPeriodsOfHome,
} from './store/tenancies';
import { amountDue, availabilityConflict, missingRentLines, type Period } from './tenancy-rules';

/*
 * Tenancies and their monthly rent lines, kept up to date lazily, when someone reads them.
 * users.home_leased records "has an active tenancy", which the seeker's sidebar reads (SPEC 2.7:
 * matching hidden once the home is leased).
 */

/** Tenancies whose end date has come are ended (looked at lazily, when someone reads them). */
export async function endDueTenancies(db: Db, where: { homeId?: number; userId?: number }, today: string): Promise<void> {
  const due = await dueTenancies(db, where, today);
  if (due.length === 0) return;
  await endTenancies(db, due.map((t) => t.id));
  await syncHomeLeased(db, due.map((t) => t.tenant_user_id));
}

/** 409 when the period collides with another tenancy of the home (tenancy-rules.ts says how). */
export async function checkAvailability(db: Db, homeId: number, roomId: number | null, period: Period, exceptId?: number): Promise<void> {
  const conflict = availabilityConflict(roomId, period, await tenancyPeriodsOfHome(db, homeId, exceptId));
  if (conflict !== null) throw new HttpError(409, conflict);
}

/**
 * Creates the rent lines missing for the home's active tenancies, one per month from the entry
 * month to the current one (or the last month of the tenancy): amount due = rent + charges.
 */
export async function ensureRentLines(db: Db, homeId: number, today: string): Promise<void> {
  const tenancies = await startedActiveTenancies(db, homeId, today);
  if (tenancies.length === 0) return;
  const existing = await rentLinePeriods(db, tenancies.map((t) => t.id));
  // Two readers at once may both find a month missing: the unique (tenancy, period) index keeps one.
  await insertRentLines(db, missingRentLines(tenancies, existing, today, nowIso()));
}

/** After a rent change, the lines of this month and later that nothing was paid on follow it. */
export async function followRentChange(db: Db, tenancy: Pick<TenancyRow, 'id' | 'rent' | 'charges'>, today: string): Promise<void> {
  await setAmountDueFrom(db, tenancy.id, monthOf(today), amountDue(tenancy));
}
