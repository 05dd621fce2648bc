import { CSRF_MESSAGE } from '../../src/plugins/csrf';
import { createTestApp, myself, signup, uniqueEmail, type TestContext } from '../helpers/app';

// createTestApp's PUBLIC_URL; inject()'s default Host is localhost:80.
const OURS = 'http://localhost:8080';
const EVIL = 'https://evil.example';
const REFUSED = { error: CSRF_MESSAGE };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

function signupRequest(headers: Record<string, string>) {
  const email = uniqueEmail('csrf');
  const payload = { email, password: 'motdepasse-solide', first_name: 'Eve', name: 'Martin', type: 'users' };
  return { email, send: () => ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload, headers }) };
}

/** An account, or a pending sign-up waiting for its confirmation link (sign-up answers 202 before either exists). */
async function userExists(email: string): Promise<boolean> {
  await ctx.app.mailer.flush();
  if ((await ctx.app.db.selectFrom('pending_signups').select('id').where('email', '=', email).executeTakeFirst()) !== undefined) return true;
  return (await ctx.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

async function sessionCount(userId: number): Promise<number> {
  return (await ctx.app.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;
}

describe('cross-site request forgery', () => {
  it('refuses a state-changing request from another site with a French 403, and changes nothing', async () => {
    const { email, send } = signupRequest({ origin: EVIL });
    const res = await send();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(res.cookies).toEqual([]);
    expect(await userExists(email)).toBe(false);
  });

  it("refuses a forged request carrying the victim's cookie, for every method", async () => {
    const { cookie, user } = await signup(ctx.app);
    const before = await sessionCount(user.id);
    const forged = await ctx.app.inject({ method: 'POST', url: '/api/auth/signout-all', headers: { cookie, origin: EVIL } });
    expect(forged.statusCode).toBe(403);
    expect(await sessionCount(user.id)).toBe(before);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: `/api/users/${user.id}`, headers: { cookie, origin: EVIL }, payload: {} });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }
    expect((await myself(ctx.app, cookie)).statusCode).toBe(200);
  });

  it('accepts our own origin: PUBLIC_URL, or the address the request was sent to', async () => {
    const fromPublicUrl = signupRequest({ origin: OURS });
    expect((await fromPublicUrl.send()).statusCode).toBe(202);
    const fromOwnHost = signupRequest({ origin: 'http://192.168.1.20:8080', host: '192.168.1.20:8080' });
    expect((await fromOwnHost.send()).statusCode).toBe(202);
  });

  it('refuses an opaque origin ("null", a sandboxed frame) and a look-alike one', async () => {
    for (const origin of ['null', 'http://localhost:8080.evil.example', 'https://localhost:8080', 'http://localhost:8081']) {
      const { email, send } = signupRequest({ origin });
      expect((await send()).statusCode).toBe(403);
      expect(await userExists(email)).toBe(false);
    }
  });

  it('falls back to Referer when Origin is missing', async () => {
    const foreign = signupRequest({ referer: `${EVIL}/page` });
    expect((await foreign.send()).statusCode).toBe(403);
    expect(await userExists(foreign.email)).toBe(false);
    const garbage = signupRequest({ referer: 'pas une adresse' });
    expect((await garbage.send()).statusCode).toBe(403);
    const ours = signupRequest({ referer: `${OURS}/signup` });
    expect((await ours.send()).statusCode).toBe(202);
  });

  it('accepts requests without Origin and Referer (server-to-server, curl) unless a browser says they come from elsewhere', async () => {
    expect((await signupRequest({}).send()).statusCode).toBe(202);
    expect((await signupRequest({ 'sec-fetch-site': 'same-origin' }).send()).statusCode).toBe(202);
    expect((await signupRequest({ 'sec-fetch-site': 'none' }).send()).statusCode).toBe(202);
    for (const site of ['cross-site', 'same-site']) {
      const { email, send } = signupRequest({ 'sec-fetch-site': site });
      expect((await send()).statusCode).toBe(403);
      expect(await userExists(email)).toBe(false);
    }
    // The payment provider's notification reaches its handler (which judges the signature).
    const notify = await ctx.app.inject({ method: 'POST', url: '/api/payments/sandbox/notify', payload: {} });
    expect(notify.json()).not.toEqual(REFUSED);
  });

  it("guards the sandbox provider's form posts too", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox-provider/sessions/inconnue-0000/card',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=4111111111111111',
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets reads through whatever their origin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site-config', headers: { origin: EVIL } });
    expect(res.statusCode).toBe(200);
  });
});

describe('behind a reverse proxy', () => {
  it('trusts X-Forwarded-Host and -Proto only with TRUST_PROXY', async () => {
    const headers = { origin: 'https://www.toitpartage.fr', 'x-forwarded-host': 'www.toitpartage.fr', 'x-forwarded-proto': 'https' };
    const payload = () => ({ email: uniqueEmail('proxy'), password: 'motdepasse-solide', first_name: 'Eve', name: 'Martin', type: 'users' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: payload(), headers })).statusCode).toBe(403);
    const proxied = await createTestApp({ trustProxy: true });
    try {
      expect((await proxied.app.inject({ method: 'POST', url: '/api/auth/signup', payload: payload(), headers })).statusCode).toBe(202);
    } finally {
      await proxied.close();
    }
  });
});
