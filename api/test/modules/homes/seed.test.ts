import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../../src/db/seed/demo-accounts';
import { seedCities } from '../../../src/db/seed/cities';
import { DEMO_OWNERS, seedDemoHomes } from '../../../src/db/seed/homes';
import { createTestApp, signin, type TestContext } from '../../helpers/app';

const OPTIONS = { homes: 30, cities: 5, photoWidth: 320, photoHeight: 240 };

async function seededApp(): Promise<TestContext> {
  const ctx = await createTestApp();
  await seedCities(ctx.app.db);
  return ctx;
}

describe('seedDemoHomes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await seededApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('creates published, complete listings in the largest cities, then nothing on a second run', async () => {
    expect(await seedDemoHomes(ctx.app.db, ctx.dataDir, OPTIONS)).toBe(30);
    expect(await seedDemoHomes(ctx.app.db, ctx.dataDir, OPTIONS)).toBe(0);

    const homes = await ctx.app.db.selectFrom('homes').selectAll().execute();
    expect(homes).toHaveLength(30);
    expect(new Set(homes.map((h) => h.city))).toEqual(new Set(['Paris', 'Marseille', 'Lyon', 'Toulouse', 'Nice']));
    for (const home of homes) {
      expect(home).toMatchObject({ published: 1, step: 3, is_coloc: 1, moderation_status: 'accepted', country: 6, reference_rent_auto: 1 });
      expect(home.postal_code).toMatch(/^[0-9]{5}$/);
      expect(home.description!.length).toBeGreaterThanOrEqual(20);
      expect(home.reference_rent_month).toBeGreaterThan(300);
      expect(home.dec_reference_rent_month!).toBeLessThanOrEqual(home.reference_rent_month!);
      expect(home.inc_reference_rent_month!).toBeGreaterThanOrEqual(home.reference_rent_month!);

      const rooms = await ctx.app.db.selectFrom('rooms').selectAll().where('home_id', '=', home.id).execute();
      expect(rooms.length).toBeGreaterThanOrEqual(2);
      expect(rooms.length).toBeLessThanOrEqual(4);
      for (const room of rooms) expect(room.rent).toBeGreaterThan(0);

      const images = await ctx.app.db.selectFrom('images').selectAll().where('home_id', '=', home.id).execute();
      expect(images).toHaveLength(1);
      expect(JSON.parse(home.image_orders)).toEqual([images[0]!.id]);
      expect(fs.existsSync(path.join(ctx.dataDir, images[0]!.file))).toBe(true);
    }
  });

  it('lets the owners sign in and read their listings; the photos are served', async () => {
    const owner = DEMO_OWNERS[0]!;
    const { response, cookie } = await signin(ctx.app, owner.email, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const mine = await ctx.app.db
      .selectFrom('homes')
      .innerJoin('users', 'users.id', 'homes.user_id')
      .select('homes.id')
      .where('users.email', '=', owner.email)
      .execute();
    expect(mine.length).toBeGreaterThan(0);
    const home = await ctx.app.inject({ method: 'GET', url: `/api/homes/${mine[0]!.id}`, headers: { cookie: cookie! } });
    expect(home.statusCode).toBe(200);
    expect(home.json()).toMatchObject({ published: true, step: 3, details: { city_id: expect.any(Number) } });
    // The seeded advert is published: its old numeric URL leads to the photo's own URL.
    const old = await ctx.app.inject({ method: 'GET', url: `/image/${home.json().image_orders[0]}/640/480` });
    expect(old.statusCode).toBe(308);
    const photo = await ctx.app.inject({ method: 'GET', url: String(old.headers.location) });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });
});

describe('seedDemoHomes on another empty database', () => {
  it('gives the same listings', async () => {
    const first = await seededApp();
    const second = await seededApp();
    try {
      const listings = async (ctx: TestContext) => {
        await seedDemoHomes(ctx.app.db, ctx.dataDir, { ...OPTIONS, homes: 8 });
        return ctx.app.db
          .selectFrom('homes')
          .innerJoin('rooms', 'rooms.home_id', 'homes.id')
          .select(['homes.name', 'homes.city', 'homes.address', 'rooms.number', 'rooms.rent', 'rooms.surface'])
          .orderBy('homes.id')
          .orderBy('rooms.number')
          .execute();
      };
      expect(await listings(second)).toEqual(await listings(first));
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('does nothing without cities', async () => {
    const ctx = await createTestApp();
    try {
      expect(await seedDemoHomes(ctx.app.db, ctx.dataDir, OPTIONS)).toBe(0);
      expect(await ctx.app.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
