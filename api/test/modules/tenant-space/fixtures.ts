import { nowIso } from '../../../src/db';
import type { TestContext } from '../../helpers/app';
import { parisDay, rentalsKit, type Person } from '../rentals/fixtures';

export type Owner = Awaited<ReturnType<ReturnType<typeof rentalsKit>['landlord']>>;

/** The first day of the month `months` before this one (Paris), YYYY-MM-DD. */
export function firstOfMonth(months = 0): string {
  const today = parisDay();
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - months, 1));
  return d.toISOString().slice(0, 10);
}

export const IBAN = 'FR7630006000011234567890189';
/** As the tenant reads it: in groups of four. */
export const IBAN_GROUPED = 'FR76 3000 6000 0112 3456 7890 189';

/** A tenant-space test: a landlord, a tenant living there since three months, and what the anti-scam rule reads. */
export function tenantSpaceKit(ctx: TestContext) {
  const kit = rentalsKit(ctx);
  const { db, call } = kit;

  /** A visit of the tenant for the home, accepted, `days` from now (negative: it took place). */
  async function visit(homeId: number, tenantId: number, hostId: number, days: number, status: 'accepted' | 'requested' = 'accepted') {
    const at = new Date(Date.now() + days * 86_400_000).toISOString();
    await db
      .insertInto('visits')
      .values({ home_id: homeId, seeker_id: tenantId, host_id: hostId, status, slots: JSON.stringify([at]), starts_at: status === 'accepted' ? at : null, message: null, confirm_token_hash: null, confirmed_at: null, reminder_sent_at: null, created_at: nowIso(), updated_at: nowIso() })
      .execute();
  }

  /** A bank account of the user, as the bank-accounts module stores it. */
  async function bankAccount(userId: number, status: 'validated' | 'pending_sca' | 'refused' = 'validated', holder = 'Bernard Lefèvre') {
    const now = nowIso();
    return db
      .insertInto('bank_accounts')
      .values({ owner_type: 'user', owner_id: userId, user_id: userId, holder_name: holder, iban: IBAN, bic: 'SOGEFRPP', status, validated_at: status === 'validated' ? now : null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  /** A lease drafted, sent and accepted by the tenant (which creates the tenancy). */
  async function acceptedLease(owner: Owner, tenant: Person, start: string) {
    const created = await call('POST', `/api/homes/${owner.homeId}/leases`, owner.cookie, {
      kind: 'room',
      room_id: owner.roomIds[0],
      tenant_email: tenant.body.email,
      start_date: start,
      duration_months: 12,
      rent: 500,
      charges: 50,
      deposit: 1000,
      furnished: true,
      special_terms: null,
    });
    if (created.statusCode !== 201) throw new Error(created.body);
    const id = created.json().id as number;
    expect((await call('POST', `/api/leases/${id}/send`, owner.cookie)).statusCode).toBe(200);
    expect((await call('POST', `/api/leases/${id}/accept`, tenant.cookie)).statusCode).toBe(200);
    return id;
  }

  /**
   * A landlord and a tenant of room 0 since the first day of the month three months ago (500 € +
   * 50 €): four rent lines. The lease, the visit and the landlord's validated account are there
   * unless told otherwise.
   */
  async function scenario(options: { lease?: boolean; visit?: boolean; account?: boolean } = {}) {
    const { lease = true, visit: visited = true, account = true } = options;
    const owner = await kit.landlord();
    const tenant = await kit.seeker();
    const start = firstOfMonth(3);
    if (lease) await acceptedLease(owner, tenant, start);
    else await kit.tenancy(owner, { room_id: owner.roomIds[0], tenant_email: tenant.body.email, tenant_name: 'Julie Roux', start_date: start });
    if (visited) await visit(owner.homeId, tenant.user.id, owner.user.id, -30);
    if (account) await bankAccount(owner.user.id);
    expect((await call('GET', `/api/homes/${owner.homeId}/management`, owner.cookie)).statusCode).toBe(200);
    const tenancy = await db.selectFrom('tenancies').selectAll().where('home_id', '=', owner.homeId).where('tenant_user_id', '=', tenant.user.id).executeTakeFirstOrThrow();
    const lines = await db.selectFrom('rent_payments').selectAll().where('tenancy_id', '=', tenancy.id).orderBy('period').execute();
    return { owner, tenant, tenancy, lines };
  }

  async function markPaid(owner: Owner, lineId: number, amount = 550, day = parisDay(-1)) {
    const response = await call('PUT', `/api/rent-payments/${lineId}`, owner.cookie, { amount_received: amount, received_on: day });
    expect(response.statusCode).toBe(200);
  }

  /** Everything a refused or forbidden call must leave as it was. */
  async function snapshot(): Promise<string> {
    const parts: unknown[] = [await kit.snapshot()];
    for (const table of ['rent_requests', 'next_colocation_plans', 'visits', 'bank_accounts'] as const) parts.push(await db.selectFrom(table).selectAll().execute());
    return JSON.stringify(parts);
  }

  return { ...kit, visit, bankAccount, acceptedLease, scenario, markPaid, snapshot };
}
