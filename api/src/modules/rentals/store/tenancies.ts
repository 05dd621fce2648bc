import { sql, type Insertable, type Updateable } from 'kysely';
import { nowIso, type Db } from '../../../db';
import type { RentPaymentRow, RentPaymentsTable, TenanciesTable, TenancyRow } from '../../../db/types';

/*
 * Tenancies and their monthly rent lines, `db` first. Callers pass a transaction when several
 * writes must hold together; the decisions (dates, overlaps, amounts) are in tenancy-rules.ts.
 */

type NewTenancy = Insertable<TenanciesTable>;
type TenancyChanges = Updateable<TenanciesTable>;
export type NewRentLine = Insertable<RentPaymentsTable>;

export function tenancyById(db: Db, id: number): Promise<TenancyRow | undefined> {
  return db.selectFrom('tenancies').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every tenancy of the home, newest entry first. */
export function tenanciesOfHome(db: Db, homeId: number): Promise<TenancyRow[]> {
  return db.selectFrom('tenancies').selectAll().where('home_id', '=', homeId).orderBy('start_date', 'desc').orderBy('id', 'desc').execute();
}

/** The caller's tenancy of the home that is running now or still to come ('active'). */
export function activeTenancyOf(db: Db, userId: number, homeId: number): Promise<TenancyRow | undefined> {
  return db
    .selectFrom('tenancies')
    .selectAll()
    .where('home_id', '=', homeId)
    .where('tenant_user_id', '=', userId)
    .where('status', '=', 'active')
    .orderBy('start_date')
    .limit(1)
    .executeTakeFirst();
}

/** The user's active tenancies, earliest entry first. */
export function activeTenanciesOfUser(db: Db, userId: number): Promise<TenancyRow[]> {
  return db.selectFrom('tenancies').selectAll().where('tenant_user_id', '=', userId).where('status', '=', 'active').orderBy('start_date').execute();
}

/** The other active tenancies of the home that have started, earliest entry first. */
export function startedTenanciesBesides(db: Db, homeId: number, exceptId: number, today: string): Promise<TenancyRow[]> {
  return db
    .selectFrom('tenancies')
    .selectAll()
    .where('home_id', '=', homeId)
    .where('status', '=', 'active')
    .where('id', '!=', exceptId)
    .where('start_date', '<=', today)
    .orderBy('start_date')
    .execute();
}

/** Active tenancies recorded with this address and not yet linked to an account. */
export async function unlinkedTenancyIds(db: Db, email: string): Promise<number[]> {
  const rows = await db
    .selectFrom('tenancies')
    .select('id')
    .where('tenant_user_id', 'is', null)
    .where(sql<string>`lower(tenant_email)`, '=', email.toLowerCase())
    .where('status', '=', 'active')
    .execute();
  return rows.map((t) => t.id);
}

export async function linkTenancies(db: Db, ids: readonly number[], userId: number): Promise<void> {
  await db.updateTable('tenancies').set({ tenant_user_id: userId }).where('id', 'in', ids).execute();
}

/** The tenant's active tenancy of the same room (or of the whole home) a lease is about. */
export function activeTenancyForLease(
  db: Db,
  where: { homeId: number; roomId: number | null; userId: number; email: string },
): Promise<TenancyRow | undefined> {
  let query = db
    .selectFrom('tenancies')
    .selectAll()
    .where('home_id', '=', where.homeId)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('tenant_user_id', '=', where.userId), eb('tenant_email', '=', where.email)]));
  query = where.roomId === null ? query.where('room_id', 'is', null) : query.where('room_id', '=', where.roomId);
  return query.orderBy('start_date').limit(1).executeTakeFirst();
}

/** The periods of the home's tenancies (all states), but `exceptId`. */
export function tenancyPeriodsOfHome(db: Db, homeId: number, exceptId?: number) {
  let query = db.selectFrom('tenancies').select(['id', 'room_id', 'start_date', 'end_date']).where('home_id', '=', homeId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.execute();
}

/** Active tenancies whose end date has come, for the home or the tenant. */
export function dueTenancies(db: Db, where: { homeId?: number; userId?: number }, today: string) {
  let query = db.selectFrom('tenancies').select(['id', 'tenant_user_id']).where('status', '=', 'active').where('end_date', 'is not', null).where('end_date', '<=', today);
  if (where.homeId !== undefined) query = query.where('home_id', '=', where.homeId);
  if (where.userId !== undefined) query = query.where('tenant_user_id', '=', where.userId);
  return query.execute();
}

export async function endTenancies(db: Db, ids: readonly number[]): Promise<void> {
  await db.updateTable('tenancies').set({ status: 'ended', updated_at: nowIso() }).where('id', 'in', ids).execute();
}

export function insertTenancy(db: Db, values: NewTenancy): Promise<TenancyRow> {
  return db.insertInto('tenancies').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateTenancy(db: Db, id: number, changes: TenancyChanges): Promise<TenancyRow> {
  return db.updateTable('tenancies').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** The tenancy and its rent lines (the caller holds the transaction). */
export async function deleteTenancy(db: Db, id: number): Promise<void> {
  await db.deleteFrom('rent_payments').where('tenancy_id', '=', id).execute();
  await db.deleteFrom('tenancies').where('id', '=', id).execute();
}

/** Sets users.home_leased from whether each user has an active tenancy. */
export async function syncHomeLeased(db: Db, userIds: ReadonlyArray<number | null | undefined>): Promise<void> {
  const ids = [...new Set(userIds.filter((id): id is number => typeof id === 'number'))];
  for (const id of ids) {
    const active = await db.selectFrom('tenancies').select('id').where('tenant_user_id', '=', id).where('status', '=', 'active').limit(1).executeTakeFirst();
    await db.updateTable('users').set({ home_leased: active ? 1 : 0 }).where('id', '=', id).execute();
  }
}

// Rent lines

/** The home's active tenancies that have started (those that owe rent lines). */
export function startedActiveTenancies(db: Db, homeId: number, today: string): Promise<TenancyRow[]> {
  return db.selectFrom('tenancies').selectAll().where('home_id', '=', homeId).where('status', '=', 'active').where('start_date', '<=', today).execute();
}

/** The months that already have a line, per tenancy. */
export function rentLinePeriods(db: Db, tenancyIds: readonly number[]) {
  return db.selectFrom('rent_payments').select(['tenancy_id', 'period']).where('tenancy_id', 'in', tenancyIds).execute();
}

/** Inserts lines 200 at a time; a line that a concurrent reader created first is kept (unique tenancy, period). */
export async function insertRentLines(db: Db, lines: readonly NewRentLine[]): Promise<void> {
  for (let i = 0; i < lines.length; i += 200) {
    await db
      .insertInto('rent_payments')
      .values(lines.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['tenancy_id', 'period']).doNothing())
      .execute();
  }
}

/** The lines of these tenancies, newest month first. */
export function rentLinesOf(db: Db, tenancyIds: readonly number[]): Promise<RentPaymentRow[]> {
  if (tenancyIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('rent_payments').selectAll().where('tenancy_id', 'in', tenancyIds).orderBy('period', 'desc').orderBy('tenancy_id').execute();
}

/** A rent line with the home of its tenancy (to check who may change it). */
export function rentLineWithHome(db: Db, id: number): Promise<(RentPaymentRow & { home_id: number }) | undefined> {
  return db
    .selectFrom('rent_payments')
    .innerJoin('tenancies', 'tenancies.id', 'rent_payments.tenancy_id')
    .selectAll('rent_payments')
    .select('tenancies.home_id')
    .where('rent_payments.id', '=', id)
    .executeTakeFirst();
}

export function saveRentReceived(db: Db, id: number, received: { amount_received: number; received_on: string | null }): Promise<RentPaymentRow> {
  return db
    .updateTable('rent_payments')
    .set({ ...received, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The amount due of the tenancy's lines from `period` on that nothing was paid on. */
export async function setAmountDueFrom(db: Db, tenancyId: number, period: string, amountDue: number): Promise<void> {
  await db
    .updateTable('rent_payments')
    .set({ amount_due: amountDue, updated_at: nowIso() })
    .where('tenancy_id', '=', tenancyId)
    .where('period', '>=', period)
    .where('amount_received', '=', 0)
    .execute();
}
