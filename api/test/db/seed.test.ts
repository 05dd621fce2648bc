import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed, seedIfEmpty, type SeedResult } from '../../src/db/seed';
import { DEMO_OWNERS } from '../../src/db/seed/homes';
import { migrateToLatest } from '../../src/db/migrations';
import { PROFILE_SINGLE_FIELDS } from '../../src/modules/profiles/fields';
import { createTestApp, myself, signin, type TestContext } from '../helpers/app';

let ctx: TestContext;
let firstRun: SeedResult;

// Seeding 2,000 seekers and 9,000 cities: minutes, not seconds, on a loaded two-core machine.
beforeAll(async () => {
  ctx = await createTestApp();
  firstRun = await seedIfEmpty(ctx.app.db, ctx.dataDir);
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

describe('seed', () => {
  it('creates the eight demo accounts, the French cities and the demo listings', () => {
    expect(firstRun.users).toBe(8);
    expect(firstRun.properties).toBeGreaterThan(0);
    expect(firstRun.cities).toBeGreaterThan(9000);
    expect(firstRun.homes).toBe(150);
    expect(firstRun.seekers).toBe(2000);
    expect(firstRun.visits).toBeGreaterThan(0);
    expect(firstRun.conversations).toBe(3);
    expect(firstRun.groups).toBe(1);
  });

  it.each(DEMO_ACCOUNTS.filter((a) => (a.type & 1) === 0).map((a) => [a.email] as const))(
    '%s owns complete, published listings',
    async (email) => {
      const { cookie } = await signin(ctx.app, email, DEMO_PASSWORD);
      const response = await ctx.app.inject({ method: 'GET', url: '/api/homes/default', headers: { cookie: cookie! } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ step: 3, published: true });
      expect(response.json().rooms.length).toBeGreaterThanOrEqual(2);
    },
  );

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

  it('gives the owner-occupier a non-coloc home in Lyon, still to be illustrated', async () => {
    const { cookie } = await signin(ctx.app, 'occupant@demo.toitpartage.fr', DEMO_PASSWORD);
    const { home, type } = (await myself(ctx.app, cookie)).json();
    expect(type).toBe(1);
    expect(home).toMatchObject({
      name: 'Appartement Croix-Rousse',
      postal_code: '69004',
      city: 'Lyon',
      country: 6,
      is_coloc: false,
      // Address, description and rents are there; a photo is missing, so the listing shows 'Compléter'.
      step: 2,
      public_url: `/colocation-lyon/${home.id}`,
      reference_rent_auto: true,
    });
    expect(home.rooms.map((room: { rent: number }) => room.rent)).toEqual([460, 420]);
  });

  it('gives the demo coloc a complete profile and a search in Lyon, so that it lands on matching', async () => {
    const { cookie } = await signin(ctx.app, 'coloc@demo.toitpartage.fr', DEMO_PASSWORD);
    const user = (await myself(ctx.app, cookie)).json();
    expect(user.registration_step).toBe(100);
    expect(user.profile).toMatchObject({
      position: 1,
      gender: 1,
      birth_date: '1996-04-12',
      home_kind: 'none',
      importance: { lifestyle: 4, personality: 3, athome: 3, employment: 2 },
      private_fields: ['religious'],
    });
    for (const field of PROFILE_SINGLE_FIELDS.filter((f) => f !== 'custody_schedule')) {
      expect([field, user.profile[field]]).toEqual([field, expect.any(Number)]);
    }
    expect(user.profile.description.length).toBeGreaterThan(100);
    expect(user.search_id).toBe(user.search.id);
    expect(user.search).toMatchObject({
      radius: 5,
      per_room_budget_min: 350,
      per_room_budget_max: 650,
      situation: 'single',
      smoking: false,
      budget_connection_url: `/users/garantie?budget=${user.search.budget_user_id}`,
    });
    expect(user.search.city_searches.map((c: { geoname: { name: string; admin2_code: string } }) => [c.geoname.name, c.geoname.admin2_code])).toEqual([
      ['Lyon', '69'],
      ['Villeurbanne', '69'],
    ]);
    expect(user.search.city_searches[0].geoname).toMatchObject({ country_id: 6, lat: expect.closeTo(45.75, 1), lng: expect.closeTo(4.85, 1) });
  });

  it('gives every demo account a profile row', async () => {
    const rows = await ctx.app.db
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.email', 'profiles.id as profile_id', 'profiles.home_kind'])
      .where('users.email', 'in', DEMO_ACCOUNTS.map((a) => a.email))
      .execute();
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    for (const row of rows) expect(row.profile_id).toEqual(expect.any(Number));
    expect(rows.find((r) => r.email === 'occupant@demo.toitpartage.fr')?.home_kind).toBe('non-coloc');
  });

  it('invites the demo seeker into a group of two Lyon seekers who liked Lyon homes', async () => {
    const { cookie } = await signin(ctx.app, 'coloc@demo.toitpartage.fr', DEMO_PASSWORD);
    const mine = (await ctx.app.inject({ method: 'GET', url: '/api/groups/mine', headers: { cookie: cookie! } })).json();
    expect(mine).toEqual({ group: null, invitations: [expect.objectContaining({ group_name: 'Les Lyonnais de la Croix-Rousse' })] });
    const groupId = mine.invitations[0].group_id;
    const members = await ctx.app.db.selectFrom('seeker_group_members').select('user_id').where('group_id', '=', groupId).where('status', '=', 'member').execute();
    expect(members).toHaveLength(2);
    const likes = await ctx.app.db.selectFrom('accordances').select('id').where('user_id', 'in', members.map((m) => m.user_id)).where('target_home_id', 'is not', null).execute();
    expect(likes.length).toBeGreaterThanOrEqual(3);
  });

  it('includes the twelve overseas territories', async () => {
    const rows = await ctx.app.db.selectFrom('cities').select('country_id').distinct().execute();
    expect(rows.map((r) => r.country_id).sort((a, b) => a - b)).toEqual([6, 199, 202, 213, 214, 221, 227, 228, 231, 234, 236, 246, 252]);
  });

  it('is idempotent, and migrations can run again', async () => {
    await migrateToLatest(ctx.app.db);
    expect(await seedIfEmpty(ctx.app.db, ctx.dataDir)).toEqual({ users: 0, cities: 0, homes: 0, seekers: 0, visits: 0, conversations: 0, groups: 0, properties: 0, payments: 0 });
    expect(await seed(ctx.app.db, ctx.dataDir)).toEqual({ users: 0, cities: 0, homes: 0, seekers: 0, visits: 0, conversations: 0, groups: 0, properties: 0, payments: 0 });
    const users = await ctx.app.db.selectFrom('users').select('email').execute();
    expect(users).toHaveLength(DEMO_ACCOUNTS.length + DEMO_OWNERS.length + firstRun.seekers);
  });

  it('restores a deleted demo account without touching the others', async () => {
    await ctx.app.db.deleteFrom('users').where('email', '=', 'coloc@demo.toitpartage.fr').execute();
    // Its demo visits and threads come back with it.
    expect(await seed(ctx.app.db, ctx.dataDir)).toEqual({ users: 1, cities: 0, homes: 0, seekers: 0, visits: 3, conversations: 3, groups: 0, properties: 0, payments: 0 });
    const { cookie } = await signin(ctx.app, 'coloc@demo.toitpartage.fr', DEMO_PASSWORD);
    const user = (await myself(ctx.app, cookie)).json();
    expect(user.search.city_searches).toHaveLength(2);
    expect(await ctx.app.db.selectFrom('searches').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });
});
