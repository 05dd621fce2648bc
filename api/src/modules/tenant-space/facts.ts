import { sql } from 'kysely';
import type { Db } from '../../db';
import type { HomeRow, TenancyRow } from '../../db/types';

/* What the anti-scam rule is decided from, read from the rentals and visits tables. */

/** A visit of the tenant for the home that was accepted and whose time has come and gone. */
export async function visitTookPlace(db: Db, tenantUserId: number | null, homeId: number, now: Date = new Date()): Promise<boolean> {
  if (tenantUserId === null) return false;
  const row = await db
    .selectFrom('visits')
    .select('id')
    .where('seeker_id', '=', tenantUserId)
    .where('home_id', '=', homeId)
    .where('status', '=', 'accepted')
    .where('starts_at', 'is not', null)
    .where('starts_at', '<=', now.toISOString())
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** A lease of the home for this tenant (linked account or address) that the tenant accepted. */
export async function leaseAcceptedBy(db: Db, tenancy: Pick<TenancyRow, 'home_id' | 'tenant_user_id' | 'tenant_email'>): Promise<boolean> {
  const email = tenancy.tenant_email?.trim().toLowerCase() ?? null;
  if (tenancy.tenant_user_id === null && email === null) return false;
  const row = await db
    .selectFrom('leases')
    .select('id')
    .where('home_id', '=', tenancy.home_id)
    .where('status', '=', 'accepted')
    .where('tenant_accepted_at', 'is not', null)
    .where((eb) =>
      eb.or([
        ...(tenancy.tenant_user_id !== null ? [eb('tenant_user_id', '=', tenancy.tenant_user_id)] : []),
        ...(email !== null ? [eb(sql<string>`lower(tenant_email)`, '=', email)] : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** The home's landlords, the creator first, then the accepted co-landlords in order of arrival. */
export async function landlordIds(db: Db, home: Pick<HomeRow, 'id' | 'user_id'>): Promise<number[]> {
  const joined = await db
    .selectFrom('home_landlords')
    .select('user_id')
    .where('home_id', '=', home.id)
    .where('status', '=', 'accepted')
    .where('user_id', 'is not', null)
    .orderBy('accepted_at')
    .orderBy('id')
    .execute();
  return [...new Set([home.user_id, ...joined.map((row) => row.user_id!)])];
}
