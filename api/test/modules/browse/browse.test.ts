import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { BROWSE_CITIES, insertBrowseCities, insertHome, insertOwner, type BrowseCityKey } from './fixtures';

let ctx: TestContext;
let cities: Record<BrowseCityKey, number>;
const ids: Record<string, number> = {};
let photoOfL1: string | null = null;
const stEtienneIds: number[] = [];

const near = (key: BrowseCityKey, dLat = 0, dLng = 0) => ({ lat: BROWSE_CITIES[key].lat + dLat, lng: BROWSE_CITIES[key].lng + dLng });
const day = (n: number) => `2026-0${Math.floor(n / 28) + 1}-${String((n % 28) + 1).padStart(2, '0')}T10:00:00.000Z`;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.app.db;
  cities = await insertBrowseCities(db);
  const ownerId = await insertOwner(db, 'browse.owner@exemple.fr');
  const lyon = { ownerId, cityId: cities.lyon, city: 'Lyon', postal_code: '69002' };

  // Lyon, all within 1 km of the centre.
  const l1 = await insertHome(db, { ...lyon, ...near('lyon', 0.002), name: 'Grande colocation lumineuse', home_type: 1, created_at: day(1), updated_at: day(40), rooms: [{ rent: 450, charges: 50 }], photo: true });
  ids.L1 = l1.id;
  photoOfL1 = l1.photoPublicId;
  ids.L2 = (await insertHome(db, { ...lyon, ...near('lyon', -0.002), created_at: day(2), rooms: [{ rent: 300, charges: 100 }, { rent: 700 }] })).id;
  ids.L3 = (await insertHome(db, { ...lyon, ...near('lyon', 0, 0.003), created_at: day(3), rooms: [{ rent: 600, charges: 50, let: true }, { rent: 350, available_from: '2999-01-01' }] })).id;
  ids.L4 = (await insertHome(db, { ...lyon, ...near('lyon', 0.001, 0.001), published: false, created_at: day(4), rooms: [{ rent: 200 }, { rent: 200 }] })).id;
  ids.L5 = (await insertHome(db, { ...lyon, ...near('lyon', 0, -0.003), created_at: day(5), rooms: [{ rent: 420 }], wholeHomeLet: true, pay_by_service: true })).id;
  // Oldest created, but published last: first in "recent".
  ids.L6 = (await insertHome(db, { ...lyon, ...near('lyon', 0.003, 0.003), created_at: day(0), moderated_at: day(50), rooms: [{ rent: null }] })).id;
  // Villeurbanne (4 km), Vienne (27 km), Bron (7 km, unpublished only).
  ids.V1 = (await insertHome(db, { ownerId, cityId: cities.villeurbanne, city: 'Villeurbanne', ...near('villeurbanne'), created_at: day(6), rooms: [{ rent: 500 }, { rent: 520 }] })).id;
  ids.VI = (await insertHome(db, { ownerId, cityId: cities.vienne, city: 'Vienne', ...near('vienne'), created_at: day(7), rooms: [{ rent: 380, charges: 20 }] })).id;
  ids.BR = (await insertHome(db, { ownerId, cityId: cities.bron, city: 'Bron', ...near('bron'), published: false, created_at: day(8), rooms: [{ rent: 300 }] })).id;
  // Thirteen in Saint-Étienne: two pages.
  for (let i = 0; i < 13; i += 1) {
    const home = await insertHome(db, { ownerId, cityId: cities.saintEtienne, city: 'Saint-Étienne', ...near('saintEtienne', i * 0.001), created_at: day(10 + i), rooms: [{ rent: 1000 + i * 10 }] });
    stEtienneIds.push(home.id);
  }
});
afterAll(async () => {
  await ctx.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

async function listIds(query: string): Promise<number[]> {
  const res = await get(`/api/browse/adverts?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().items.map((item: { id: number }) => item.id);
}

const CITY_GONE = { error: 'Cette ville est introuvable.' };

describe('GET /api/browse/adverts', () => {
  it('lists published adverts around a city, cheapest first, with the city and cacheable headers', async () => {
    const res = await get('/api/browse/adverts?city=lyon');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(body).toMatchObject({ total: 6, page: 1, per_page: 12, pages: 1 });
    expect(body.city).toEqual({ id: cities.lyon, name: 'Lyon', slug: 'lyon', department: 'Rhône', admin2_code: '69', lat: 45.764, lng: 4.8357 });
    // rent_min 300, 350, 420, 450, Villeurbanne 500; the home without any rent last. Never the unpublished L4.
    expect(body.items.map((item: { id: number }) => item.id)).toEqual([ids.L2, ids.L3, ids.L5, ids.L1, ids.V1, ids.L6]);
  });

  it('shows each advert as a card, with the advert page helpers and never the address', async () => {
    const items = (await get('/api/browse/adverts?city=lyon')).json().items as Array<Record<string, unknown>>;
    const card = (id: number) => items.find((item) => item.id === id)!;
    expect(card(ids.L1!)).toEqual({
      id: ids.L1,
      public_url: `/colocation-lyon/${ids.L1}`,
      title: 'Grande colocation lumineuse',
      city: 'Lyon',
      district: 'Lyon 2e',
      photo_id: photoOfL1,
      rent_min: 450,
      rent_max: 450,
      rooms_available: 1,
      room_count: 1,
      available_from: null,
      housing_for_services: false,
      home_type: 'Appartement',
    });
    expect(card(ids.L2!)).toMatchObject({ title: 'Colocation à Lyon', rent_min: 300, rent_max: 700, rooms_available: 2, room_count: 2, photo_id: null, home_type: null });
    // One room let, the other free later: none free today, the date of the next one.
    expect(card(ids.L3!)).toMatchObject({ rooms_available: 0, room_count: 2, available_from: '2999-01-01' });
    // The whole home let: nothing free, no date.
    expect(card(ids.L5!)).toMatchObject({ rooms_available: 0, room_count: 1, available_from: null, housing_for_services: true, title: 'Logement contre services à Lyon' });
    expect(card(ids.L6!)).toMatchObject({ rent_min: null, rent_max: null });
    expect(JSON.stringify(items)).not.toContain('rue Secrète');
  });

  it('widens and narrows with the radius', async () => {
    expect(await listIds('city=lyon&radius=2')).not.toContain(ids.V1);
    expect(await listIds('city=lyon&radius=20')).not.toContain(ids.VI);
    expect(await listIds('city=lyon&radius=30')).toContain(ids.VI);
    expect(await listIds('city=lyon&radius=0')).toEqual([]);
  });

  it('keeps adverts with a room free today whose rent plus charges fits the budget', async () => {
    // L1: 450 + 50 charges. At 480 its rent alone would fit, with charges it does not.
    expect(await listIds('city=lyon&budget=480')).toEqual([ids.L2]);
    expect(await listIds('city=lyon&budget=500')).toEqual([ids.L2, ids.L1, ids.V1]);
    // L3's 350 room is only free in 2999, L5's 420 is let with the whole home.
    expect(await listIds('city=lyon&budget=430')).toEqual([ids.L2]);
    expect((await get('/api/browse/adverts?city=lyon&budget=0')).json()).toMatchObject({ total: 0, pages: 0, items: [] });
  });

  it('asks for that many free rooms, within the budget when there is one', async () => {
    expect(await listIds('city=lyon&bedrooms=2')).toEqual([ids.L2, ids.V1]);
    // L6's room has no rent but is free: without a budget, it counts.
    expect(await listIds('city=lyon&bedrooms=1')).toEqual([ids.L2, ids.L1, ids.V1, ids.L6]);
    expect(await listIds('city=lyon&bedrooms=2&budget=500')).toEqual([]);
    expect(await listIds('city=lyon&bedrooms=2&budget=520')).toEqual([ids.V1]);
    expect(await listIds('city=lyon&bedrooms=3')).toEqual([]);
  });

  it('sorts by price descending, homes without rent still last, or by publication time', async () => {
    expect(await listIds('city=lyon&order=price-desc')).toEqual([ids.V1, ids.L1, ids.L5, ids.L3, ids.L2, ids.L6]);
    // L6 was created first but published last (moderated_at), the others by creation, newest first.
    expect(await listIds('city=lyon&order=recent')).toEqual([ids.L6, ids.V1, ids.L5, ids.L3, ids.L2, ids.L1]);
  });

  it('pages by 12 with total and pages; a page past the last is empty, not an error', async () => {
    const first = (await get('/api/browse/adverts?city=saint-etienne')).json();
    expect(first).toMatchObject({ total: 13, page: 1, per_page: 12, pages: 2 });
    expect(first.items).toHaveLength(12);
    const second = (await get('/api/browse/adverts?city=saint-etienne&page=2')).json();
    expect(second).toMatchObject({ total: 13, page: 2, pages: 2 });
    expect(second.items).toHaveLength(1);
    const all = [...first.items, ...second.items].map((item: { id: number }) => item.id);
    expect(all).toEqual(stEtienneIds);
    const third = await get('/api/browse/adverts?city=saint-etienne&page=3');
    expect(third.statusCode).toBe(200);
    expect(third.json()).toMatchObject({ total: 13, page: 3, pages: 2, items: [] });
  });

  it('lists every published advert without a city, never an unpublished one', async () => {
    const body = (await get('/api/browse/adverts?order=recent&page=1')).json();
    expect(body).toMatchObject({ total: 20, pages: 2, city: null });
    const everything = [...body.items, ...(await get('/api/browse/adverts?order=recent&page=2')).json().items].map((item: { id: number }) => item.id);
    expect(everything).toHaveLength(20);
    expect(new Set(everything).size).toBe(20);
    expect(everything).not.toContain(ids.L4);
    expect(everything).not.toContain(ids.BR);
  });

  it('answers the same to a signed-in visitor (nothing personal)', async () => {
    const { cookie } = await signup(ctx.app);
    const anonymous = await get('/api/browse/adverts?city=lyon');
    const signedIn = await get('/api/browse/adverts?city=lyon', { cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(anonymous.json());
    expect(signedIn.headers['set-cookie']).toBeUndefined();
  });

  it('accepts a non-canonical city spelling and answers the canonical slug', async () => {
    const body = (await get(`/api/browse/adverts?city=${encodeURIComponent('Saint-Étienne')}`)).json();
    expect(body.city.slug).toBe('saint-etienne');
    expect(body.total).toBe(13);
  });

  it('answers 404 in French for an unknown city and 400 in French for bad parameters', async () => {
    const unknown = await get('/api/browse/adverts?city=atlantide');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(CITY_GONE);
    for (const [query, message] of [
      ['radius=101', 'Le rayon de recherche doit être un nombre entre 0 et 100 km.'],
      ['page=0', /Le numéro de page doit être un entier entre 1 et/],
      ['order=cheap', 'Le tri doit valoir price-asc, price-desc ou recent.'],
      ['bedrooms=1.5', /Le nombre de chambres doit être un entier/],
      ['budget=-1', /Le budget par chambre doit être un nombre entre 0 et/],
    ] as const) {
      const res = await get(`/api/browse/adverts?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    }
  });
});

describe('GET /api/browse/cities/:slug', () => {
  it('answers the city, its published adverts and rooms, and the cities around that have adverts, nearest first', async () => {
    const res = await get('/api/browse/cities/lyon');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      city: { id: cities.lyon, name: 'Lyon', slug: 'lyon', department: 'Rhône', admin2_code: '69', lat: 45.764, lng: 4.8357 },
      // L1, L2, L3, L5, L6 (not the unpublished L4); their 1 + 2 + 2 + 1 + 1 rooms.
      advert_count: 5,
      room_count: 7,
      // Free today: L1's, L2's two and L6's; not L3's (one let, one free in 2999) nor L5's (whole home let).
      rooms_available: 4,
      // L2's 300 and 700; L6's room states no rent, L3's let 600 is not free.
      rent_min: 300,
      rent_max: 700,
      // Not Bron (only an unpublished advert), not Grenoble (95 km).
      nearby: [
        { name: 'Villeurbanne', slug: 'villeurbanne', advert_count: 1 },
        { name: 'Vienne', slug: 'vienne', advert_count: 1 },
        { name: 'Saint-Étienne', slug: 'saint-etienne', advert_count: 13 },
      ],
    });
  });

  it('answers a non-canonical slug with the canonical one, for the web server to redirect', async () => {
    for (const asked of ['Saint-Etienne', encodeURIComponent('saint-étienne'), encodeURIComponent('SAINT ÉTIENNE')]) {
      const res = await get(`/api/browse/cities/${asked}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().city).toMatchObject({ slug: 'saint-etienne', name: 'Saint-Étienne' });
    }
  });

  it('tells homonyms apart: the most populous has the bare slug, the other its département', async () => {
    expect((await get('/api/browse/cities/saint-denis')).json().city).toMatchObject({ admin2_code: '974', department: 'La Réunion' });
    expect((await get('/api/browse/cities/saint-denis-93')).json().city).toMatchObject({ admin2_code: '93', department: 'Seine-Saint-Denis' });
  });

  it('answers 404 in French for an unknown slug', async () => {
    for (const asked of ['atlantide', 'saint-denis-75', encodeURIComponent('—')]) {
      const res = await get(`/api/browse/cities/${asked}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(CITY_GONE);
    }
  });
});

describe('GET /api/browse/cities', () => {
  it('answers the cities with the most published adverts, equal counts by name', async () => {
    const res = await get('/api/browse/cities');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual([
      { name: 'Saint-Étienne', slug: 'saint-etienne', advert_count: 13 },
      { name: 'Lyon', slug: 'lyon', advert_count: 5 },
      { name: 'Vienne', slug: 'vienne', advert_count: 1 },
      { name: 'Villeurbanne', slug: 'villeurbanne', advert_count: 1 },
    ]);
    expect((await get('/api/browse/cities?limit=2')).json().map((c: { slug: string }) => c.slug)).toEqual(['saint-etienne', 'lyon']);
  });

  it('refuses a limit out of range in French', async () => {
    const res = await get('/api/browse/cities?limit=51');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Le nombre de villes doit être un entier entre 1 et 50.' });
  });
});
