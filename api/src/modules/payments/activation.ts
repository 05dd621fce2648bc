// What a provider's notification does, inside one transaction: the event is recorded (a replay
// finds it and changes nothing), the payment moves out of 'pending' once, and on success the
// subscription starts, the advert takes the offer, the invoice gets its number and a sponsored
// user's first payment rewards both sides.
import type { Config } from '../../config';
import type { Db } from '../../db';
import { isUniqueViolation, nowIso } from '../../db';
import type { PaymentRow } from '../../db/tables/payments';
import { HttpError } from '../../lib/errors';
import { findOffer } from '../offers';
import { FAILURE_REASONS, PAYMENT_MESSAGES as M } from './messages';
import { issueInvoice } from './invoices';
import { rewardReferral } from './referral';
import { periodEnd, purchaseStart } from './rules';
import { facts, today as todayIn } from './store';
import type { ProviderNotification } from './provider/types';

export interface ActivationContext {
  db: Db;
  company: Config['company'];
}

const OPEN_PAYMENT = ['created', 'pending'];

async function alreadyReceived(db: Db, provider: string, eventId: string): Promise<boolean> {
  const row = await db.selectFrom('payment_notifications').select('id').where('provider', '=', provider).where('event_id', '=', eventId).executeTakeFirst();
  return row !== undefined;
}

/** Starts the paid period of a confirmed checkout; answers the subscription as stored. */
async function activate(trx: Db, ctx: ActivationContext, payment: PaymentRow, notification: ProviderNotification, day: string) {
  const sub = await trx.selectFrom('subscriptions').selectAll().where('id', '=', payment.subscription_id).executeTakeFirstOrThrow();
  const others = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', sub.user_id)
    .where('id', '!=', sub.id)
    .where('status', 'in', ['active', 'cancelled'])
    .execute();
  const start = purchaseStart(others.map(facts), sub.home_id, day);
  const months = (sub.offer ? findOffer(sub.offer)?.duration_months : undefined) || 1;
  const activated = await trx
    .updateTable('subscriptions')
    .set({
      status: 'active',
      valid_from: start,
      valid_until: periodEnd(start, months),
      auto_renew: 1,
      payment_method: notification.savedCard?.token ?? null,
      updated_at: nowIso(),
    })
    .where('id', '=', sub.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // The newest period of a home is the one that renews: an earlier one would be charged twice.
  await trx
    .updateTable('subscriptions')
    .set({ auto_renew: 0, updated_at: nowIso() })
    .where('user_id', '=', sub.user_id)
    .where('id', '!=', sub.id)
    .where('status', '=', 'active')
    .where('auto_renew', '=', 1)
    .where((eb) => (sub.home_id === null ? eb('home_id', 'is', null) : eb('home_id', '=', sub.home_id)))
    .execute();
  if (activated.home_id !== null) {
    await trx.updateTable('homes').set({ offer: activated.offer, updated_at: nowIso() }).where('id', '=', activated.home_id).execute();
  }
  await issueInvoice(trx, ctx.company, { payment, subscription: activated, issuedOn: day });
  await rewardReferral(trx, payment, day);
}

/**
 * Applies a verified notification. Throws 404 for an unknown reference and 400 when the amount or
 * currency differ from ours (nothing is written then). Answers whether it was a replay.
 */
export async function applyNotification(ctx: ActivationContext, providerId: string, notification: ProviderNotification, now = new Date()): Promise<{ duplicate: boolean }> {
  const { db } = ctx;
  const payment = await db.selectFrom('payments').selectAll().where('reference', '=', notification.reference).where('provider', '=', providerId).executeTakeFirst();
  if (!payment) throw new HttpError(404, M.paymentNotFound);
  if (notification.amountCents !== payment.amount_cents || notification.currency.toUpperCase() !== payment.currency) {
    throw new HttpError(400, M.notificationAmount);
  }
  if (await alreadyReceived(db, providerId, notification.eventId)) return { duplicate: true };
  const day = todayIn(now);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('payment_notifications')
        .values({ provider: providerId, event_id: notification.eventId, event_type: notification.type, reference: notification.reference, received_at: nowIso(now) })
        .execute();
      const status = notification.type === 'payment.succeeded' ? 'succeeded' : notification.type === 'payment.refused' ? 'refused' : 'cancelled';
      // Only the first final event counts: a late « refused » after a success changes nothing.
      const moved = await trx
        .updateTable('payments')
        .set({
          status,
          failure_reason: status === 'succeeded' ? null : (notification.failureReason ?? (status === 'refused' ? FAILURE_REASONS.refused : FAILURE_REASONS.cancelled)),
          provider_transaction_id: notification.transactionId,
          card_last4: notification.savedCard?.last4 ?? null,
          confirmed_at: status === 'succeeded' ? nowIso(now) : null,
          updated_at: nowIso(now),
        })
        .where('id', '=', payment.id)
        .where('status', 'in', OPEN_PAYMENT)
        .returningAll()
        .executeTakeFirst();
      if (!moved) return;
      if (status === 'succeeded') await activate(trx, ctx, moved, notification, day);
      else {
        await trx
          .updateTable('subscriptions')
          .set({ status: 'failed', updated_at: nowIso(now) })
          .where('id', '=', moved.subscription_id)
          .where('status', '=', 'pending')
          .execute();
      }
    });
  } catch (error) {
    // The same event delivered twice at once: the loser meets the unique index.
    if (isUniqueViolation(error) && (await alreadyReceived(db, providerId, notification.eventId))) return { duplicate: true };
    throw error;
  }
  return { duplicate: false };
}
