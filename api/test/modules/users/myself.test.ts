import { nowIso } from '../../../src/db';
import { createTestApp, myself, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const UNAUTHORIZED = { error: 'Vous devez être connecté.' };

describe('GET /api/users/myself', () => {
  it('answers 401 without a cookie, with an unknown token and with a malformed one', async () => {
    for (const cookie of [null, 'tp_session=inconnu', `tp_session=${'x'.repeat(500)}`]) {
      const res = await myself(ctx.app, cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('answers the user object, not cacheable', async () => {
    const { cookie, user } = await signup(ctx.app, { type: 'agent', business_name: 'Agence Bellecour' });
    const res = await myself(ctx.app, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(user);
    expect(res.json()).toMatchObject({ type: 4, company: { business_name: 'Agence Bellecour' }, home: null });
  });

  it('converts booleans and JSON columns at the edge and lists subscriptions by date', async () => {
    const { cookie, user } = await signup(ctx.app, { type: 'prop-occupant' });
    const db = ctx.app.db;
    // Image rows (their files are not needed to build the object): two photos and an avatar.
    const image = (kind: 'home' | 'avatar', public_id: string) =>
      db
        .insertInto('images')
        .values({ user_id: user.id, home_id: kind === 'home' ? user.home.id : null, kind, file: `images/00/${public_id}.jpg`, width: 1, height: 1, bytes: 1, sha256: '0'.repeat(64), public_id, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
    const first = await image('home', 'FirstPhotoPublicId0001');
    const second = await image('home', 'SecondPhotoPublicId002');
    const avatar = await image('avatar', 'AvatarPhotoPublicId003');
    await db
      .updateTable('homes')
      .set({ city: 'Saint-Étienne', published: 1, image_orders: JSON.stringify([second.id, first.id]), reference_rent_auto: 1, reference_rent_month: 12.5, step: 3 })
      .where('user_id', '=', user.id)
      .execute();
    await db
      .updateTable('users')
      .set({ home_leased: 1, avatar_image_id: avatar.id, avatar_color: '#4DB6AC', avatar_approved: 1 })
      .where('id', '=', user.id)
      .execute();
    const now = new Date().toISOString();
    await db
      .insertInto('subscriptions')
      .values([
        { user_id: user.id, offer: 'mandat', valid_until: '2031-01-01', created_at: now },
        { user_id: user.id, offer: 'premium', valid_until: '2030-06-30', created_at: now },
      ])
      .execute();

    const body = (await myself(ctx.app, cookie)).json();
    expect(body.home_leased).toBe(true);
    // The ids serve actions; the public ids are what the pages put in image URLs (issue 17, finding 4).
    expect(body.avatar).toEqual({ id: avatar.id, public_id: 'AvatarPhotoPublicId003', color: '#4DB6AC', approved: true });
    expect(body.home).toMatchObject({
      city: 'Saint-Étienne',
      is_coloc: false,
      published: true,
      image_orders: [second.id, first.id],
      photos: [
        { id: second.id, public_id: 'SecondPhotoPublicId002' },
        { id: first.id, public_id: 'FirstPhotoPublicId0001' },
      ],
      reference_rent_auto: true,
      reference_rent_month: 12.5,
      public_url: `/colocation-saint-etienne/${body.home.id}`,
    });
    expect(body.subscriptions).toEqual([
      { id: expect.any(Number), offer: 'premium', valid_until: '2030-06-30' },
      { id: expect.any(Number), offer: 'mandat', valid_until: '2031-01-01' },
    ]);
  });

  it('embeds the profile and the current search', async () => {
    const { cookie, user } = await signup(ctx.app);
    expect(user.profile).toMatchObject({ user_id: user.id, gender: null, sports: [], importance: { lifestyle: 3 } });
    expect(user.search).toBeNull();
    await ctx.app.inject({ method: 'PUT', url: `/api/profiles/${user.profile.id}`, payload: { gender: 2, sports: [3] }, headers: { cookie } });
    const created = await ctx.app.inject({ method: 'POST', url: '/api/searches', payload: { radius: 8 }, headers: { cookie } });
    const body = (await myself(ctx.app, cookie)).json();
    expect(body.profile).toMatchObject({ id: user.profile.id, gender: 2, sports: [3] });
    expect(body.search_id).toBe(created.json().id);
    expect(body.search).toEqual(created.json());
  });

  it("never embeds a search that is not the user's own", async () => {
    const alice = await signup(ctx.app);
    const bob = await signup(ctx.app);
    const bobs = await ctx.app.inject({ method: 'POST', url: '/api/searches', payload: {}, headers: { cookie: bob.cookie } });
    await ctx.app.db.updateTable('users').set({ search_id: bobs.json().id }).where('id', '=', alice.user.id).execute();
    const body = (await myself(ctx.app, alice.cookie)).json();
    expect(body).toMatchObject({ search_id: null, search: null });
  });
});
