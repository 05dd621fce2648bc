import { ensureReferral, REFERRAL_COOKIE } from '../../src/modules/payments/referral';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../src/plugins/session';
import { createTestApp, DEFAULT_PASSWORD, myself, signup, uniqueEmail, type TestContext } from '../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 24 * 60 * 60 * 1000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

async function sessionOf(userId: number) {
  return ctx.app.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

describe('server-side sessions', () => {
  it('expire 30 days after creation, and the row is removed', async () => {
    const { cookie, user } = await signup(ctx.app);
    const session = await sessionOf(user.id);
    expect(Date.parse(session.expires_at) - Date.parse(session.created_at)).toBe(30 * DAY);
    await ctx.app.db.updateTable('sessions').set({ expires_at: iso(1000), last_seen_at: iso(0) }).where('id', '=', session.id).execute();
    expect((await myself(ctx.app, cookie)).statusCode).toBe(401);
    expect(await ctx.app.db.selectFrom('sessions').select('id').where('id', '=', session.id).executeTakeFirst()).toBeUndefined();
  });

  it('expire after 14 days without activity', async () => {
    const { cookie, user } = await signup(ctx.app);
    const session = await sessionOf(user.id);
    await ctx.app.db.updateTable('sessions').set({ last_seen_at: iso(14 * DAY + 1000) }).where('id', '=', session.id).execute();
    expect((await myself(ctx.app, cookie)).statusCode).toBe(401);
  });

  it('refresh last_seen_at at most once a minute', async () => {
    const { cookie, user } = await signup(ctx.app);
    const created = await sessionOf(user.id);
    await myself(ctx.app, cookie);
    expect((await sessionOf(user.id)).last_seen_at).toBe(created.last_seen_at);

    const old = iso(13 * DAY);
    await ctx.app.db.updateTable('sessions').set({ last_seen_at: old }).where('id', '=', created.id).execute();
    expect((await myself(ctx.app, cookie)).statusCode).toBe(200);
    const touched = await sessionOf(user.id);
    expect(Date.parse(touched.last_seen_at)).toBeGreaterThan(Date.now() - 5000);
  });

  it('die with their user', async () => {
    const { cookie, user } = await signup(ctx.app);
    await ctx.app.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await ctx.app.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await myself(ctx.app, cookie)).statusCode).toBe(401);
  });
});

describe('the session cookie over HTTPS', () => {
  const payload = () => ({ email: uniqueEmail('https'), password: DEFAULT_PASSWORD, first_name: 'Eve', name: 'Martin', type: 'users' });

  async function signupOn(app: TestContext['app'], headers: Record<string, string> = {}) {
    // The confirmation link's answer is the one that opens the session.
    return (await signup(app, payload(), headers)).response;
  }

  it('is __Host-tp_session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ publicUrl: 'https://www.toitpartage.fr' });
    try {
      const res = await signupOn(https.app);
      const header = String(res.headers['set-cookie']);
      expect(header).toMatch(/^__Host-tp_session=[A-Za-z0-9_-]{43}; /);
      for (const attribute of ['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']) expect(header.split('; ')).toContain(attribute);
      expect(header).not.toMatch(/domain=/i);

      const token = res.cookies[0]!.value;
      expect((await myself(https.app, `${SECURE_SESSION_COOKIE}=${token}`)).statusCode).toBe(200);
      // The plain-HTTP name is not read there: a cookie planted over HTTP cannot stand in for it.
      expect((await myself(https.app, `${SESSION_COOKIE}=${token}`)).statusCode).toBe(401);

      const signout = await https.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie: `${SECURE_SESSION_COOKIE}=${token}` } });
      expect(String(signout.headers['set-cookie'])).toMatch(/^__Host-tp_session=; .*Secure/);
      expect((await myself(https.app, `${SECURE_SESSION_COOKIE}=${token}`)).statusCode).toBe(401);
    } finally {
      await https.close();
    }
  });

  it('is __Host- behind a trusted proxy that says https, and plain tp_session otherwise', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const viaProxy = await signupOn(proxied.app, { 'x-forwarded-proto': 'https' });
      expect(viaProxy.cookies[0]).toMatchObject({ name: SECURE_SESSION_COOKIE, secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      const plain = await signupOn(proxied.app);
      expect(plain.cookies[0]).toMatchObject({ name: SESSION_COOKIE, httpOnly: true, sameSite: 'Lax' });
      expect(plain.cookies[0]!.secure).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the header is anyone's to send and is ignored.
    const spoofed = await signupOn(ctx.app, { 'x-forwarded-proto': 'https' });
    expect(spoofed.cookies[0]!.name).toBe(SESSION_COOKIE);
  });

  it('makes the referral cookie HttpOnly and Secure too', async () => {
    const https = await createTestApp({ publicUrl: 'https://www.toitpartage.fr' });
    try {
      const { user } = await signup(https.app);
      const { code } = await ensureReferral(https.app.db, user.id);
      const res = await https.app.inject({ method: 'GET', url: `/api/referral/${code}/signup` });
      expect(res.statusCode).toBe(302);
      expect(res.cookies.find((c) => c.name === REFERRAL_COOKIE)).toMatchObject({ value: code, httpOnly: true, secure: true, sameSite: 'Lax' });
    } finally {
      await https.close();
    }
  });
});
