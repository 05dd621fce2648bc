import { createTestApp, type TestContext } from '../../helpers/app';
import { BROWSE_CITIES, insertBrowseCities, insertHome, insertOwner, type BrowseCityKey } from './fixtures';

/*
 * The figures of a city page (GET /api/browse/cities/{slug}): rooms free today by the advert page's
 * rule, and the range of their rents without housing for services. Its own database, so that these
 * homes leave the lists of browse.test.ts alone.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.app.db;
  const cities = await insertBrowseCities(db);
  const ownerId = await insertOwner(db, 'city.page.owner@exemple.fr');
  const at = (key: BrowseCityKey, name: string) => ({ ownerId, cityId: cities[key], city: name, lat: BROWSE_CITIES[key].lat, lng: BROWSE_CITIES[key].lng, created_at: '2026-01-01T10:00:00.000Z' });
  const grenoble = at('grenoble', 'Grenoble');
  await insertHome(db, {
    ...grenoble,
    rooms: [
      { rent: 480, charges: 30 },
      { rent: 900, let: true },
      { rent: 200, available_from: '2999-01-01' },
      { rent: 550 },
      { rent: 500, available_from: '2020-01-01' },
      { rent: null },
    ],
  });
  // Free, but a symbolic rent: counted as a free room, never in the range.
  await insertHome(db, { ...grenoble, pay_by_service: true, rooms: [{ rent: 10 }] });
  await insertHome(db, { ...grenoble, wholeHomeLet: true, rooms: [{ rent: 300 }, { rent: 1200 }] });
  await insertHome(db, { ...grenoble, published: false, rooms: [{ rent: 100 }, { rent: 2000 }] });
  // Vienne: only housing for services. Villeurbanne: every room let. Bron: nothing published.
  await insertHome(db, { ...at('vienne', 'Vienne'), pay_by_service: true, rooms: [{ rent: 10 }, { rent: 0 }] });
  await insertHome(db, { ...at('villeurbanne', 'Villeurbanne'), rooms: [{ rent: 400, let: true }, { rent: 450, let: true }] });
  await insertHome(db, { ...at('bron', 'Bron'), published: false, rooms: [{ rent: 300 }] });
});
afterAll(async () => {
  await ctx.close();
});

async function figures(slug: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/browse/cities/${slug}` });
  expect(res.statusCode).toBe(200);
  const { advert_count, room_count, rooms_available, rent_min, rent_max } = res.json();
  return { advert_count, room_count, rooms_available, rent_min, rent_max };
}

describe('GET /api/browse/cities/:slug: free rooms and their rents', () => {
  it('counts only the rooms free today, and ranges the rents of those outside housing for services', async () => {
    expect(await figures('grenoble')).toEqual({
      advert_count: 3,
      // 6 + 1 + 2 (not the unpublished advert's 2).
      room_count: 9,
      // 480, 550, 500 (free since 2020), the room without rent, and the services home's room. Not the let
      // 900, not the 200 free in 2999, not the rooms of the home let as a whole, nor the unpublished ones.
      rooms_available: 5,
      // Neither the services home's 10 nor the 200 of a room free later, nor the let 900 or 1200.
      rent_min: 480,
      rent_max: 550,
    });
  });

  it('answers free rooms without a range when only housing for services has some', async () => {
    expect(await figures('vienne')).toEqual({ advert_count: 1, room_count: 2, rooms_available: 2, rent_min: null, rent_max: null });
  });

  it('answers zero and no range when every room is let, or nothing is published', async () => {
    expect(await figures('villeurbanne')).toEqual({ advert_count: 1, room_count: 2, rooms_available: 0, rent_min: null, rent_max: null });
    expect(await figures('bron')).toEqual({ advert_count: 0, room_count: 0, rooms_available: 0, rent_min: null, rent_max: null });
  });
});
