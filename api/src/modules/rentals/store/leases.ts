import { sql, type Insertable } from 'kysely';
import { nowIso, type Db } from '../../../db';
import type { LeaseRow, LeasesTable } from '../../../db/types';

/** Leases, `db` first; the state machine's decisions are in lease-rules.ts and leases.ts. */

export function leaseById(db: Db, id: number): Promise<LeaseRow | undefined> {
  return db.selectFrom('leases').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A lease known to exist (read again after a change). */
export function leaseOf(db: Db, id: number): Promise<LeaseRow> {
  return db.selectFrom('leases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The home's leases, newest first. */
export function leasesOfHome(db: Db, homeId: number): Promise<LeaseRow[]> {
  return db.selectFrom('leases').selectAll().where('home_id', '=', homeId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** The leases written to the user (linked account or address) and sent by the landlord, newest first. */
export function sentLeasesOfTenant(db: Db, user: { id: number; email: string }, homeId?: number): Promise<LeaseRow[]> {
  let query = db
    .selectFrom('leases')
    .selectAll()
    .where((eb) => eb.or([eb('tenant_user_id', '=', user.id), eb(sql<string>`lower(tenant_email)`, '=', user.email.toLowerCase())]))
    .where('landlord_accepted_at', 'is not', null);
  if (homeId !== undefined) query = query.where('home_id', '=', homeId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function insertLease(db: Db, values: Insertable<LeasesTable>): Promise<LeaseRow> {
  return db.insertInto('leases').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Applies the change only if the lease is still in state `from`; false when it no longer was. */
export async function moveLease(db: Db, id: number, from: LeaseRow['status'], changes: Partial<LeaseRow>): Promise<boolean> {
  const result = await db
    .updateTable('leases')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) !== 0;
}
