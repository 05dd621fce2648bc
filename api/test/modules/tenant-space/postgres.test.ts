import { createTestApp, type TestContext } from '../../helpers/app';
import { createScratchDatabase, describePg } from '../../helpers/postgres';
import { insertCities } from '../homes/fixtures';
import { parisDay } from '../rentals/fixtures';
import { tenantSpaceKit } from './fixtures';

/* The tenant space on PostgreSQL (opt-in, see helpers/postgres.ts): migration, partial unique index, upsert, receipts. */
describePg('tenant space on PostgreSQL', () => {
  let ctx: TestContext;
  let drop: () => Promise<void> = async () => undefined;
  let kit: ReturnType<typeof tenantSpaceKit>;

  beforeAll(async () => {
    const scratch = await createScratchDatabase('tp_tenant_space');
    drop = scratch.drop;
    ctx = await createTestApp({ databaseUrl: scratch.url });
    kit = tenantSpaceKit(ctx);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await drop();
  });

  it('asks once for a rent under the rule, derives paid, serves the receipt and saves the plan', async () => {
    const { owner, tenant, lines } = await kit.scenario();
    const racing = await Promise.all([1, 2].map(() => kit.call('POST', `/api/rent-payments/${lines[0]!.id}/request`, owner.cookie)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    await kit.markPaid(owner, lines[0]!.id);
    expect((await kit.call('GET', '/api/rent-requests', tenant.cookie)).json()[0].status).toBe('paid');
    const pdf = await kit.call('GET', `/api/receipts/${lines[0]!.id}/pdf`, tenant.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const cityId = (await ctx.app.db.selectFrom('cities').select('id').where('name', '=', 'Paris').executeTakeFirst())?.id ?? (await insertCities(ctx.app.db)).paris;
    for (const budget of [50000, 60000]) {
      const saved = await kit.call('PUT', '/api/next-colocation', tenant.cookie, { move_date: parisDay(30), city_ids: [cityId], budget_max_cents: budget });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ city_ids: [cityId], budget_max_cents: budget });
    }
  });
});
