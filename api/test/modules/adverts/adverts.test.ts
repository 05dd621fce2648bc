import { nowIso } from '../../../src/db';
import { todayInFrance } from '../../../src/modules/profiles/age';
import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { homesApi, insertCities, type CityKey } from '../homes/fixtures';
import { api as matchApi, citySearch, listing, seeker } from '../matching/fixtures';
import { call, homeRow, moderator, submittedAdvert } from '../moderation/fixtures';
import { INTERNAL_RENDER_HEADER, INTERNAL_RENDER_TOKEN } from '../../../src/modules/adverts/views';

let ctx: TestContext;
let cities: Record<CityKey, number>;
let send: ReturnType<typeof call>;
let mod: Awaited<ReturnType<typeof moderator>>;

beforeAll(async () => {
  ctx = await createTestApp();
  cities = await insertCities(ctx.app.db);
  send = call(ctx);
  mod = await moderator(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const GONE = { error: "Cette annonce n'existe pas ou n'est plus en ligne." };

async function published(home: Record<string, unknown> = {}) {
  const advert = await submittedAdvert(ctx, cities.lyon, { home });
  const res = await send('POST', `/api/moderation/homes/${advert.id}/approve`, mod.cookie);
  if (res.statusCode !== 200) throw new Error(`approve: ${res.statusCode} ${res.body}`);
  return advert;
}

async function views(homeId: number): Promise<number> {
  const row = await ctx.app.db.selectFrom('advert_views').select('count').where('home_id', '=', homeId).where('day', '=', todayInFrance()).executeTakeFirst();
  return row?.count ?? 0;
}

async function addTenancy(homeId: number, roomId: number | null, tenantUserId: number | null) {
  const now = nowIso();
  await ctx.app.db
    .insertInto('tenancies')
    .values({
      home_id: homeId,
      room_id: roomId,
      tenant_user_id: tenantUserId,
      tenant_name: 'Locataire',
      tenant_email: null,
      start_date: '2025-01-01',
      end_date: null,
      rent: 500,
      charges: 50,
      deposit: 500,
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe('GET /api/adverts/:home_id for a visitor', () => {
  it('answers the public advert without the street address, with option texts and rooms', async () => {
    const advert = await published({
      home_type: 1,
      surface: 95,
      bedroom_count: 3,
      furnished: true,
      amenities: [1, 2],
      wishes: 'Des personnes calmes.',
      rooms: [
        { number: 0, name: 'chambre bleue', rent: 500, charges: 50, surface: 12 },
        { number: 1, rent: 420, charges: 40, available_from: '2999-01-01' },
      ],
    });
    const res = await send('GET', `/api/adverts/${advert.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toMatch(/Cookie/);
    const body = res.json();
    expect(body).toMatchObject({
      id: advert.id,
      title: 'Grande colocation lumineuse',
      city: 'Lyon',
      district: 'Lyon 2e',
      postal_code_prefix: '69',
      country: 'France',
      home_type: 'Appartement',
      surface: 95,
      bedroom_count: 3,
      furnished: true,
      amenities: ['Wi-Fi', 'Lave-linge'],
      is_coloc: false,
      pay_by_service: false,
      services: null,
      service_list: [],
      photo_ids: [advert.photoUrl.split('/')[2]],
      rent_min: 420,
      rent_max: 500,
      charges_total: 90,
      flatmates: [],
      contact_user_id: advert.owner.user.id,
      landlord_first_name: 'Paul',
      match_percent: null,
      match_reasons: [],
      public_url: `/colocation-lyon/${advert.id}`,
      published: true,
      preview: false,
      wishes: 'Des personnes calmes.',
    });
    expect(body.rooms).toEqual([
      expect.objectContaining({ number: 0, display_name: 'Chambre bleue', rent: 500, available: true }),
      expect.objectContaining({ number: 1, display_name: 'Chambre B', rent: 420, available: false }),
    ]);
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('postal_code');
    expect(res.body).not.toContain('rue de la République');
    expect(res.body).not.toContain('Martin');
  });

  it('answers 404 in French for an unknown, unpublished or refused advert', async () => {
    expect((await send('GET', '/api/adverts/999999')).json()).toEqual(GONE);
    const draft = await submittedAdvert(ctx, cities.lyon);
    const res = await send('GET', `/api/adverts/${draft.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(GONE);
    expect((await send('GET', '/api/adverts/abc')).json()).toEqual({ error: "L'identifiant de l'annonce est invalide." });
  });

  it('shows the housing-for-services terms and the services expected', async () => {
    const advert = await published({
      pay_by_service: true,
      service_list: [3, 4],
      services: { hours_per_week: 8, tasks: 'Courses\nRepas du soir', trial_weeks: 2, notice_days: 30 },
    });
    expect((await send('GET', `/api/adverts/${advert.id}`)).json()).toMatchObject({
      pay_by_service: true,
      services: { hours_per_week: 8, tasks: 'Courses\nRepas du soir', trial_weeks: 2, notice_days: 30 },
      service_list: ['Courses', 'Préparation des repas'],
    });
  });
});

describe('views', () => {
  const read = (homeId: number, ip: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/adverts/${homeId}`, remoteAddress: ip, headers: cookie ? { cookie } : {} });

  it('counts one view per visitor per advert per day, but the landlords’ and previews (issue 17, finding 6)', async () => {
    const advert = await published();
    const stranger = await signup(ctx.app);
    // 20 anonymous reads from one address: one view.
    for (let i = 0; i < 20; i++) expect((await read(advert.id, '198.51.100.7')).statusCode).toBe(200);
    expect(await views(advert.id)).toBe(1);
    // Another address is another visitor; a signed-in visitor is one wherever they read from.
    await read(advert.id, '198.51.100.8');
    await read(advert.id, '198.51.100.9', stranger.cookie);
    await read(advert.id, '203.0.113.1', stranger.cookie);
    expect(await views(advert.id)).toBe(3);
    await send('GET', `/api/adverts/${advert.id}`, advert.owner.cookie);
    await send('GET', `/api/adverts/${advert.id}?preview=1`, mod.cookie);
    expect(await views(advert.id)).toBe(3);
    // Concurrent reads by one new visitor still count once.
    await Promise.all([read(advert.id, '198.51.100.20'), read(advert.id, '198.51.100.20'), read(advert.id, '198.51.100.20')]);
    expect(await views(advert.id)).toBe(4);
    const rows = await ctx.app.db.selectFrom('advert_views').selectAll().where('home_id', '=', advert.id).execute();
    expect(rows).toEqual([{ home_id: advert.id, day: todayInFrance(), count: 4 }]);
    // No address is stored, only salted hashes of it with the day.
    const visitors = await ctx.app.db.selectFrom('advert_view_visitors').select('visitor').where('home_id', '=', advert.id).execute();
    expect(visitors.map((v) => v.visitor).join(' ')).not.toMatch(/198\.51|203\.0/);
  });

  it('does not count the server renderer’s own read of the advert', async () => {
    const advert = await published();
    await ctx.app.inject({ method: 'GET', url: `/api/adverts/${advert.id}`, headers: { [INTERNAL_RENDER_HEADER]: INTERNAL_RENDER_TOKEN } });
    expect(await views(advert.id)).toBe(0);
    // A client guessing the header gains nothing: its read counts as any other.
    await ctx.app.inject({ method: 'GET', url: `/api/adverts/${advert.id}`, headers: { [INTERNAL_RENDER_HEADER]: 'devine' } });
    expect(await views(advert.id)).toBe(1);
  });
});

describe('preview', () => {
  it('lets the landlords and the moderators read an unpublished advert, nobody else', async () => {
    const draft = await submittedAdvert(ctx, cities.lyon);
    const stranger = await signup(ctx.app, { type: 'proprietaire' });
    const url = `/api/adverts/${draft.id}?preview=1`;
    expect((await send('GET', url)).json()).toEqual(GONE);
    expect((await send('GET', url, stranger.cookie)).json()).toEqual(GONE);
    // Without asking for the preview, even the owner gets the public answer.
    expect((await send('GET', `/api/adverts/${draft.id}`, draft.owner.cookie)).statusCode).toBe(404);

    const own = await send('GET', url, draft.owner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.json()).toMatchObject({ id: draft.id, published: false, preview: true });
    expect((await send('GET', url, mod.cookie)).json()).toMatchObject({ preview: true });
    expect(await views(draft.id)).toBe(0);
    expect((await homeRow(ctx, draft.id)).published).toBe(0);
  });

  it('lets an accepted co-owner preview; a published advert is not a preview', async () => {
    const draft = await submittedAdvert(ctx, cities.lyon);
    const coOwner = await signup(ctx.app, { type: 'proprietaire' });
    await ctx.app.db
      .insertInto('home_landlords')
      .values({ home_id: draft.id, user_id: coOwner.user.id, email: coOwner.user.email, role: 'owner', status: 'accepted', created_at: nowIso() })
      .execute();
    expect((await send('GET', `/api/adverts/${draft.id}?preview=1`, coOwner.cookie)).json()).toMatchObject({ preview: true });
    await send('POST', `/api/moderation/homes/${draft.id}/approve`, mod.cookie);
    expect((await send('GET', `/api/adverts/${draft.id}?preview=1`, coOwner.cookie)).json()).toMatchObject({ preview: false, published: true });
  });
});

describe('for a signed-in seeker', () => {
  it('scores the home and each flatmate with the matching engine, and lists the tenants', async () => {
    const search = { city_searches: citySearch(cities.lyon) };
    const reader = await seeker(ctx, { first_name: 'Inès', search });
    const host = await seeker(ctx, { first_name: 'Hugo', name: 'Bernard', search, profile: { position: 2 } });
    const tenant = await seeker(ctx, { first_name: 'Léa', name: 'Petit', search, profile: { birth_date: '2000-03-01', work: 1 } });
    const home = await listing(ctx, host.cookie, cities.lyon, {
      photo: true,
      rooms: [
        { number: 0, rent: 450, charges: 40 },
        { number: 1, rent: 480, charges: 40 },
      ],
    });
    const rooms = await ctx.app.db.selectFrom('rooms').select('id').where('home_id', '=', home.id).orderBy('number').execute();
    await addTenancy(home.id, rooms[0]!.id, tenant.id);
    await ctx.app.db.updateTable('profiles').set({ private_fields: JSON.stringify(['work']) }).where('user_id', '=', host.id).execute();

    const res = await send('GET', `/api/adverts/${home.id}`, reader.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const advert = res.json();

    // The same percentage as the reader's matching card of this home.
    const hits = (await matchApi(ctx).homes(reader.cookie, { search_id: reader.searchId }, '?to=60')).json().Hits as Array<{ HomeID: number; GlobalScore: { Total: number; Reasons: string[] } }>;
    const card = hits.find((hit) => hit.HomeID === home.id)!;
    expect(card).toBeDefined();
    expect(advert.match_percent).toBe(Math.round(card.GlobalScore.Total / 2));
    expect(advert.match_reasons).toEqual(card.GlobalScore.Reasons);

    expect(advert.is_coloc).toBe(true);
    expect(advert.flatmates.map((f: { first_name: string }) => f.first_name)).toEqual(['Hugo', 'Léa']);
    const [hostCard, tenantCard] = advert.flatmates;
    expect(hostCard).toMatchObject({ user_id: host.id, name_initial: 'B.', age: expect.any(Number), occupation: null });
    expect(tenantCard).toMatchObject({ user_id: tenant.id, name_initial: 'P.', occupation: 'Étudiant(e)' });
    for (const flatmate of advert.flatmates) {
      expect(flatmate.match_percent).toBeGreaterThanOrEqual(0);
      expect(flatmate.match_percent).toBeLessThanOrEqual(100);
      expect(flatmate.reasons.length).toBeGreaterThan(0);
    }
    // The same pair score as the reader's profile card of the host.
    const people = (await matchApi(ctx).users(reader.cookie, { search_id: reader.searchId }, '?to=60')).json().Hits as Array<{ SecondUser: { UserID: number }; GlobalScore: { Total: number } }>;
    const hostHit = people.find((hit) => hit.SecondUser.UserID === host.id)!;
    expect(hostHit).toBeDefined();
    expect(hostCard.match_percent).toBe(Math.round(hostHit.GlobalScore.Total / 2));

    expect(advert.rooms.map((room: { available: boolean }) => room.available)).toEqual([false, true]);

    // The host reads their own advert: no score against themselves, no view counted.
    const own = (await send('GET', `/api/adverts/${home.id}`, host.cookie)).json();
    expect(own.match_percent).toBeNull();
    expect(own.flatmates.every((f: { match_percent: number | null }) => f.match_percent === null)).toBe(true);
    // A tenant is not scored against themselves.
    const mine = (await send('GET', `/api/adverts/${home.id}`, tenant.cookie)).json();
    expect(mine.flatmates.find((f: { user_id: number }) => f.user_id === tenant.id).match_percent).toBeNull();
    expect(mine.flatmates.find((f: { user_id: number }) => f.user_id === host.id).match_percent).toEqual(expect.any(Number));
  });

  it('gives no score to an owner or agent reading someone else’s advert', async () => {
    const advert = await published();
    const agent = await signup(ctx.app, { type: 'agent', business_name: 'Agence' });
    expect((await send('GET', `/api/adverts/${advert.id}`, agent.cookie)).json()).toMatchObject({ match_percent: null, match_reasons: [] });
  });

  it('marks every room taken when the whole home is let', async () => {
    const advert = await published();
    await addTenancy(advert.id, null, null);
    expect((await send('GET', `/api/adverts/${advert.id}`)).json().rooms.every((room: { available: boolean }) => !room.available)).toBe(true);
    // A tenancy without an account is not a flatmate card.
    expect((await send('GET', `/api/adverts/${advert.id}`)).json().flatmates).toEqual([]);
    expect((await homesApi(ctx).get(advert.id, advert.owner.cookie)).statusCode).toBe(200);
  });
});
