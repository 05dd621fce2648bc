import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { insertCities, type CityKey } from '../homes/fixtures';
import { api, citySearch, listing, seeker } from '../matching/fixtures';

let ctx: TestContext;
let cities: Record<CityKey, number>;
let me: Awaited<ReturnType<typeof seeker>>;
let other: Awaited<ReturnType<typeof seeker>>;
let third: Awaited<ReturnType<typeof seeker>>;
let pro: { cookie: string; id: number };
let proHome: number;

beforeAll(async () => {
  ctx = await createTestApp();
  cities = await insertCities(ctx.app.db);
  const lyon = { city_searches: citySearch(cities.lyon) };
  me = await seeker(ctx, { first_name: 'Camille', search: lyon });
  other = await seeker(ctx, { first_name: 'Jade', name: 'Roux', search: lyon });
  third = await seeker(ctx, { first_name: 'Hugo', search: lyon });
  const signed = await signup(ctx.app, { type: 'proprietaire' });
  pro = { cookie: signed.cookie, id: signed.user.id };
  proHome = (await listing(ctx, pro.cookie, cities.lyon, { photo: true })).id;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe('POST /api/homes/accordances/{home_id|default}', () => {
  it('likes a person, and a second like withdraws it (toggle)', async () => {
    expect((await api(ctx).like(me.cookie, 'default', { type: 'like', user_id: other.id })).json()).toEqual({ type: 'like' });
    expect((await get('/api/homes/accordances/default?counter=1', me.cookie)).json()).toEqual({ Count: 1 });
    expect((await api(ctx).like(me.cookie, 'default', { type: 'like', user_id: other.id })).json()).toEqual({ type: null });
    expect((await get('/api/homes/accordances/default?counter=1', me.cookie)).json()).toEqual({ Count: 0 });
  });

  it('replaces a like by a dislike and back', async () => {
    await api(ctx).like(me.cookie, 'default', { type: 'like', user_id: third.id });
    expect((await api(ctx).like(me.cookie, 'default', { type: 'dislike', user_id: third.id })).json()).toEqual({ type: 'dislike' });
    const rows = await ctx.app.db.selectFrom('accordances').selectAll().where('user_id', '=', me.id).where('target_user_id', '=', third.id).execute();
    expect(rows).toEqual([expect.objectContaining({ type: 'dislike', home_id: null })]);
    expect((await api(ctx).like(me.cookie, 'default', { type: 'like', user_id: third.id })).json()).toEqual({ type: 'like' });
    await api(ctx).like(me.cookie, 'default', { type: 'like', user_id: third.id });
  });

  it('favours a published home (no user_id) and counts it among the favourites', async () => {
    expect((await api(ctx).like(me.cookie, proHome, { type: 'like' })).json()).toEqual({ type: 'like' });
    expect((await api(ctx).like(me.cookie, 'default', { type: 'like', user_id: other.id })).json()).toEqual({ type: 'like' });
    const count = await get('/api/accordances?counter=1', me.cookie);
    expect(count.statusCode).toBe(200);
    expect(count.json()).toBe(2);
    // Only people count for GET /homes/accordances/default.
    expect((await get('/api/homes/accordances/default?counter=1', me.cookie)).json()).toEqual({ Count: 1 });
  });

  it("records a professional's choices per home, and refuses someone else's home", async () => {
    expect((await api(ctx).like(pro.cookie, proHome, { type: 'like', user_id: me.id })).json()).toEqual({ type: 'like' });
    expect((await get(`/api/homes/accordances/${proHome}?counter=1`, pro.cookie)).json()).toEqual({ Count: 1 });
    expect((await get('/api/homes/accordances/default?counter=1', pro.cookie)).json()).toEqual({ Count: 1 });
    const list = (await get(`/api/homes/accordances/${proHome}`, pro.cookie)).json();
    expect(list.Count).toBe(1);
    expect(list.Hits[0]).toMatchObject({ SecondUser: { UserID: me.id, IsFavorite: true }, Favoris: true });
    // The seeker's own choices are separate from the professional's.
    expect((await get('/api/homes/accordances/default?counter=1', me.cookie)).json()).toEqual({ Count: 1 });

    expect((await api(ctx).like(other.cookie, proHome, { type: 'like', user_id: me.id })).statusCode).toBe(403);
    expect((await get(`/api/homes/accordances/${proHome}?counter=1`, other.cookie)).statusCode).toBe(403);
    // A professional's dislike hides the profile from that home's matching only.
    await api(ctx).like(pro.cookie, proHome, { type: 'dislike', user_id: other.id });
    const matches = (await api(ctx).homeUsers(pro.cookie, proHome)).json();
    expect(matches.Hits.map((hit: { SecondUser: { UserID: number } }) => hit.SecondUser.UserID)).not.toContain(other.id);
    expect(matches.Hits.find((hit: { SecondUser: { UserID: number } }) => hit.SecondUser.UserID === me.id).SecondUser.IsFavorite).toBe(true);
  });

  it('refuses a group from a seeker, oneself, unknown people and homes, and a target-less choice', async () => {
    const cases: Array<[number | string, object, number, string]> = [
      ['default', { type: 'like', group_id: 3 }, 400, "Un groupe s'aime ou s'écarte depuis la vue des profils d'un de vos logements."],
      ['default', { type: 'like', user_id: me.id }, 400, 'Vous ne pouvez pas vous choisir vous-même.'],
      ['default', { type: 'like', user_id: pro.id }, 404, 'Ce profil est introuvable.'],
      ['default', { type: 'like' }, 400, 'Précisez le profil (user_id) ou choisissez un logement.'],
      [999_999, { type: 'like' }, 404, 'Ce logement est introuvable.'],
      ['default', { type: 'love', user_id: other.id }, 400, 'Le choix doit être « like » ou « dislike ».'],
    ];
    for (const [home, body, status, error] of cases) {
      const res = await api(ctx).like(me.cookie, home, body);
      expect({ body, status: res.statusCode, error: res.json().error }).toEqual({ body, status, error });
    }
    expect((await api(ctx).like(pro.cookie, proHome, { type: 'like' })).json().error).toBe('Choisissez un profil (user_id) pour ce logement.');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/homes/accordances/default', payload: { type: 'like' } })).statusCode).toBe(401);
  });
});

describe('GET /api/users/{id}/favorite and /dislike', () => {
  it('lists the caller’s favourite people and homes as cards', async () => {
    const res = await get(`/api/users/${me.id}/favorite`, me.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.users.map((hit: { SecondUser: { UserID: number } }) => hit.SecondUser.UserID)).toEqual([other.id]);
    expect(body.users[0]).toMatchObject({ SecondUser: { FirstName: 'Jade', Name: 'R.', IsFavorite: true }, GlobalScore: { Total: expect.any(Number) } });
    expect(body.homes).toEqual([expect.objectContaining({ HomeID: proHome, IsFavorite: true, DistanceKm: null, image_link: expect.stringMatching(/^\/image\//) })]);
    expect((await get('/api/accordances', me.cookie)).json()).toEqual(body);
  });

  it('lists the disliked ones', async () => {
    await api(ctx).like(me.cookie, 'default', { type: 'dislike', user_id: third.id });
    const body = (await get(`/api/users/${me.id}/dislike`, me.cookie)).json();
    expect(body.users.map((hit: { SecondUser: { UserID: number } }) => hit.SecondUser.UserID)).toEqual([third.id]);
    expect(body.homes).toEqual([]);
    expect(body.users[0].SecondUser.IsFavorite).toBe(false);
  });

  it("lists a professional's choices for one home with home_id", async () => {
    const body = (await get(`/api/users/${pro.id}/favorite?home_id=${proHome}`, pro.cookie)).json();
    expect(body.users.map((hit: { SecondUser: { UserID: number } }) => hit.SecondUser.UserID)).toEqual([me.id]);
    const disliked = (await get(`/api/users/${pro.id}/dislike?home_id=${proHome}`, pro.cookie)).json();
    expect(disliked.users.map((hit: { SecondUser: { UserID: number } }) => hit.SecondUser.UserID)).toEqual([other.id]);
    expect((await get(`/api/users/${other.id}/favorite?home_id=${proHome}`, other.cookie)).statusCode).toBe(403);
  });

  it("refuses someone else's lists", async () => {
    expect((await get(`/api/users/${other.id}/favorite`, me.cookie)).statusCode).toBe(403);
    expect((await get(`/api/users/${other.id}/dislike`, me.cookie)).statusCode).toBe(403);
  });

  it('stops counting people who are gone and homes no longer published', async () => {
    await ctx.app.db.updateTable('homes').set({ published: 0 }).where('id', '=', proHome).execute();
    expect((await get('/api/accordances?counter=1', me.cookie)).json()).toBe(1);
    expect((await get(`/api/users/${me.id}/favorite`, me.cookie)).json().homes).toEqual([]);
    await ctx.app.db.deleteFrom('users').where('id', '=', other.id).execute();
    expect((await get('/api/accordances?counter=1', me.cookie)).json()).toBe(0);
  });
});
