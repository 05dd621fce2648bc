import { nowIso } from '../../../src/db';
import { seedDemoPayments } from '../../../src/modules/payments/seed';
import { today } from '../../../src/modules/payments/store';
import { runRenewals } from '../../../src/modules/payments/renewal';
import { createPaymentProvider } from '../../../src/modules/payments/provider/registry';
import { addDays } from '../../../src/lib/dates';
import { createTestApp, type TestContext } from '../../helpers/app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function account(email: string, type: number) {
  const now = nowIso();
  const user = await ctx.app.db
    .insertInto('users')
    .values({ email, password_hash: 'x', first_name: 'Sophie', name: 'Moreau', type, business_name: 'Agence Moreau', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const home = await ctx.app.db.insertInto('homes').values({ user_id: user.id, name: 'Colocation Bellecour', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  return { userId: user.id, homeId: home.id };
}

describe('payments seed', () => {
  it('gives agent@ a running subscription with its paid invoices, once', async () => {
    expect(await seedDemoPayments(ctx.app.db, ctx.dataDir)).toBe(0);
    const agent = await account('agent@demo.toitpartage.fr', 4);
    const proprio = await account('proprio@demo.toitpartage.fr', 2);
    expect(await seedDemoPayments(ctx.app.db, ctx.dataDir)).toBeGreaterThan(0);
    expect(await seedDemoPayments(ctx.app.db, ctx.dataDir)).toBe(0);

    const subs = await ctx.app.db.selectFrom('subscriptions').selectAll().where('user_id', '=', agent.userId).orderBy('valid_from').execute();
    expect(subs.map((s) => [s.source, s.status])).toEqual([
      ['payment', 'expired'],
      ['renewal', 'active'],
    ]);
    expect(subs[1]!.valid_until >= today()).toBe(true);
    expect(subs[1]!.auto_renew).toBe(1);
    const invoices = await ctx.app.db.selectFrom('invoices').selectAll().where('user_id', '=', agent.userId).orderBy('id').execute();
    expect(invoices).toHaveLength(2);
    expect(invoices.map((i) => i.total_cents)).toEqual([5900, 5900]);
    expect((await ctx.app.db.selectFrom('homes').select('offer').where('id', '=', agent.homeId).executeTakeFirstOrThrow()).offer).toBe('confort');
    expect(await ctx.app.db.selectFrom('subscriptions').selectAll().where('user_id', '=', proprio.userId).execute()).toEqual([]);

    // The demo card is known to the sandbox: the next renewal goes through.
    const provider = await createPaymentProvider('sandbox', { db: ctx.app.db, config: ctx.config, log: console, deliver: async () => ({ statusCode: 200 }) });
    const report = await runRenewals({ db: ctx.app.db, provider, company: ctx.config.company, log: { info: () => undefined, warn: () => undefined, error: () => undefined } }, new Date(`${addDays(subs[1]!.valid_until, 1)}T11:00:00Z`));
    expect(report.renewed).toBe(1);
    provider.close?.();
  });
});
