import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed, seedIfEmpty } from '../../src/db/seed';
import { migrateToLatest } from '../../src/db/migrations';
import { createTestApp, myself, signin, type TestContext } from '../helpers/app';

let ctx: TestContext;
let firstRun: { users: number; cities: number };
let seedMs: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const started = Date.now();
  firstRun = await seedIfEmpty(ctx.app.db);
  seedMs = Date.now() - started;
});
afterAll(async () => {
  await ctx.close();
});

describe('seed', () => {
  it('creates the five demo accounts and the French cities, quickly', () => {
    expect(firstRun.users).toBe(5);
    expect(firstRun.cities).toBeGreaterThan(9000);
    expect(seedMs).toBeLessThan(5000);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))('%s signs in with demo1234', async (email, account) => {
    const { response, cookie } = await signin(ctx.app, email, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const user = (await myself(ctx.app, cookie)).json();
    expect(user).toMatchObject({
      email,
      first_name: account.first_name,
      name: account.name,
      type: account.type,
      registration_step: 100,
      company: account.business_name ? { business_name: account.business_name } : null,
    });
  });

  it('gives the owner-occupier a non-coloc home in Lyon', async () => {
    const { cookie } = await signin(ctx.app, 'occupant@demo.toitpartage.fr', DEMO_PASSWORD);
    const { home, type } = (await myself(ctx.app, cookie)).json();
    expect(type).toBe(1);
    expect(home).toMatchObject({
      name: 'Appartement Croix-Rousse',
      postal_code: '69004',
      city: 'Lyon',
      country: 6,
      is_coloc: false,
      step: 3,
      public_url: `/colocation-lyon/${home.id}`,
    });
  });

  it('includes the twelve overseas territories', async () => {
    const rows = await ctx.app.db.selectFrom('cities').select('country_id').distinct().execute();
    expect(rows.map((r) => r.country_id).sort((a, b) => a - b)).toEqual([6, 199, 202, 213, 214, 221, 227, 228, 231, 234, 236, 246, 252]);
  });

  it('is idempotent, and migrations can run again', async () => {
    await migrateToLatest(ctx.app.db);
    expect(await seedIfEmpty(ctx.app.db)).toEqual({ users: 0, cities: 0 });
    expect(await seed(ctx.app.db)).toEqual({ users: 0, cities: 0 });
    const users = await ctx.app.db.selectFrom('users').select('email').execute();
    expect(users).toHaveLength(5);
  });

  it('restores a deleted demo account without touching the others', async () => {
    await ctx.app.db.deleteFrom('users').where('email', '=', 'agent@demo.toitpartage.fr').execute();
    expect(await seed(ctx.app.db)).toEqual({ users: 1, cities: 0 });
  });
});
