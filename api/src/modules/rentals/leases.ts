import type { LeaseInputValue, LeaseObject } from '@coloc/contract/rentals/schemas';
import { nowIso, toInt, type Db } from '../../db';
import type { HomeRow, LeaseRow, TenancyRow } from '../../db/types';
import { badRequest, HttpError } from '../../lib/errors';
import { landlordHome, type Caller } from './access';
import { canAccept, checkDeposit, checkLeaseKind, checkLeaseStart } from './lease-rules';
import { RENTAL_MESSAGES as M } from './messages';
import { roundCents } from './money';
import { sameEmail } from './people';
import { toLease } from './serialize';
import { homeOf, roomInHome } from './store/homes';
import { insertLease, leaseById, leaseOf, moveLease, sentLeasesOfTenant } from './store/leases';
import { mailContact, userIdByEmail, usersByIdsOrEmails } from './store/people';
import { activeTenancyForLease, insertTenancy, syncHomeLeased, updateTenancy } from './store/tenancies';
import { checkAvailability } from './tenancies';

/*
 * Bail: drafted by a landlord, sent (the landlord's acceptance), accepted by the tenant. The state
 * checks are in lease-rules.ts; a change applies only if the lease is still in the state it was
 * read in (two clicks, two tabs), else 409.
 */

const conflict = (message: string) => new HttpError(409, message);

/** Leases as the caller sees them; `landlord` says whether the caller runs the homes they belong to. */
export async function toLeases(db: Db, rows: readonly LeaseRow[], viewer: Pick<Caller, 'id' | 'email'>, landlord: boolean): Promise<LeaseObject[]> {
  const ids = [...new Set(rows.map((r) => r.tenant_user_id).filter((id): id is number => id !== null))];
  const emails = [...new Set(rows.filter((r) => r.tenant_user_id === null).map((r) => r.tenant_email.toLowerCase()))];
  const users = await usersByIdsOrEmails(db, ids, emails);
  return rows.map((row) => {
    const tenant = users.find((u) => (row.tenant_user_id !== null ? u.id === row.tenant_user_id : sameEmail(u.email, row.tenant_email)));
    return toLease(row, tenant, canAccept(row, viewer, landlord));
  });
}

/** One lease as the caller sees it, read again after a change. */
export async function leaseAnswer(db: Db, id: number, viewer: Pick<Caller, 'id' | 'email'>, landlord: boolean): Promise<LeaseObject> {
  return (await toLeases(db, [await leaseOf(db, id)], viewer, landlord))[0]!;
}

/** The caller's leases as a tenant, once sent to them (drafts stay with the landlord), newest first. */
export async function tenantLeases(db: Db, user: Pick<Caller, 'id' | 'email'>, homeId?: number): Promise<LeaseObject[]> {
  return toLeases(db, await sentLeasesOfTenant(db, user, homeId), user, false);
}

/** A lease of a home the caller is a landlord of: 404 unknown, 403 otherwise. */
export async function leaseForLandlord(db: Db, user: Caller, id: number): Promise<{ lease: LeaseRow; home: HomeRow }> {
  const lease = await leaseById(db, id);
  if (!lease) throw new HttpError(404, M.leaseNotFound);
  return { lease, home: await landlordHome(db, user, lease.home_id) };
}

/** A lease by id, 404 when unknown (the caller's rights are checked next). */
export async function leaseFound(db: Db, id: number): Promise<LeaseRow> {
  const lease = await leaseById(db, id);
  if (!lease) throw new HttpError(404, M.leaseNotFound);
  return lease;
}

/** Applies a change only if the lease is still in the expected state (two clicks, two tabs). */
async function transition(db: Db, lease: LeaseRow, from: LeaseRow['status'], changes: Partial<LeaseRow>, message: string): Promise<void> {
  if (!(await moveLease(db, lease.id, from, changes))) throw conflict(message);
}

export async function createLease(db: Db, home: HomeRow, createdBy: number, body: LeaseInputValue, today: string): Promise<LeaseRow> {
  checkLeaseKind(body.kind, body.room_id);
  if (body.room_id !== null && !(await roomInHome(db, home.id, body.room_id))) throw badRequest(M.roomNotInHome);
  checkLeaseStart(body.start_date, today);
  checkDeposit(body.rent, body.deposit, body.furnished);
  const email = body.tenant_email.toLowerCase();
  const now = nowIso();
  return insertLease(db, {
    home_id: home.id,
    kind: body.kind,
    room_id: body.room_id,
    tenant_user_id: await userIdByEmail(db, email),
    tenant_email: email,
    start_date: body.start_date,
    duration_months: body.duration_months,
    rent: roundCents(body.rent),
    charges: roundCents(body.charges),
    deposit: roundCents(body.deposit),
    furnished: toInt(body.furnished),
    special_terms: body.special_terms?.trim() ? body.special_terms.trim() : null,
    status: 'draft',
    created_by: createdBy,
    landlord_accepted_at: null,
    tenant_accepted_at: null,
    created_at: now,
    updated_at: now,
  });
}

/** Sending is the landlord's acceptance. */
export async function sendLease(db: Db, lease: LeaseRow): Promise<void> {
  await transition(db, lease, 'draft', { status: 'sent', landlord_accepted_at: nowIso() }, M.leaseNotDraft);
}

export async function cancelLease(db: Db, lease: LeaseRow): Promise<void> {
  await transition(db, lease, lease.status, { status: 'cancelled' }, M.leaseAccepted);
}

/**
 * Creates the tenancy the accepted lease describes, or brings the tenant's active one for the same
 * room up to date, so that gestion shows it. Tacit renewal: the tenancy has no end date.
 */
async function tenancyFromLease(trx: Db, lease: LeaseRow, tenant: Caller & { first_name: string; name: string }): Promise<TenancyRow> {
  const now = nowIso();
  const existing = await activeTenancyForLease(trx, { homeId: lease.home_id, roomId: lease.room_id, userId: tenant.id, email: tenant.email.toLowerCase() });
  const terms = {
    tenant_user_id: tenant.id,
    tenant_email: tenant.email.toLowerCase(),
    start_date: lease.start_date,
    rent: lease.rent,
    charges: lease.charges,
    deposit: lease.deposit,
    updated_at: now,
  };
  try {
    await checkAvailability(trx, lease.home_id, lease.room_id, { start: lease.start_date, end: existing?.end_date ?? null }, existing?.id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) throw conflict(M.leaseRoomTaken);
    throw error;
  }
  if (existing) return updateTenancy(trx, existing.id, terms);
  return insertTenancy(trx, {
    ...terms,
    home_id: lease.home_id,
    room_id: lease.room_id,
    tenant_name: `${tenant.first_name} ${tenant.name}`.trim(),
    end_date: null,
    status: 'active',
    created_at: now,
  });
}

/**
 * The tenant accepts: the lease, its tenancy and users.home_leased in one transaction. Answers the
 * home and the landlord to tell (the lease's author, else the home's creator).
 */
export async function acceptLease(db: Db, lease: LeaseRow, user: Caller & { first_name: string; name: string }) {
  await db.transaction().execute(async (trx) => {
    await transition(trx, lease, 'sent', { status: 'accepted', tenant_accepted_at: nowIso(), tenant_user_id: user.id }, M.leaseNotSent);
    await tenancyFromLease(trx, lease, user);
    await syncHomeLeased(trx, [user.id]);
  });
  const home = await homeOf(db, lease.home_id);
  const landlord = await mailContact(db, lease.created_by ?? home.user_id);
  return { home, landlord };
}
