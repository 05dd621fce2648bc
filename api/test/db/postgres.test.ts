import { seedIfEmpty } from '../../src/db/seed';
import { seedDemoSeekers } from '../../src/db/seed/profiles';
import { createTestApp, DEFAULT_PASSWORD, myself, readOutbox, signin, signup, type TestContext } from '../helpers/app';
import { createScratchDatabase, describePg } from '../helpers/postgres';
import { homesApi, imageFile, makeJpeg, upload } from '../modules/homes/fixtures';

/* The same flows as the SQLite suites, against PostgreSQL (opt-in, see helpers/postgres.ts). */
describePg('PostgreSQL', () => {
  let ctx: TestContext;
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const scratch = await createScratchDatabase('tp_test');
    drop = scratch.drop;
    ctx = await createTestApp({ databaseUrl: scratch.url, rateLimits: { accountFailures: 3 } });
    await seedIfEmpty(ctx.app.db, ctx.dataDir);
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
    await drop();
  });

  it('signs up (all types), signs in, reads and updates the user', async () => {
    for (const type of ['users', 'proprietaire', 'prop-occupant', 'agent', 'manager']) {
      await signup(ctx.app, { type, business_name: 'Agence' });
    }
    const { body, cookie, user } = await signup(ctx.app, { type: 'prop-occupant' });
    expect(user.home.is_coloc).toBe(false);
    const duplicate = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { ...body } });
    // Same answer as for a new address; the owner is mailed instead and no second account appears.
    expect(duplicate.statusCode).toBe(202);
    await ctx.app.mailer.flush();
    expect(await ctx.app.db.selectFrom('users').select('id').where('email', '=', body.email).execute()).toHaveLength(1);
    expect((await myself(ctx.app, cookie)).json()).toEqual(user);
    const put = await ctx.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, payload: { registration_step: 3 }, headers: { cookie } });
    expect(put.json().registration_step).toBe(3);
    expect((await signin(ctx.app, body.email, DEFAULT_PASSWORD)).response.statusCode).toBe(200);
    expect((await signin(ctx.app, 'coloc@demo.toitpartage.fr', 'demo1234')).response.statusCode).toBe(200);
  });

  it('locks an account after repeated failures', async () => {
    const { body } = await signup(ctx.app);
    for (let i = 0; i < 3; i++) expect((await signin(ctx.app, body.email, 'x')).response.statusCode).toBe(401);
    expect((await signin(ctx.app, body.email, DEFAULT_PASSWORD)).response.statusCode).toBe(429);
  });

  it('resets a password once', async () => {
    const { body } = await signup(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: body.email } });
    // The reset mail leaves after the answer, and the sign-up confirmation mail carries a token too.
    await ctx.app.mailer.flush();
    const resetLink = /new_password\?token=([A-Za-z0-9_-]+)/;
    const mail = (await readOutbox(ctx)).find((m) => m.content.includes(`To: ${body.email}`) && resetLink.test(m.content))!;
    const token = resetLink.exec(mail.content)![1]!;
    const first = await ctx.app.inject({ method: 'POST', url: '/api/auth/new-password', payload: { token, password: 'nouveau-mdp-123' } });
    expect(first.statusCode).toBe(200);
    const second = await ctx.app.inject({ method: 'POST', url: '/api/auth/new-password', payload: { token, password: 'nouveau-mdp-123' } });
    expect(second.statusCode).toBe(400);
  });

  it('searches cities with the byte-wise prefix range', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/cities?q=saint-etienne' });
    expect(res.json().map((c: { name: string }) => c.name)).toContain('Saint-Étienne');
    const lyon = await ctx.app.inject({ method: 'GET', url: '/api/cities?q=lyon&limit=3' });
    expect(lyon.json()[0]).toMatchObject({ name: 'Lyon', country_id: 6, lat: expect.any(Number) });
  });

  it('stores newsletter, contact and page views', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'n@exemple.fr' } })).statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'n@exemple.fr' } })).statusCode).toBe(201);
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Léa', email: 'lea@exemple.fr', subject: 'Bonjour', message: 'Un message assez long.' },
    });
    expect(contact.statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/analytics/pageviews', payload: { path: '/' } })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true });
  });

  it('runs the registration flows: profile, search, home with rooms, photo, reference rent, moderation, deletion', async () => {
    const { cookie, user } = await signup(ctx.app, { type: 'users' });
    const put = (url: string, payload: object) => ctx.app.inject({ method: 'PUT', url, payload, headers: { cookie: cookie! } });
    const profile = await put(`/api/profiles/${user.profile.id}`, { situation: 3, children: 3, custody_schedule: 1, dietaries: [4, 9], birth_date: '1988-02-29', description: null });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ situation: 3, dietaries: [4, 9], birth_date: '1988-02-29', description: null });

    const lyon = (await ctx.app.inject({ method: 'GET', url: '/api/cities?q=lyon&limit=1' })).json()[0];
    const search = await ctx.app.inject({ method: 'POST', url: '/api/searches', payload: { city_searches: [{ type: 'city', geoname: { id: lyon.id } }], per_room_budget_max: 700, smoking: false }, headers: { cookie: cookie! } });
    expect(search.statusCode).toBe(201);
    expect(search.json()).toMatchObject({ radius: 5, per_room_budget_max: 700, smoking: false, children: null });

    const homes = homesApi(ctx);
    const home = await homes.put('default', {
      is_coloc: true, name: 'Colocation des Pentes', address: '3 montée de la Grande-Côte', postal_code: '69001', city_id: lyon.id,
      description: 'Un appartement de caractère au cœur des Pentes, lumineux et calme.',
      rooms: [{ number: 0, rent: 480, charges: 40 }, { number: 1, name: 'atelier', rent: null }],
    }, cookie);
    expect(home.statusCode).toBe(200);
    expect(home.json()).toMatchObject({ step: 2, city: 'Lyon', rooms: [{ rent: 480 }, { name: 'atelier', rent: null }] });
    // The demo listings are comparable rooms around Lyon.
    expect(home.json().reference_rent_auto).toBe(true);
    expect(home.json().dec_reference_rent_month).toBeLessThanOrEqual(home.json().inc_reference_rent_month);

    const photo = await upload(ctx, `/api/homes/${home.json().id}/images`, [imageFile(await makeJpeg(320, 240))], cookie);
    expect(photo.statusCode).toBe(200);
    const pending = await homes.put(home.json().id, { moderation_status: 'pending' }, cookie);
    expect(pending.json()).toMatchObject({ step: 3, moderation_status: 'pending', image_orders: [photo.json().id] });
    // In moderation, not published: its photo is served to its owner only.
    expect((await ctx.app.inject({ method: 'GET', url: photo.json().url.replace('/640/480', '/320/240'), headers: { cookie: cookie! } })).statusCode).toBe(200);

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, payload: { password: DEFAULT_PASSWORD }, headers: { cookie: cookie! } });
    expect(removed.statusCode).toBe(204);
    expect(await ctx.app.db.selectFrom('homes').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it('matches homes and people, sees every write through the triggers, and records likes', async () => {
    // seedIfEmpty (beforeAll) already seeded the demo seekers: seeding them again adds nobody.
    expect(await seedDemoSeekers(ctx.app.db, ctx.dataDir, { count: 300 })).toBe(0);
    const { cookie } = await signin(ctx.app, 'coloc@demo.toitpartage.fr', 'demo1234');
    const me = (await myself(ctx.app, cookie)).json();
    const post = (url: string, payload: object, who = cookie!) => ctx.app.inject({ method: 'POST', url, payload, headers: { cookie: who } });

    const homes = await post('/api/match/user-match-homes-v4?from=0&to=12&sort=price-asc', { search_id: me.search_id });
    expect(homes.statusCode).toBe(200);
    expect(homes.json().Count).toBeGreaterThan(0);
    const prices = homes.json().Hits.map((hit: { PriceMin: number }) => hit.PriceMin);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect((await post('/api/match/user-match-homes-v4?sort=score', { search_id: me.search_id })).json().Count).toBe(homes.json().Count);

    const users = await post('/api/match/user-match-users-v4?count=force', { search_id: me.search_id });
    expect(users.statusCode).toBe(200);
    const first = users.json().Hits[0].SecondUser;
    expect(users.json().HitsCount).toBeGreaterThan(0);
    for (const sort of ['1', '2', '3', '4']) expect((await post(`/api/match/user-match-users-v4?sort=${sort}`, { search_id: me.search_id })).json().HitsCount).toBe(users.json().HitsCount);

    // A write is seen by the next call: the change log is filled by the PostgreSQL triggers.
    await ctx.app.db.updateTable('profiles').set({ smoking: 3, updated_at: new Date().toISOString() }).where('user_id', '=', first.UserID).execute();
    const after = await post('/api/match/user-match-users-v4', { search_id: me.search_id, smoking: false });
    expect(after.json().Hits.map((hit: { SecondUser: { UserID: number } }) => hit.SecondUser.UserID)).not.toContain(first.UserID);

    expect((await post('/api/homes/accordances/default', { type: 'like', user_id: first.UserID })).json()).toEqual({ type: 'like' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/accordances?counter=1', headers: { cookie: cookie! } })).json()).toBe(1);
    expect((await post('/api/homes/accordances/default', { type: 'like', user_id: first.UserID })).json()).toEqual({ type: null });

    const pro = await signin(ctx.app, 'proprio@demo.toitpartage.fr', 'demo1234');
    const proHome = await ctx.app.db.selectFrom('homes').innerJoin('users', 'users.id', 'homes.user_id').select('homes.id').where('users.email', '=', 'proprio@demo.toitpartage.fr').where('homes.step', '=', 3)
      // The demo has homes at every mandate state; one under an unsigned mandate answers no_mandate instead of a count.
      .where((eb) => eb.or([eb('homes.offer', 'is', null), eb('homes.offer', '!=', 'mandate'), eb('homes.mandate_status', '=', 'complete')]))
      .orderBy('homes.id').limit(1).executeTakeFirstOrThrow();
    const forHome = await post(`/api/match/home-match-users-v4/${proHome.id}?count=force`, { home_id: proHome.id }, pro.cookie!);
    expect(forHome.statusCode).toBe(200);
    const count = await ctx.app.inject({ method: 'GET', url: `/api/homes/${proHome.id}/nb-matching-v4`, headers: { cookie: pro.cookie! } });
    expect(count.json()).toBe(forHome.json().Count);
  }, 60_000);
});
