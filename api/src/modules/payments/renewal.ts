// Tacit renewal: a periodic job charges the saved card of each running subscription whose period
// is over (and that no free month still covers), writes the new period and its invoice, and lets
// subscriptions that do not renew expire. Safe with several API instances: each subscription is
// claimed by a conditional update, and the charge's reference (its idempotency key) is fixed.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { isUniqueViolation, nowIso } from '../../db';
import type { SubscriptionRow } from '../../db/types';
import { findOffer } from '../offers';
import { issueInvoice, invoiceLabel } from './invoices';
import { FAILURE_REASONS } from './messages';
import type { PaymentProvider } from './provider/types';
import { isDueForRenewal, periodEnd, renewalStart } from './rules';
import { facts, today as todayIn } from './store';

export const RENEWAL_INTERVAL_MS = 30 * 60_000;
/** First run after start-up, once the server is serving. */
export const RENEWAL_FIRST_RUN_MS = 20_000;
/** A claim older than this is considered abandoned (the instance died) and may be taken again. */
export const CLAIM_TTL_MS = 15 * 60_000;

export interface RenewalContext {
  db: Db;
  provider: PaymentProvider;
  company: Config['company'];
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface RenewalReport {
  renewed: number;
  failed: number;
  expired: number;
}

export const renewalReference = (sub: Pick<SubscriptionRow, 'id'>) => `REN-${sub.id}`;

/** Takes the subscription for this instance, or answers false if another one works on it. */
async function claim(db: Db, sub: SubscriptionRow, now: Date): Promise<boolean> {
  const staleBefore = nowIso(new Date(now.getTime() - CLAIM_TTL_MS));
  const result = await db
    .updateTable('subscriptions')
    .set({ renewal_claimed_at: nowIso(now) })
    .where('id', '=', sub.id)
    .where('status', '=', 'active')
    .where('auto_renew', '=', 1)
    .where((eb) => eb.or([eb('renewal_claimed_at', 'is', null), eb('renewal_claimed_at', '<', staleBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a subscription that cannot renew (no card, offer gone, card refused). */
async function stopRenewing(db: Db, sub: SubscriptionRow, day: string): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ status: sub.valid_until < day ? 'expired' : sub.status, auto_renew: 0, renewal_claimed_at: null, updated_at: nowIso() })
    .where('id', '=', sub.id)
    .execute();
}

async function renewOne(ctx: RenewalContext, sub: SubscriptionRow, day: string, now: Date): Promise<'renewed' | 'failed' | 'skipped'> {
  const { db, provider } = ctx;
  if (!(await claim(db, sub, now))) return 'skipped';
  const offer = sub.offer ? findOffer(sub.offer) : null;
  if (!offer || offer.price_cents === 0 || offer.duration_months === 0 || !sub.payment_method) {
    await stopRenewing(db, sub, day);
    return 'failed';
  }
  const reference = renewalReference(sub);
  const stamp = nowIso(now);
  try {
    await db
      .insertInto('payments')
      .values({
        reference,
        user_id: sub.user_id,
        subscription_id: sub.id,
        provider: provider.id,
        kind: 'renewal',
        amount_cents: offer.price_cents,
        currency: 'EUR',
        status: 'pending',
        failure_reason: null,
        return_path: null,
        provider_transaction_id: null,
        card_last4: null,
        confirmed_at: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  } catch (error) {
    // An earlier attempt (this or another instance) wrote it: the provider answers the same outcome.
    if (!isUniqueViolation(error)) throw error;
  }
  const payment = await db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
  const home = sub.home_id === null ? undefined : await db.selectFrom('homes').select('name').where('id', '=', sub.home_id).executeTakeFirst();
  const result = await provider.chargeSavedCard({
    reference,
    token: sub.payment_method,
    amountCents: payment.amount_cents,
    currency: 'EUR',
    label: invoiceLabel({ offer: sub.offer, source: 'renewal' }, home?.name ?? null),
    customerId: sub.user_id,
  });

  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('payments')
      .set({
        status: result.status === 'succeeded' ? 'succeeded' : 'refused',
        failure_reason: result.status === 'refused' ? result.reason || FAILURE_REASONS.refused : null,
        provider_transaction_id: result.status === 'succeeded' ? result.transactionId : null,
        confirmed_at: result.status === 'succeeded' ? stamp : null,
        updated_at: stamp,
      })
      .where('id', '=', payment.id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!moved) return 'skipped' as const;
    if (result.status === 'refused') {
      await trx.updateTable('subscriptions').set({ status: 'expired', auto_renew: 0, renewal_claimed_at: null, updated_at: stamp }).where('id', '=', sub.id).execute();
      return 'failed' as const;
    }
    // Due only once nothing covers today: the new period starts today at the latest.
    const start = renewalStart(sub.valid_until, day);
    const renewed = await trx
      .insertInto('subscriptions')
      .values({
        user_id: sub.user_id,
        offer: sub.offer,
        home_id: sub.home_id,
        status: 'active',
        source: 'renewal',
        valid_from: start,
        valid_until: periodEnd(start, offer.duration_months),
        price_cents: offer.price_cents,
        auto_renew: 1,
        payment_method: sub.payment_method,
        renewed_from: sub.id,
        created_at: stamp,
        updated_at: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The payment belongs to the period it paid for.
    await trx.updateTable('payments').set({ subscription_id: renewed.id }).where('id', '=', moved.id).execute();
    await trx.updateTable('subscriptions').set({ status: 'expired', auto_renew: 0, renewal_claimed_at: null, updated_at: stamp }).where('id', '=', sub.id).execute();
    await issueInvoice(trx, ctx.company, { payment: { ...moved, subscription_id: renewed.id }, subscription: renewed, issuedOn: day });
    return 'renewed' as const;
  });
}

/** One pass of the job; `now` is injectable for tests. */
export async function runRenewals(ctx: RenewalContext, now = new Date()): Promise<RenewalReport> {
  const { db } = ctx;
  const day = todayIn(now);
  const report: RenewalReport = { renewed: 0, failed: 0, expired: 0 };
  const due = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'active')
    .where('auto_renew', '=', 1)
    .where('valid_until', '<', day)
    .orderBy('id')
    .limit(200)
    .execute();
  const users = [...new Set(due.map((s) => s.user_id))];
  const all = users.length
    ? await db.selectFrom('subscriptions').selectAll().where('user_id', 'in', users).where('status', 'in', ['active', 'cancelled']).execute()
    : [];
  for (const sub of due) {
    const mine = all.filter((s) => s.user_id === sub.user_id);
    if (!isDueForRenewal(facts(sub), mine.map(facts), day)) continue;
    try {
      const outcome = await renewOne(ctx, sub, day, now);
      if (outcome === 'renewed') report.renewed += 1;
      if (outcome === 'failed') report.failed += 1;
    } catch (error) {
      ctx.log.error({ err: error, subscription: sub.id }, 'subscription renewal failed');
    }
  }
  // Periods over that do not renew (cancelled, free months, mandates) are expired.
  const expired = await db
    .updateTable('subscriptions')
    .set({ status: 'expired', updated_at: nowIso(now) })
    .where('status', 'in', ['active', 'cancelled'])
    .where('auto_renew', '=', 0)
    .where('valid_until', '<', day)
    .executeTakeFirst();
  report.expired = Number(expired.numUpdatedRows);
  if (report.renewed + report.failed + report.expired > 0) ctx.log.info({ ...report }, 'subscription renewals');
  return report;
}

/** Starts the periodic job; the returned function stops it (called on close). */
export function startRenewalJob(ctx: RenewalContext, intervalMs = RENEWAL_INTERVAL_MS, firstRunMs = RENEWAL_FIRST_RUN_MS): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runRenewals(ctx)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'renewal job failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, firstRunMs);
  const interval = setInterval(tick, intervalMs);
  first.unref();
  interval.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(interval);
    await running;
  };
}

