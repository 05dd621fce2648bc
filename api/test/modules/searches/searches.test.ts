import type { CityRow } from '../../../src/db/types';
import { createTestApp, myself, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
let lyon: CityRow;
let villeurbanne: CityRow;

beforeAll(async () => {
  ctx = await createTestApp();
  const common = { country_id: 6, admin1_code: '84', admin1_name: 'Auvergne-Rhône-Alpes', admin2_code: '69', admin2_name: 'Rhône' };
  [lyon, villeurbanne] = (await ctx.app.db
    .insertInto('cities')
    .values([
      { ...common, name: 'Lyon', search_name: 'lyon', lat: 45.748, lng: 4.847, population: 522_250 },
      { ...common, name: 'Villeurbanne', search_name: 'villeurbanne', lat: 45.766, lng: 4.879, population: 156_928 },
    ])
    .returningAll()
    .execute()) as [CityRow, CityRow];
});
afterAll(async () => {
  await ctx.close();
});

const FORBIDDEN = { error: "Vous n'avez pas accès à cette ressource." };
const UNAUTHORIZED = { error: 'Vous devez être connecté.' };

function geoname(city: CityRow) {
  return {
    id: city.id,
    name: city.name,
    country_id: city.country_id,
    admin1_code: city.admin1_code,
    admin1_name: city.admin1_name,
    admin2_code: city.admin2_code,
    admin2_name: city.admin2_name,
    lat: city.lat,
    lng: city.lng,
  };
}

function post(payload: unknown, cookie?: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/searches', payload: payload as object, headers: cookie ? { cookie } : {} });
}
function put(id: number | string, payload: unknown, cookie?: string) {
  return ctx.app.inject({ method: 'PUT', url: `/api/searches/${id}`, payload: payload as object, headers: cookie ? { cookie } : {} });
}
function get(id: number | string, cookie?: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/searches/${id}`, headers: cookie ? { cookie } : {} });
}
async function searchRow(id: number) {
  return ctx.app.db.selectFrom('searches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST /api/searches', () => {
  it('creates a search with the SPEC defaults, makes it current and embeds it in the user object', async () => {
    const { cookie, user } = await signup(ctx.app);
    const res = await post({}, cookie);
    expect(res.statusCode).toBe(201);
    const search = res.json();
    expect(search).toEqual({
      id: expect.any(Number),
      city_searches: [],
      radius: 5,
      country_id: 6,
      bedroom_count: 1,
      per_room_budget_min: 0,
      per_room_budget_max: 1500,
      age_min: 0,
      age_max: 120,
      situation: null,
      situations: [],
      gender: null,
      children: null,
      pets: null,
      smoking: null,
      private_bathroom: null,
      private_toilets: null,
      ecoloc: null,
      handicap_friendly: null,
      pay_by_service: null,
      has_home: null,
      budget_user_id: expect.stringMatching(UUID),
      budget_connection_url: `/users/garantie?budget=${search.budget_user_id}`,
      warranty_link: null,
    });
    const me = (await myself(ctx.app, cookie)).json();
    expect(me.search_id).toBe(search.id);
    expect(me.search).toEqual(search);
    expect((await searchRow(search.id)).user_id).toBe(user.id);
  });

  it('takes a city as GET /api/cities lists it, slug included, and keeps only what a search stores', async () => {
    const { cookie } = await signup(ctx.app);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/cities?q=villeurbanne' })).json()[0];
    expect(listed).toHaveProperty('slug');
    const res = await post({ city_searches: [{ type: 'city', geoname: listed }] }, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().city_searches).toEqual([{ type: 'city', geoname: geoname(villeurbanne) }]);
  });

  it('stores the cities as read from the cities table, never as sent', async () => {
    const { cookie } = await signup(ctx.app);
    const forged = { ...geoname(lyon), name: 'Paris', lat: 0, lng: 0, country_id: 999 };
    const res = await post(
      {
        city_searches: [
          { type: 'city', geoname: forged },
          { type: 'city', geoname: { id: villeurbanne.id } },
          { type: 'city', geoname: { id: lyon.id } },
        ],
        radius: 10,
        bedroom_count: 2,
        per_room_budget_min: 300,
        per_room_budget_max: 600,
        age_min: 25,
        age_max: 35,
        situation: 'couple',
        situations: ['single', 'couple'],
        gender: 1,
        smoking: false,
        pets: true,
        has_home: null,
      },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      // A repeated city is kept once.
      city_searches: [
        { type: 'city', geoname: geoname(lyon) },
        { type: 'city', geoname: geoname(villeurbanne) },
      ],
      radius: 10,
      bedroom_count: 2,
      per_room_budget_min: 300,
      per_room_budget_max: 600,
      age_min: 25,
      age_max: 35,
      situation: 'couple',
      situations: ['single', 'couple'],
      gender: 1,
      smoking: false,
      pets: true,
      has_home: null,
    });
    const row = await searchRow(res.json().id);
    expect(row).toMatchObject({ smoking: 0, pets: 1, has_home: null });
    expect(JSON.parse(row.city_searches)[0].geoname.name).toBe('Lyon');
  });

  it('makes a second search the current one', async () => {
    const { cookie } = await signup(ctx.app);
    const first = (await post({}, cookie)).json();
    const second = (await post({ radius: 20 }, cookie)).json();
    expect(second.id).not.toBe(first.id);
    expect(second.budget_user_id).not.toBe(first.budget_user_id);
    expect((await myself(ctx.app, cookie)).json()).toMatchObject({ search_id: second.id, search: { radius: 20 } });
  });

  it('answers 401 when anonymous and creates nothing', async () => {
    const before = await ctx.app.db.selectFrom('searches').select('id').execute();
    const res = await post({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
    expect(await ctx.app.db.selectFrom('searches').select('id').execute()).toEqual(before);
  });
});

const BAD_BODIES: Array<[string, Record<string, unknown>, string]> = [
  ['an unknown field', { price: 3 }, 'Champ inconnu : price.'],
  ['an unknown city', { city_searches: [{ type: 'city', geoname: { id: 99_999_999 } }] }, 'Ville inconnue : choisissez-la dans la liste proposée.'],
  ['a city without id', { city_searches: [{ type: 'city', geoname: { name: 'Lyon' } }] }, 'La ville est invalide.'],
  ['a city id that is not a number', { city_searches: [{ type: 'city', geoname: { id: 'lyon' } }] }, 'La ville est invalide.'],
  ['a city search of another type', { city_searches: [{ type: 'region', geoname: { id: 1 } }] }, 'Le type de lieu recherché est invalide.'],
  ['city_searches that is not a list', { city_searches: 'Lyon' }, 'La liste des villes est invalide.'],
  [
    'more than 10 cities',
    { city_searches: Array.from({ length: 11 }, () => ({ type: 'city', geoname: { id: 1 } })) },
    'Vous pouvez choisir au plus 10 villes.',
  ],
  ['a radius of 201 km', { radius: 201 }, 'Le rayon de recherche doit être un nombre entier entre 0 et 200 km.'],
  ['a negative radius', { radius: -1 }, 'Le rayon de recherche doit être un nombre entier entre 0 et 200 km.'],
  ['a radius that is not a number', { radius: 'loin' }, 'Le rayon de recherche doit être un nombre entier entre 0 et 200 km.'],
  ['no bedroom', { bedroom_count: 0 }, 'Le nombre de chambres doit être un nombre entier entre 1 et 10.'],
  ['11 bedrooms', { bedroom_count: 11 }, 'Le nombre de chambres doit être un nombre entier entre 1 et 10.'],
  ['a budget over 10 000 €', { per_room_budget_max: 10_001 }, 'Le budget par chambre doit être un nombre entier entre 0 et 10 000 €.'],
  ['a negative budget', { per_room_budget_min: -5 }, 'Le budget par chambre doit être un nombre entier entre 0 et 10 000 €.'],
  ['a minimum budget above the maximum', { per_room_budget_min: 800, per_room_budget_max: 500 }, 'Le budget minimum doit être inférieur ou égal au budget maximum.'],
  ['an age of 121', { age_max: 121 }, "L'âge doit être un nombre entier entre 0 et 120 ans."],
  ['a minimum age above the maximum', { age_min: 40, age_max: 30 }, "L'âge minimum doit être inférieur ou égal à l'âge maximum."],
  ['an unknown situation', { situation: 'solo' }, 'La situation recherchée doit être seul, en couple, en famille ou en groupe.'],
  ['an unknown situation in the list', { situations: ['single', 'tribe'] }, 'La situation recherchée doit être seul, en couple, en famille ou en groupe.'],
  ['a gender id not in the list', { gender: 12 }, 'Le genre recherché est invalide.'],
  ['an unknown country', { country_id: 5 }, 'Le pays de la recherche est invalide.'],
  ['a criterion that is not yes, no or null', { smoking: 'parfois' }, 'Le critère « fumeurs » doit valoir oui (true), non (false) ou sans préférence (null).'],
];

describe('POST /api/searches, bad input', () => {
  it.each(BAD_BODIES)('answers a French 400 for %s and creates nothing', async (_label, payload, error) => {
    const { cookie, user } = await signup(ctx.app);
    const res = await post(payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await ctx.app.db.selectFrom('searches').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

describe('PUT /api/searches/:id', () => {
  it('updates only the fields sent and answers the whole search', async () => {
    const { cookie } = await signup(ctx.app);
    const created = (await post({ city_searches: [{ type: 'city', geoname: { id: lyon.id } }], radius: 10, smoking: false }, cookie)).json();
    const res = await put(created.id, { radius: 15, city_searches: [{ type: 'city', geoname: { id: villeurbanne.id } }], smoking: null }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...created,
      radius: 15,
      smoking: null,
      city_searches: [{ type: 'city', geoname: geoname(villeurbanne) }],
    });
    expect((await get(created.id, cookie)).json()).toEqual(res.json());
  });

  it('accepts the search object sent back, ignoring its read-only fields', async () => {
    const { cookie } = await signup(ctx.app);
    const created = (await post({ city_searches: [{ type: 'city', geoname: { id: lyon.id } }] }, cookie)).json();
    const res = await put(
      created.id,
      { ...created, id: 1, budget_user_id: 'pirate', budget_connection_url: 'https://pirate.example', warranty_link: 'x', bedroom_count: 3 },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...created, bedroom_count: 3 });
  });

  it('checks min ≤ max against the stored values', async () => {
    const { cookie } = await signup(ctx.app);
    const created = (await post({ per_room_budget_min: 400, per_room_budget_max: 700, age_min: 20, age_max: 30 }, cookie)).json();
    const budget = await put(created.id, { per_room_budget_max: 300 }, cookie);
    expect(budget.statusCode).toBe(400);
    expect(budget.json()).toEqual({ error: 'Le budget minimum doit être inférieur ou égal au budget maximum.' });
    const age = await put(created.id, { age_min: 31 }, cookie);
    expect(age.json()).toEqual({ error: "L'âge minimum doit être inférieur ou égal à l'âge maximum." });
    expect((await put(created.id, { per_room_budget_min: 700 }, cookie)).statusCode).toBe(200);
  });

  it.each(BAD_BODIES)('answers a French 400 for %s and changes nothing', async (_label, payload, error) => {
    const { cookie } = await signup(ctx.app);
    const created = (await post({}, cookie)).json();
    const before = await searchRow(created.id);
    const res = await put(created.id, payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await searchRow(created.id)).toEqual(before);
  });

  it('answers 401 when anonymous', async () => {
    const { cookie } = await signup(ctx.app);
    const created = (await post({}, cookie)).json();
    const res = await put(created.id, { radius: 50 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
    expect((await searchRow(created.id)).radius).toBe(5);
  });

  it("answers 403 on someone else's search, whatever the body, and changes nothing", async () => {
    const alice = await signup(ctx.app);
    const bob = await signup(ctx.app);
    const bobs = (await post({ city_searches: [{ type: 'city', geoname: { id: lyon.id } }] }, bob.cookie)).json();
    const before = await searchRow(bobs.id);
    for (const payload of [{ radius: 100, city_searches: [] }, { unknown: true }, { radius: 'x' }]) {
      const res = await put(bobs.id, payload, alice.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect(await searchRow(bobs.id)).toEqual(before);
  });

  it('answers 404 for a search that does not exist', async () => {
    const { cookie } = await signup(ctx.app);
    expect((await put(999_999, { radius: 1 }, cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/searches/:id', () => {
  it("answers the owner's search; 401 anonymous; 403 for someone else's; 404 for none", async () => {
    const alice = await signup(ctx.app);
    const bob = await signup(ctx.app);
    const created = (await post({ radius: 12 }, alice.cookie)).json();
    const own = await get(created.id, alice.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(created);
    expect((await get(created.id)).statusCode).toBe(401);
    const other = await get(created.id, bob.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(FORBIDDEN);
    expect((await get(999_999, alice.cookie)).statusCode).toBe(404);
  });
});
