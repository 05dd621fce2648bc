import { createTestApp, type TestContext } from '../../helpers/app';
import { createScratchDatabase, describePg } from '../../helpers/postgres';
import { createPaymentProvider } from '../../../src/modules/payments/provider/registry';
import { runRenewals } from '../../../src/modules/payments/renewal';
import { addDays } from '../../../src/lib/dates';
import { CARDS, paymentsKit } from './fixtures';

/* The payment flow on PostgreSQL (opt-in, see helpers/postgres.ts): migration, checkout, notification, invoices, renewal. */
describePg('payments on PostgreSQL', () => {
  let ctx: TestContext;
  let drop: () => Promise<void> = async () => undefined;
  let kit: ReturnType<typeof paymentsKit>;

  beforeAll(async () => {
    const scratch = await createScratchDatabase('tp_payments');
    drop = scratch.drop;
    ctx = await createTestApp({ databaseUrl: scratch.url });
    kit = paymentsKit(ctx);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await drop();
  });

  it('buys with 3-D Secure, numbers invoices, refuses replays and renews once', async () => {
    const owner = await kit.owner();
    const started = await kit.start(owner);
    const form = await kit.form(owner.cookie, started.subscription.id);
    const session = await kit.openProviderPage(owner.cookie, form.fields);
    await kit.payWithCard(session, CARDS.challenge);
    await kit.postForm(`${session}/challenge`, { code: await kit.challengeCode(session) });
    const result = (await kit.call('GET', `/api/payments/${form.reference}`, owner.cookie)).json();
    expect(result).toMatchObject({ status: 'succeeded', subscription: { status: 'active' } });
    await kit.buy(owner, 'essentiel');
    const numbers = (await kit.db.selectFrom('invoices').select('sequence').orderBy('id').execute()).map((r) => r.sequence);
    expect(numbers).toEqual([1, 2]);

    const provider = await createPaymentProvider('sandbox', { db: ctx.app.db, config: ctx.config, log: console, deliver: async () => ({ statusCode: 200 }) });
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const sub = await kit.db.selectFrom('subscriptions').selectAll().where('id', '=', started.subscription.id).executeTakeFirstOrThrow();
    const later = new Date(`${addDays(sub.valid_until, 40)}T11:00:00Z`);
    await Promise.all([1, 2].map(() => runRenewals({ db: ctx.app.db, provider, company: ctx.config.company, log: silent }, later)));
    const renewals = await kit.db.selectFrom('subscriptions').select('id').where('user_id', '=', owner.user.id).where('source', '=', 'renewal').execute();
    // The later purchase for the same home is the one that renews.
    expect(renewals.length).toBe(1);
    expect((await kit.db.selectFrom('invoices').select('id').execute()).length).toBe(3);
    provider.close?.();
  });
});
