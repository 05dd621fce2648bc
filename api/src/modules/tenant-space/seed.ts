import type { Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { Database } from '../../db/types';
import { validatedPayee } from '../bank-accounts';
import { addDays, monthOf, parisDate } from '../../lib/dates';
import { ensureRentLines } from '../rentals';
import { landlordIds, leaseAcceptedBy, visitTookPlace } from './facts';
import { decideRentRequest } from './rule';

const TENANT = 'locataire@demo.toitpartage.fr';

/**
 * Demo tenant space of locataire@ (whose tenancy, lease and paid months come from the rentals
 * seed): the visit of the home that preceded the lease (accepted, in the past), and proprio@'s
 * open rent requests for last month's late rent and this month's — made only if the anti-scam rule
 * allows them, so after the bank-accounts seed validated proprio@'s account. Idempotent: the
 * visit once, the requests once locataire@ has none.
 */
export async function seedDemoTenantSpace(db: Kysely<Database>, _dataDir: string, now: Date = new Date()): Promise<number> {
  const tenant = await db.selectFrom('users').select(['id']).where('email', '=', TENANT).executeTakeFirst();
  if (!tenant) return 0;
  const tenancy = await db
    .selectFrom('tenancies')
    .selectAll()
    .where('tenant_user_id', '=', tenant.id)
    .where('status', '=', 'active')
    .orderBy('start_date')
    .limit(1)
    .executeTakeFirst();
  if (!tenancy) return 0;
  const home = await db.selectFrom('homes').selectAll().where('id', '=', tenancy.home_id).executeTakeFirstOrThrow();
  const stamp = nowIso(now);
  const today = parisDate(now);
  let created = 0;

  if (!(await visitTookPlace(db, tenant.id, home.id, now))) {
    // Three weeks before moving in, at 18 h in Paris (16 h UTC): the visit that led to the lease.
    const startsAt = `${addDays(tenancy.start_date, -21)}T16:00:00.000Z`;
    await db
      .insertInto('visits')
      .values({
        home_id: home.id,
        seeker_id: tenant.id,
        host_id: home.user_id,
        status: 'accepted',
        slots: JSON.stringify([startsAt]),
        starts_at: startsAt,
        message: 'Bonjour, la chambre me plaît beaucoup : je peux passer la visiter en fin de journée.',
        confirm_token_hash: null,
        confirmed_at: startsAt,
        reminder_sent_at: null,
        created_at: `${addDays(tenancy.start_date, -25)}T09:00:00.000Z`,
        updated_at: stamp,
      })
      .execute();
    created += 1;
  }

  const anyRequest = await db
    .selectFrom('rent_requests')
    .innerJoin('rent_payments', 'rent_payments.id', 'rent_requests.rent_payment_id')
    .innerJoin('tenancies', 'tenancies.id', 'rent_payments.tenancy_id')
    .select('rent_requests.id')
    .where('tenancies.tenant_user_id', '=', tenant.id)
    .limit(1)
    .executeTakeFirst();
  if (anyRequest) return created;
  const payee = await validatedPayee(db, await landlordIds(db, home));
  const rule = decideRentRequest({
    visitTookPlace: await visitTookPlace(db, tenant.id, home.id, now),
    leaseAccepted: await leaseAcceptedBy(db, tenancy),
    payeeValidated: payee !== null,
    rentPaid: false,
    alreadyRequested: false,
  });
  if (!rule.allowed) return created;
  await ensureRentLines(db, home.id, today);
  const unpaid = await db
    .selectFrom('rent_payments')
    .selectAll()
    .where('tenancy_id', '=', tenancy.id)
    .where('period', '<=', monthOf(today))
    .orderBy('period', 'desc')
    .limit(2)
    .execute();
  for (const line of unpaid.filter((l) => l.amount_received < l.amount_due)) {
    await db
      .insertInto('rent_requests')
      .values({ rent_payment_id: line.id, requested_by: home.user_id, status: 'open', created_at: stamp, cancelled_at: null })
      .execute();
    created += 1;
  }
  return created;
}
