import { seedIfEmpty } from '../../../src/db/seed';
import { seedDemoSeekers } from '../../../src/db/seed/profiles';
import { createTestApp, signin, type TestContext } from '../../helpers/app';

let ctx: TestContext;
let created: number;
beforeAll(async () => {
  ctx = await createTestApp();
  // The start-up seed creates the seekers after the demo accounts and listings.
  created = (await seedIfEmpty(ctx.app.db, ctx.dataDir)).seekers;
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe('seedDemoSeekers', () => {
  it('creates finished seekers with every section, a search and, for some, a room to share', async () => {
    expect(created).toBe(2000);
    expect(await seedDemoSeekers(ctx.app.db, ctx.dataDir)).toBe(0);
    const { db } = ctx.app;
    const seekers = await db
      .selectFrom('users as u')
      .innerJoin('profiles as p', 'p.user_id', 'u.id')
      .innerJoin('searches as s', 's.id', 'u.search_id')
      .select(['u.registration_step', 'u.type', 'p.birth_date', 'p.importance', 'p.character', 'p.work', 'p.position', 'p.children', 'p.custody_schedule', 'p.private_fields', 's.city_searches'])
      .where('u.email', 'like', '%@seekers.demo.toitpartage.fr')
      .execute();
    expect(seekers).toHaveLength(2000);
    expect(seekers.every((s) => s.registration_step === 100 && s.type === 1 && s.birth_date && s.work && JSON.parse(s.character).length >= 3)).toBe(true);
    const ages = seekers.map((s) => new Date().getFullYear() - Number(s.birth_date!.slice(0, 4)));
    expect(Math.min(...ages)).toBeLessThanOrEqual(19);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(78);
    expect(seekers.filter((s) => s.children === 3 && s.custody_schedule !== null).length).toBeGreaterThan(20);
    expect(seekers.filter((s) => s.position === 4 || s.position === 5).length).toBeGreaterThan(50);
    expect(seekers.filter((s) => s.private_fields !== '[]').length).toBeGreaterThan(200);
    expect(new Set(seekers.map((s) => JSON.parse(s.city_searches)[0].geoname.name)).size).toBe(15);
    const shared = await db
      .selectFrom('homes as h')
      .innerJoin('users as u', 'u.id', 'h.user_id')
      .select(['h.published', 'h.step', 'h.image_orders'])
      .where('u.email', 'like', '%@seekers.demo.toitpartage.fr')
      .execute();
    expect(shared.length).toBeGreaterThan(100);
    expect(shared.every((h) => h.published === 1 && h.step === 3 && JSON.parse(h.image_orders).length === 1)).toBe(true);
    expect(await seedDemoSeekers(ctx.app.db, ctx.dataDir)).toBe(0);
  }, 60_000);

  it('gives the demo seeker of the README many homes and people in Lyon', async () => {
    const { cookie } = await signin(ctx.app, 'coloc@demo.toitpartage.fr', 'demo1234');
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/users/myself', headers: { cookie: cookie! } })).json();
    const homes = await ctx.app.inject({ method: 'POST', url: '/api/match/user-match-homes-v4', headers: { cookie: cookie! }, payload: { search_id: me.search_id } });
    expect(homes.json().Count).toBeGreaterThan(12);
    expect(homes.json().Hits).toHaveLength(12);
    const page2 = await ctx.app.inject({ method: 'POST', url: '/api/match/user-match-homes-v4?from=12&to=24', headers: { cookie: cookie! }, payload: { search_id: me.search_id } });
    expect(page2.json().Hits.length).toBeGreaterThan(0);
    const users = await ctx.app.inject({ method: 'POST', url: '/api/match/user-match-users-v4?count=force', headers: { cookie: cookie! }, payload: { search_id: me.search_id } });
    expect(users.json().HitsCount).toBeGreaterThan(40);
    expect(users.json().Hits[0].GlobalScore.Reasons.length).toBeGreaterThan(0);
  });
});
