import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { completeListing, homesApi, imageFile, insertCities, makeJpeg, upload, type CityKey } from './fixtures';

let ctx: TestContext;
let cities: Record<CityKey, number>;
let api: ReturnType<typeof homesApi>;

beforeAll(async () => {
  ctx = await createTestApp();
  cities = await insertCities(ctx.app.db);
  api = homesApi(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const FORBIDDEN = { error: "Vous n'avez pas accès à cette ressource." };
const UNAUTHORIZED = { error: 'Vous devez être connecté.' };

async function owner(type = 'proprietaire') {
  return signup(ctx.app, { type });
}

async function homeRow(id: number) {
  return ctx.app.db.selectFrom('homes').selectAll().where('id', '=', id).executeTakeFirst();
}

async function roomRows(homeId: number) {
  return ctx.app.db.selectFrom('rooms').selectAll().where('home_id', '=', homeId).orderBy('number').execute();
}

describe('POST /api/homes', () => {
  it('creates an empty home for the caller: not a shared flat for an owner', async () => {
    const { cookie, user } = await owner();
    const res = await api.post({}, cookie);
    expect(res.statusCode).toBe(201);
    const home = res.json();
    expect(home).toMatchObject({
      user_id: user.id,
      step: 0,
      is_coloc: false,
      published: false,
      moderation_status: null,
      rooms: [],
      image_orders: [],
      reference_rent_auto: false,
      reference_rent_month: null,
      public_url: `/colocation-france/${home.id}`,
      details: {
        city_id: null,
        lat: null,
        lng: null,
        home_type: null,
        amenities: [],
        ecoloc: [],
        service_list: [],
        elevator: false,
        furnished: false,
        handicap_friendly: false,
        pay_by_service: false,
        description: null,
        wishes: null,
      },
    });
  });

  it('makes a coloc user’s home a shared flat unless told otherwise', async () => {
    const { cookie } = await owner('users');
    expect((await api.post({}, cookie)).json().is_coloc).toBe(true);
    expect((await api.post({ is_coloc: false }, cookie)).json().is_coloc).toBe(false);
  });

  it('applies the body and computes the step', async () => {
    const { cookie } = await owner();
    const res = await api.post(completeListing(cities.lyon), cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      step: 2,
      city: 'Lyon',
      country: 6,
      postal_code: '69002',
      public_url: expect.stringMatching(/^\/colocation-lyon\/\d+$/),
      rooms: [{ number: 0, name: 'Chambre bleue', rent: 500, charges: 50, surface: 12, available_from: null, furnished: false }],
    });
  });

  it('refuses a 21st home', async () => {
    const { cookie, user } = await owner();
    const now = new Date().toISOString();
    await ctx.app.db
      .insertInto('homes')
      .values(Array.from({ length: 20 }, () => ({ user_id: user.id, created_at: now, updated_at: now })))
      .execute();
    const res = await api.post({ name: 'Une de trop' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Vous ne pouvez pas créer plus de 20 annonces.' });
    const count = await ctx.app.db.selectFrom('homes').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(20);
  });

  it('answers 401 when anonymous and creates nothing', async () => {
    const before = await ctx.app.db.selectFrom('homes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const res = await api.post({ name: 'Anonyme' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
    const after = await ctx.app.db.selectFrom('homes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('creates nothing when the body is refused', async () => {
    const { cookie, user } = await owner();
    const res = await api.post({ city_id: 999999 }, cookie);
    expect(res.statusCode).toBe(400);
    expect(await ctx.app.db.selectFrom('homes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

describe('GET /api/homes/:id', () => {
  it("answers 404 'Aucun logement.' for 'default' when the user has no home", async () => {
    const { cookie } = await owner();
    const res = await api.get('default', cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Aucun logement.' });
  });

  it("answers the home by id and as 'default' (the first one), rooms by number", async () => {
    const { cookie } = await owner();
    const first = (await api.post({ name: 'Premier', rooms: [{ number: 2, rent: 400 }, { number: 0, rent: 450 }, { number: 1 }] }, cookie)).json();
    await api.post({ name: 'Second' }, cookie);
    const byId = await api.get(first.id, cookie);
    expect(byId.statusCode).toBe(200);
    expect(byId.headers['cache-control']).toBe('no-store');
    expect(byId.json().rooms.map((r: { number: number }) => r.number)).toEqual([0, 1, 2]);
    const byDefault = await api.get('default', cookie);
    expect(byDefault.json()).toEqual(byId.json());
  });

  it("answers 403 for someone else's home and 404 for an unknown one", async () => {
    const alice = await owner();
    const bob = await owner();
    const home = (await api.post({ name: 'Chez Alice' }, alice.cookie)).json();
    expect((await api.get(home.id, bob.cookie)).json()).toEqual(FORBIDDEN);
    expect((await api.get(home.id, bob.cookie)).statusCode).toBe(403);
    const missing = await api.get(987654, bob.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Ressource introuvable.' });
  });

  it('answers 401 when anonymous, 400 for a malformed id', async () => {
    const { cookie } = await owner();
    const home = (await api.post({}, cookie)).json();
    expect((await api.get(home.id)).statusCode).toBe(401);
    const bad = await api.get('abc', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "L'identifiant est invalide." });
  });

  it('shows the user object the same home', async () => {
    const { cookie } = await owner();
    const home = (await api.post(completeListing(cities.lyon), cookie)).json();
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/myself', headers: { cookie } });
    expect(me.json().home).toEqual(home);
  });
});

describe('PUT /api/homes/:id', () => {
  it('updates part of the home, trims text and keeps the rest', async () => {
    const { cookie } = await owner();
    const home = (await api.post({ name: 'Avant', address: '1 rue A', wishes: 'Calme' }, cookie)).json();
    const res = await api.put(home.id, { name: '  Après  ', address2: '  ', floor: 3, elevator: true, surface: 95.5, bedroom_count: 4 }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Après',
      address: '1 rue A',
      address2: null,
      details: { floor: 3, elevator: true, surface: 95.5, bedroom_count: 4, wishes: 'Calme' },
    });
  });

  it('fills city, country and coordinates from the city id', async () => {
    const { cookie } = await owner();
    const home = (await api.post({}, cookie)).json();
    const res = await api.put(home.id, { city_id: cities.villeurbanne, postal_code: '69100', address: '3 cours Émile-Zola' }, cookie);
    expect(res.json()).toMatchObject({
      city: 'Villeurbanne',
      country: 6,
      step: 1,
      details: { city_id: cities.villeurbanne, lat: 45.7719, lng: 4.8902 },
    });
    const cleared = await api.put(home.id, { city_id: null }, cookie);
    expect(cleared.json()).toMatchObject({ city: null, country: null, step: 0, details: { city_id: null, lat: null, lng: null } });
  });

  it('checks postal codes: 5 digits in France and overseas, free up to 10 characters elsewhere', async () => {
    const { cookie } = await owner();
    const home = (await api.post({}, cookie)).json();
    for (const [cityId, postal] of [[cities.lyon, '6900'], [cities.lyon, 'ABCDE'], [cities.saintDenisReunion, '974']] as const) {
      const res = await api.put(home.id, { city_id: cityId, postal_code: postal }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Le code postal doit contenir 5 chiffres.' });
    }
    expect((await api.put(home.id, { city_id: cities.bruxelles, postal_code: 'B-1000' }, cookie)).json()).toMatchObject({
      postal_code: 'B-1000',
      city: 'Bruxelles',
    });
    // Moving the home to France makes the stored Belgian code wrong.
    expect((await api.put(home.id, { city_id: cities.paris }, cookie)).statusCode).toBe(400);
    const long = await api.put(home.id, { postal_code: '12345678901' }, cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'Le code postal doit contenir au plus 10 caractères.' });
  });

  it('refuses an unknown city', async () => {
    const { cookie } = await owner();
    const home = (await api.post({}, cookie)).json();
    const res = await api.put(home.id, { city_id: 123456789 }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Cette ville est inconnue : choisissez-la dans la liste proposée.' });
  });

  it("creates the home on 'default' when the user has none, then updates that one", async () => {
    const { cookie, user } = await owner('users');
    const created = await api.put('default', { name: 'Ma coloc' }, cookie);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Ma coloc', user_id: user.id, is_coloc: true });
    const updated = await api.put('default', { name: 'Ma coloc à Lyon' }, cookie);
    expect(updated.json()).toMatchObject({ id: created.json().id, name: 'Ma coloc à Lyon' });
    expect(await ctx.app.db.selectFrom('homes').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });

  it("answers 403 on someone else's home whatever the body, and changes nothing", async () => {
    const alice = await owner();
    const bob = await owner();
    const home = (await api.post({ ...completeListing(cities.lyon), name: 'Chez Alice' }, alice.cookie)).json();
    const before = { home: await homeRow(home.id), rooms: await roomRows(home.id) };
    for (const payload of [{ name: 'Pirate' }, { unknown_field: 1 }, { rooms: [] }, { description: 'x'.repeat(5000) }]) {
      const res = await api.put(home.id, payload, bob.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect({ home: await homeRow(home.id), rooms: await roomRows(home.id) }).toEqual(before);
  });

  it('answers 401 when anonymous and 404 for an unknown id', async () => {
    const { cookie } = await owner();
    const home = (await api.post({}, cookie)).json();
    expect((await api.put(home.id, { name: 'X' })).json()).toEqual(UNAUTHORIZED);
    expect((await api.put(999999, { name: 'X' }, cookie)).statusCode).toBe(404);
  });

  it('replaces the rooms: keeps and updates known ids, inserts new ones, deletes the missing', async () => {
    const { cookie } = await owner();
    const home = (
      await api.post({ rooms: [{ number: 0, name: 'A', rent: 400 }, { number: 1, name: 'B', rent: 420, furnished: true }, { number: 2, name: 'C' }] }, cookie)
    ).json();
    const [a, b] = home.rooms;
    const res = await api.put(
      home.id,
      {
        rooms: [
          { id: b.id, number: 0, rent: 430 },
          { id: a.id, number: 1, name: 'A bis', available_from: '2026-09-01', private_bathroom: true },
          { number: 5, name: 'Nouvelle', rent: 380, charges: 30 },
        ],
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const rooms = res.json().rooms;
    expect(rooms).toEqual([
      { id: b.id, number: 0, name: 'B', rent: 430, charges: null, surface: null, available_from: null, furnished: true, private_bathroom: false, private_toilets: false },
      { id: a.id, number: 1, name: 'A bis', rent: 400, charges: null, surface: null, available_from: '2026-09-01', furnished: false, private_bathroom: true, private_toilets: false },
      { id: expect.any(Number), number: 5, name: 'Nouvelle', rent: 380, charges: 30, surface: null, available_from: null, furnished: false, private_bathroom: false, private_toilets: false },
    ]);
    expect((await roomRows(home.id)).map((r) => r.id).sort()).toEqual(rooms.map((r: { id: number }) => r.id).sort());
    expect((await api.put(home.id, { rooms: [] }, cookie)).json().rooms).toEqual([]);
    expect(await roomRows(home.id)).toEqual([]);
  });

  it('keeps null and 0 apart: a cleared rent is null, a rent of 0 stays 0', async () => {
    const { cookie } = await owner();
    const home = (await api.post({ rooms: [{ number: 0, rent: 400, charges: 20 }], surface: 80, floor: 2 }, cookie)).json();
    const roomId = home.rooms[0].id;
    const res = await api.put(home.id, { rooms: [{ id: roomId, number: 0, rent: 0, charges: null }], floor: 0, surface: null }, cookie);
    expect(res.json().rooms[0]).toMatchObject({ rent: 0, charges: null });
    expect(res.json().details).toMatchObject({ floor: 0, surface: null });
    const cleared = await api.put(home.id, { rooms: [{ id: roomId, number: 0, rent: null }], floor: null }, cookie);
    expect(cleared.json().rooms[0].rent).toBeNull();
    expect(cleared.json().details.floor).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ['duplicate numbers', [{ number: 1 }, { number: 1 }], 'Deux chambres ne peuvent pas avoir le même numéro.'],
    ['a number above 19', [{ number: 20 }], "Le numéro d'une chambre doit être un entier entre 0 et 19."],
    ['a missing number', [{ rent: 300 }], 'Le numéro de chaque chambre est obligatoire.'],
    ['a negative rent', [{ number: 0, rent: -1 }], "Le loyer d'une chambre doit être compris entre 0 et 10 000 €."],
    ['a rent above 10 000', [{ number: 0, rent: 10001 }], "Le loyer d'une chambre doit être compris entre 0 et 10 000 €."],
    ['charges above 5 000', [{ number: 0, charges: 5001 }], "Les charges d'une chambre doivent être comprises entre 0 et 5 000 €."],
    ['a surface of 0', [{ number: 0, surface: 0 }], "La surface d'une chambre doit être comprise entre 1 et 500 m²."],
    ['a surface above 500', [{ number: 0, surface: 501 }], "La surface d'une chambre doit être comprise entre 1 et 500 m²."],
    ['an impossible date', [{ number: 0, available_from: '2026-02-30' }], "La date de disponibilité d'une chambre est invalide (AAAA-MM-JJ)."],
    ['a French-format date', [{ number: 0, available_from: '01/09/2026' }], "La date de disponibilité d'une chambre est invalide (AAAA-MM-JJ)."],
    ['21 rooms', Array.from({ length: 21 }, (_, i) => ({ number: i % 20 })), 'La liste des chambres est invalide (20 chambres au plus).'],
    ['an unknown room field', [{ number: 0, price: 3 }], 'Champ inconnu : price.'],
  ])('refuses rooms with %s and keeps the old ones', async (_label, rooms, message) => {
    const { cookie } = await owner();
    const home = (await api.post({ rooms: [{ number: 0, rent: 400 }] }, cookie)).json();
    const res = await api.put(home.id, { rooms }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect((await roomRows(home.id)).map((r) => r.id)).toEqual([home.rooms[0].id]);
  });

  it("refuses a room id of another home", async () => {
    const alice = await owner();
    const bob = await owner();
    const aliceHome = (await api.post({ rooms: [{ number: 0, rent: 400 }] }, alice.cookie)).json();
    const bobHome = (await api.post({}, bob.cookie)).json();
    const res = await api.put(bobHome.id, { rooms: [{ id: aliceHome.rooms[0].id, number: 0, rent: 1 }] }, bob.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Cette chambre ne fait pas partie de ce logement.' });
    expect((await roomRows(aliceHome.id))[0]).toMatchObject({ home_id: aliceHome.id, rent: 400 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown home type', { home_type: 999 }, 'Le type de logement choisi est invalide.'],
    ['an unknown amenity', { amenities: [1, 999] }, 'Un des équipements choisis est invalide.'],
    ['an unknown eco practice', { ecoloc: [999] }, 'Une des pratiques écologiques choisies est invalide.'],
    ['an unknown service', { service_list: [0] }, 'Un des services choisis est invalide.'],
    ['a name of 121 characters', { name: 'n'.repeat(121) }, "Le nom de l'annonce doit contenir au plus 120 caractères."],
    ['an address of 201 characters', { address: 'a'.repeat(201) }, "L'adresse doit contenir au plus 200 caractères."],
    ['a description of 4001 characters', { description: 'd'.repeat(4001) }, 'La description doit contenir au plus 4000 caractères.'],
    ['wishes of 1001 characters', { wishes: 'w'.repeat(1001) }, 'Le texte sur vos souhaits doit contenir au plus 1000 caractères.'],
    ['a floor of 1.5', { floor: 1.5 }, "L'étage doit être un entier entre -5 et 200."],
    ['an unknown offer', { offer: 'premium' }, "L'offre choisie n'existe pas."],
    ['a moderation status other than pending', { moderation_status: 'accepted' }, 'Seule la demande de modération (« pending ») peut être envoyée.'],
    ['an unknown field', { password_hash: 'x' }, 'Champ inconnu : password_hash.'],
    ['a body that is not an object', [] as unknown as Record<string, unknown>, 'Le corps de la requête est invalide.'],
  ])('answers a French 400 for %s', async (_label, payload, message) => {
    const { cookie } = await owner();
    const home = (await api.post({ name: 'Intact' }, cookie)).json();
    const res = await api.put(home.id, payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect((await homeRow(home.id))?.updated_at).toBe(home.updated_at);
  });

  it('stores option ids without duplicates, and a known offer', async () => {
    const { cookie } = await owner();
    const home = (await api.post({}, cookie)).json();
    const res = await api.put(home.id, { home_type: 2, amenities: [1, 4, 1], ecoloc: [2], service_list: [3, 5], pay_by_service: true, offer: 'mandate' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ offer: 'mandate', details: { home_type: 2, amenities: [1, 4], ecoloc: [2], service_list: [3, 5], pay_by_service: true } });
    expect((await api.put(home.id, { offer: null, home_type: null }, cookie)).json()).toMatchObject({ offer: null, details: { home_type: null } });
  });

  it('ignores the read-only fields of a home object sent back, step included', async () => {
    const { cookie } = await owner();
    const home = (await api.post({ name: 'Retour' }, cookie)).json();
    const res = await api.put(home.id, { ...home, step: 3, published: true, city: 'Paris', reference_rent_month: 1, name: 'Retour 2' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ step: 0, published: false, city: null, reference_rent_month: null, name: 'Retour 2' });
  });

  it('computes the step from the content: address, then description and rent, then a photo', async () => {
    const { cookie } = await owner();
    const home = (await api.post({}, cookie)).json();
    expect((await api.put(home.id, { description: 'Une description assez longue pour compter.', rooms: [{ number: 0, rent: 500 }] }, cookie)).json().step).toBe(0);
    expect((await api.put(home.id, { address: '5 place Bellecour', city_id: cities.lyon }, cookie)).json().step).toBe(2);
    expect((await api.put(home.id, { description: 'Trop court' }, cookie)).json().step).toBe(1);
    expect((await api.put(home.id, { description: 'Une description assez longue pour compter.', rooms: [{ number: 0 }] }, cookie)).json().step).toBe(1);
    expect((await api.put(home.id, { rooms: [{ number: 0, rent: 0 }] }, cookie)).json().step).toBe(2);
    const photo = await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg())], cookie);
    expect(photo.statusCode).toBe(200);
    expect((await api.get(home.id, cookie)).json().step).toBe(3);
  });

  it('checks that image_orders is a permutation of the photos', async () => {
    const { cookie } = await owner();
    const other = await owner();
    const home = (await api.post({}, cookie)).json();
    const otherHome = (await api.post({}, other.cookie)).json();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push((await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg(30 + i, 20))], cookie)).json().id);
    }
    const foreign = (await upload(ctx, `/api/homes/${otherHome.id}/images`, [imageFile(await makeJpeg())], other.cookie)).json().id;
    expect((await api.get(home.id, cookie)).json().image_orders).toEqual(ids);
    const reordered = [ids[2], ids[0], ids[1]];
    expect((await api.put(home.id, { image_orders: reordered }, cookie)).json().image_orders).toEqual(reordered);
    for (const wrong of [[ids[0], ids[1]], [ids[0], ids[1], ids[1]], [ids[0], ids[1], foreign], [...ids, foreign]]) {
      const res = await api.put(home.id, { image_orders: wrong }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "L'ordre des photos doit reprendre exactement les photos de l'annonce." });
    }
    expect((await api.get(home.id, cookie)).json().image_orders).toEqual(reordered);
  });

  it('submits for moderation only a complete home, rolling back the whole write otherwise', async () => {
    const { cookie } = await owner();
    const home = (await api.post(completeListing(cities.lyon), cookie)).json();
    const refused = await api.put(home.id, { moderation_status: 'pending', name: 'Ne doit pas changer' }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^Votre annonce doit être complète .* avant la modération\.$/);
    expect(await homeRow(home.id)).toMatchObject({ name: home.name, moderation_status: null });

    await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg())], cookie);
    const submitted = await api.put(home.id, { moderation_status: 'pending' }, cookie);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ step: 3, moderation_status: 'pending', published: false });
    // Sending back null (what the client received before) does not withdraw it.
    expect((await api.put(home.id, { moderation_status: null }, cookie)).json().moderation_status).toBe('pending');
  });

  it('keeps a published home published when its content is edited, back in the moderation queue', async () => {
    const { cookie } = await owner();
    const home = (await api.post(completeListing(cities.lyon), cookie)).json();
    await ctx.app.db.updateTable('homes').set({ published: 1, moderation_status: 'accepted' }).where('id', '=', home.id).execute();
    const res = await api.put(home.id, { description: 'Une toute nouvelle description de notre appartement.', rooms: [] }, cookie);
    expect(res.json()).toMatchObject({ published: true, moderation_status: 'pending', step: 1 });
  });
});

describe('DELETE /api/homes/:id', () => {
  it('deletes the home, its rooms and its photos (rows and files)', async () => {
    const { cookie } = await owner();
    const home = (await api.post(completeListing(cities.lyon), cookie)).json();
    const photo = (await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg())], cookie)).json();
    // The home is not published: its photo is served to its owner only.
    expect((await ctx.app.inject({ method: 'GET', url: photo.url, headers: { cookie } })).statusCode).toBe(200);
    const image = await ctx.app.db.selectFrom('images').selectAll().where('id', '=', photo.id).executeTakeFirstOrThrow();
    const original = path.join(ctx.dataDir, image.file);
    const cache = path.join(ctx.dataDir, 'image-cache', String(image.id));
    expect(fs.existsSync(original)).toBe(true);
    expect(fs.existsSync(cache)).toBe(true);

    const res = await api.remove(home.id, cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await homeRow(home.id)).toBeUndefined();
    expect(await roomRows(home.id)).toEqual([]);
    expect(await ctx.app.db.selectFrom('images').select('id').where('id', '=', photo.id).execute()).toEqual([]);
    expect(fs.existsSync(original)).toBe(false);
    expect(fs.existsSync(cache)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect((await api.get('default', cookie)).statusCode).toBe(404);
  });

  it("answers 403 on someone else's home and deletes nothing; 401 when anonymous; 404 when unknown", async () => {
    const alice = await owner();
    const bob = await owner();
    const home = (await api.post(completeListing(cities.lyon), alice.cookie)).json();
    const forbidden = await api.remove(home.id, bob.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(FORBIDDEN);
    expect((await api.remove(home.id)).statusCode).toBe(401);
    expect(await homeRow(home.id)).toBeDefined();
    expect(await roomRows(home.id)).toHaveLength(1);
    expect((await api.remove(999999, bob.cookie)).statusCode).toBe(404);
    expect((await api.remove('default', bob.cookie)).json()).toEqual({ error: 'Aucun logement.' });
  });
});
