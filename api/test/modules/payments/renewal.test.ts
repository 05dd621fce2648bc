import { createTestApp, myself, type TestContext } from '../../helpers/app';
import { createPaymentProvider } from '../../../src/modules/payments/provider/registry';
import type { PaymentProvider } from '../../../src/modules/payments/provider/types';
import { runRenewals, type RenewalContext } from '../../../src/modules/payments/renewal';
import { periodEnd } from '../../../src/modules/payments/rules';
import { addDays } from '../../../src/lib/dates';
import { paymentsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof paymentsKit>;
let provider: PaymentProvider;
let renewal: RenewalContext;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  ctx = await createTestApp();
  kit = paymentsKit(ctx);
  // The same sandbox (same secret and database) as the app's, as a second instance would have.
  provider = await createPaymentProvider('sandbox', {
    db: ctx.app.db,
    config: ctx.config,
    log: silent,
    deliver: async ({ url, headers, body }) => ({ statusCode: (await ctx.app.inject({ method: 'POST', url, headers, payload: body })).statusCode }),
  });
  renewal = { db: ctx.app.db, provider, company: ctx.config.company, log: silent };
});
afterAll(async () => {
  provider.close?.();
  await ctx.close();
});

/** Midday in Paris on `date`. */
const at = (date: string) => new Date(`${date}T11:00:00Z`);

async function purchase(offer = 'essentiel') {
  const owner = await kit.owner();
  const bought = await kit.buy(owner, offer);
  const sub = await kit.db.selectFrom('subscriptions').selectAll().where('id', '=', bought.subscriptionId).executeTakeFirstOrThrow();
  return { owner, sub };
}

const subsOf = (userId: number) => kit.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const invoicesOf = (userId: number) => kit.db.selectFrom('invoices').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe('renewal job', () => {
  it('charges the saved card once the period is over, with a new period and its own invoice', async () => {
    const { owner, sub } = await purchase('essentiel');
    expect((await runRenewals(renewal, at(sub.valid_until))).renewed).toBe(0);

    const day = addDays(sub.valid_until, 1);
    const report = await runRenewals(renewal, at(day));
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    const [old, renewed] = await subsOf(owner.user.id);
    expect(old).toMatchObject({ id: sub.id, status: 'expired', auto_renew: 0 });
    expect(renewed).toMatchObject({ source: 'renewal', status: 'active', auto_renew: 1, valid_from: day, valid_until: periodEnd(day, 1), renewed_from: sub.id, payment_method: sub.payment_method, price_cents: 2900 });
    const invoices = await invoicesOf(owner.user.id);
    expect(invoices).toHaveLength(2);
    expect(invoices[1]).toMatchObject({ subscription_id: renewed!.id, total_cents: 2900, issued_on: day, label: expect.stringMatching(/^Renouvellement – Offre Essentiel/) });
    const payment = await kit.db.selectFrom('payments').selectAll().where('reference', '=', `REN-${sub.id}`).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ kind: 'renewal', status: 'succeeded', subscription_id: renewed!.id });

    // Running again (or on another instance) renews nothing twice.
    await runRenewals(renewal, at(day));
    expect(await subsOf(owner.user.id)).toHaveLength(2);
    expect(await invoicesOf(owner.user.id)).toHaveLength(2);
  });

  it('renews exactly once when two instances run at the same moment', async () => {
    const { owner, sub } = await purchase('essentiel');
    const day = addDays(sub.valid_until, 1);
    await Promise.all([runRenewals(renewal, at(day)), runRenewals(renewal, at(day)), runRenewals(renewal, at(day))]);
    expect((await subsOf(owner.user.id)).filter((s) => s.source === 'renewal')).toHaveLength(1);
    expect(await invoicesOf(owner.user.id)).toHaveLength(2);
    const charges = await kit.db.selectFrom('sandbox_provider_sessions').select('id').where('kind', '=', 'charge').where('merchant_reference', '=', `REN-${sub.id}`).execute();
    expect(charges).toHaveLength(1);
  });

  it('lets a cancelled subscription expire without charging', async () => {
    const { owner, sub } = await purchase('essentiel');
    await kit.call('POST', `/api/subscriptions/${sub.id}/cancel`, owner.cookie);
    await runRenewals(renewal, at(addDays(sub.valid_until, 1)));
    expect(await subsOf(owner.user.id)).toEqual([expect.objectContaining({ id: sub.id, status: 'expired' })]);
    expect(await invoicesOf(owner.user.id)).toHaveLength(1);
  });

  it('expires the subscription when the saved card is refused', async () => {
    const { owner, sub } = await purchase('essentiel');
    await kit.db.updateTable('subscriptions').set({ payment_method: 'card_unknown' }).where('id', '=', sub.id).execute();
    const report = await runRenewals(renewal, at(addDays(sub.valid_until, 1)));
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect(await subsOf(owner.user.id)).toEqual([expect.objectContaining({ id: sub.id, status: 'expired', auto_renew: 0 })]);
    const payment = await kit.db.selectFrom('payments').selectAll().where('reference', '=', `REN-${sub.id}`).executeTakeFirstOrThrow();
    expect(payment.status).toBe('refused');
    expect(await invoicesOf(owner.user.id)).toHaveLength(1);
  });

  it('waits for a free month that follows to end before charging', async () => {
    const { owner, sub } = await purchase('essentiel');
    const freeFrom = addDays(sub.valid_until, 1);
    await kit.db
      .insertInto('subscriptions')
      .values({ user_id: owner.user.id, offer: 'essentiel', home_id: sub.home_id, status: 'active', source: 'referral', valid_from: freeFrom, valid_until: periodEnd(freeFrom, 1), price_cents: 0, auto_renew: 0, created_at: new Date().toISOString() })
      .execute();
    await runRenewals(renewal, at(freeFrom));
    expect((await subsOf(owner.user.id)).filter((s) => s.source === 'renewal')).toHaveLength(0);
    const after = addDays(periodEnd(freeFrom, 1), 1);
    await runRenewals(renewal, at(after));
    const renewed = (await subsOf(owner.user.id)).filter((s) => s.source === 'renewal');
    expect(renewed).toEqual([expect.objectContaining({ valid_from: after })]);
  });

  it('keeps the user object to running subscriptions', async () => {
    const { owner, sub } = await purchase('essentiel');
    await kit.db.updateTable('subscriptions').set({ valid_until: '2020-01-31', valid_from: '2020-01-01' }).where('id', '=', sub.id).execute();
    expect((await myself(ctx.app, owner.cookie)).json().subscriptions).toEqual([]);
  });
});
