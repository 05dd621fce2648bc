import type { Kysely } from 'kysely';
import { DEFAULT_COMPANY } from '../../config';
import { nowIso } from '../../db';
import type { Database } from '../../db/types';
import { addDays, addMonths } from '../../lib/dates';
import { findOffer } from '../offers';
import { newPaymentReference } from './checkout';
import { issueInvoice } from './invoices';
import { renewalReference } from './renewal';
import { periodEnd } from './rules';
import { SANDBOX_PROVIDER_ID } from './sandbox/protocol';
import { today } from './store';

const AGENT = 'agent@demo.toitpartage.fr';
const DEMO_CARD_TOKEN = 'card_demo_agent_4242';

/**
 * agent@ has bought the Confort offer for their first advert four months ago and it renewed
 * once: two paid invoices and a running, auto-renewing subscription (proprio@ has none, so a demo
 * can buy one). Idempotent: nothing is made once agent@ has any subscription. Returns the rows made.
 */
export async function seedDemoPayments(db: Kysely<Database>, _dataDir: string): Promise<number> {
  const agent = await db.selectFrom('users').select('id').where('email', '=', AGENT).executeTakeFirst();
  if (!agent) return 0;
  const existing = await db.selectFrom('subscriptions').select('id').where('user_id', '=', agent.id).executeTakeFirst();
  if (existing) return 0;
  const home = await db.selectFrom('homes').select(['id', 'name']).where('user_id', '=', agent.id).orderBy('id').executeTakeFirst();
  const offer = findOffer('confort')!;
  const day = today();
  const firstStart = addMonths(day, -4);
  const secondStart = addDays(periodEnd(firstStart, offer.duration_months), 1);
  const stamp = nowIso();

  return db.transaction().execute(async (trx) => {
    let rows = 0;
    const period = async (start: string, source: 'payment' | 'renewal', renewedFrom: number | null, reference: (id: number) => string) => {
      const until = periodEnd(start, offer.duration_months);
      const sub = await trx
        .insertInto('subscriptions')
        .values({
          user_id: agent.id,
          offer: offer.id,
          home_id: home?.id ?? null,
          status: until < day ? 'expired' : 'active',
          source,
          valid_from: start,
          valid_until: until,
          price_cents: offer.price_cents,
          auto_renew: until < day ? 0 : 1,
          payment_method: DEMO_CARD_TOKEN,
          renewed_from: renewedFrom,
          created_at: `${start}T09:00:00.000Z`,
          updated_at: stamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const payment = await trx
        .insertInto('payments')
        .values({
          reference: reference(renewedFrom ?? sub.id),
          user_id: agent.id,
          subscription_id: sub.id,
          provider: SANDBOX_PROVIDER_ID,
          kind: source === 'renewal' ? 'renewal' : 'checkout',
          amount_cents: offer.price_cents,
          currency: 'EUR',
          status: 'succeeded',
          failure_reason: null,
          return_path: source === 'payment' ? '/agent/abonnement' : null,
          provider_transaction_id: `sbx_tx_demo_${sub.id}`,
          card_last4: '4242',
          confirmed_at: `${start}T09:05:00.000Z`,
          created_at: `${start}T09:00:00.000Z`,
          updated_at: stamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await issueInvoice(trx, DEFAULT_COMPANY, { payment, subscription: sub, issuedOn: start });
      rows += 3;
      return { sub, payment };
    };
    const first = await period(firstStart, 'payment', null, () => newPaymentReference());
    await period(secondStart, 'renewal', first.sub.id, (previous) => renewalReference({ id: previous }));
    // The sandbox keeps the demo card, so that the next renewal can charge it.
    await trx
      .insertInto('sandbox_provider_sessions')
      .values({
        public_id: `demo-${first.payment.reference}`,
        kind: 'hosted',
        merchant_reference: first.payment.reference,
        amount_cents: offer.price_cents,
        currency: 'EUR',
        label: 'Offre Confort (3 mois)',
        customer: String(agent.id),
        return_url: '/agent/abonnement',
        status: 'succeeded',
        test_card: 'success',
        card_last4: '4242',
        card_brand: 'Visa',
        card_token: DEMO_CARD_TOKEN,
        transaction_id: first.payment.provider_transaction_id,
        notification_status: 'delivered',
        notification_attempts: 1,
        created_at: first.payment.created_at,
        updated_at: first.payment.created_at,
        expires_at: first.payment.created_at,
      })
      .execute();
    if (home) await trx.updateTable('homes').set({ offer: offer.id }).where('id', '=', home.id).execute();
    return rows + 1;
  });
}
