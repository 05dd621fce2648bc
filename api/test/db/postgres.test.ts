import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { seedIfEmpty } from '../../src/db/seed';
import { createTestApp, DEFAULT_PASSWORD, myself, readOutbox, signin, signup, type TestContext } from '../helpers/app';

/*
 * The same flows against PostgreSQL, when TEST_DATABASE_URL points to a server where the user may
 * create databases (e.g. postgres://postgres@127.0.0.1:5432/postgres). Skipped otherwise.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const describePg = adminUrl ? describe : describe.skip;

describePg('PostgreSQL', () => {
  const database = `tp_test_${randomBytes(4).toString('hex')}`;
  let ctx: TestContext;

  beforeAll(async () => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    ctx = await createTestApp({ databaseUrl: url.toString(), rateLimits: { accountFailures: 3 } });
    await seedIfEmpty(ctx.app.db, ctx.dataDir);
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('signs up (all types), signs in, reads and updates the user', async () => {
    for (const type of ['users', 'proprietaire', 'prop-occupant', 'agent', 'manager']) {
      await signup(ctx.app, { type, business_name: 'Agence' });
    }
    const { body, cookie, user } = await signup(ctx.app, { type: 'prop-occupant' });
    expect(user.home.is_coloc).toBe(false);
    const duplicate = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { ...body } });
    expect(duplicate.statusCode).toBe(409);
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
    const mail = (await readOutbox(ctx)).find((m) => m.content.includes(`To: ${body.email}`) && m.content.includes('token='))!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.content)![1]!;
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
});
