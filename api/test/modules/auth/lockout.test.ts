// Issue 17, finding 1: five wrong passwords sent by anyone used to lock the owner out for 15
// minutes, even with the right password. Failures now count per account and source with a
// growing delay, a device that signed in before is never refused the right password, and the
// owner is told by e-mail (at most once an hour).
import type { LightMyRequestResponse } from 'fastify';
import { DEVICE_COOKIE } from '../../../src/modules/auth/device-cookie';
import { createTestApp, DEFAULT_PASSWORD, readOutbox, signup, type TestContext } from '../../helpers/app';

const TOO_MANY = { error: 'Trop de tentatives. Réessayez dans quelques minutes.' };
const WRONG = 'mauvais-mot-de-passe';

function deviceCookie(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  return cookie ? `${cookie.name}=${cookie.value}` : null;
}

function attempt(ctx: TestContext, email: string, password: string, ip: string, cookie?: string | null) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
}

async function attackMails(ctx: TestContext, email: string) {
  return (await readOutbox(ctx)).filter((mail) => mail.content.includes(`To: ${email}`) && mail.content.includes('De nombreuses tentatives de connexion'));
}

describe('a stranger cannot lock the owner out', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimits: { accountFailures: 5, sourceFreeFailures: 3, accountWindowMinutes: 15 } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lets a device that signed in before in with the right password while the account is under attack', async () => {
    const { body } = await signup(ctx.app);
    const first = await attempt(ctx, body.email, DEFAULT_PASSWORD, '192.0.2.10');
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first);
    expect(device).not.toBeNull();
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/tp_device=[^;]+;.*Max-Age=\d{8}/);
    expect(setCookie).toMatch(/tp_device=[^;]+;.*HttpOnly/);

    // 50 anonymous wrong passwords from 50 addresses.
    for (let i = 0; i < 50; i++) {
      const res = await attempt(ctx, body.email, WRONG, `198.51.100.${i + 1}`);
      expect([401, 429]).toContain(res.statusCode);
    }

    // The owner, from their usual device (any address), is let in with the right password…
    const owner = await attempt(ctx, body.email, DEFAULT_PASSWORD, '203.0.113.99', device);
    expect(owner.statusCode).toBe(200);
    // …and gets a wrong password answered as one, not with a lock.
    expect((await attempt(ctx, body.email, WRONG, '203.0.113.99', device)).statusCode).toBe(401);

    // An unknown device still meets the per-address limit, with its Retry-After.
    const unknown = await attempt(ctx, body.email, DEFAULT_PASSWORD, '203.0.113.99');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(TOO_MANY);
    const retryAfter = Number(unknown.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('does not honour a forged device cookie, nor one of another account', async () => {
    const victim = await signup(ctx.app);
    const other = await signup(ctx.app);
    const otherDevice = deviceCookie(await attempt(ctx, other.body.email, DEFAULT_PASSWORD, '192.0.2.20'))!;
    const victimDevice = deviceCookie(await attempt(ctx, victim.body.email, DEFAULT_PASSWORD, '192.0.2.21'))!;
    for (let i = 0; i < 6; i++) await attempt(ctx, victim.body.email, WRONG, `198.51.100.${100 + i}`);

    expect((await attempt(ctx, victim.body.email, DEFAULT_PASSWORD, '192.0.2.20', otherDevice)).statusCode).toBe(429);
    const [name, value] = victimDevice.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await attempt(ctx, victim.body.email, DEFAULT_PASSWORD, '192.0.2.21', forged)).statusCode).toBe(429);
    expect((await attempt(ctx, victim.body.email, DEFAULT_PASSWORD, '192.0.2.21', victimDevice)).statusCode).toBe(200);
  });

  it('e-mails the owner, in French with a reset link, at most once an hour', async () => {
    const { body } = await signup(ctx.app);
    for (let i = 0; i < 12; i++) await attempt(ctx, body.email, WRONG, `198.51.100.${150 + i}`);
    let mails = await attackMails(ctx, body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.content).toMatch(/Subject: .*Tentatives/);
    expect(mails[0]!.content).toMatch(/http:\/\/localhost:8080\/reset_password\/new_password\?token=[A-Za-z0-9_-]{43}/);
    expect(mails[0]!.content).toContain('De nombreuses tentatives de connexion à votre compte Toit Partagé ont échoué');

    // The link works: it is a real reset token.
    const token = /new_password\?token=([A-Za-z0-9_-]{43})/.exec(mails[0]!.content)![1]!;
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/new-password', payload: { token, password: 'un-nouveau-mot-de-passe' } });
    expect(reset.statusCode).toBe(200);

    // An hour later, a new attack gets a new mail.
    for (let i = 0; i < 6; i++) await attempt(ctx, body.email, WRONG, `198.51.100.${170 + i}`);
    expect(await attackMails(ctx, body.email)).toHaveLength(1);
    const user = await ctx.app.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirstOrThrow();
    await ctx.app.db
      .updateTable('login_alerts')
      .set({ sent_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    await attempt(ctx, body.email, WRONG, '198.51.100.200');
    mails = await attackMails(ctx, body.email);
    expect(mails).toHaveLength(2);
  });
});

describe('growing delay per account and source', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimits: { accountFailures: 1000, sourceFreeFailures: 3 } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const age = async (email: string, ms: number) => {
    const rows = await ctx.app.db.selectFrom('login_failures').select(['id', 'created_at']).where('email', '=', email).execute();
    for (const row of rows) {
      await ctx.app.db
        .updateTable('login_failures')
        .set({ created_at: new Date(Date.parse(String(row.created_at)) - ms).toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
  };

  it('makes one source wait 1 s, then 2 s, then 4 s… without holding back another source', async () => {
    const { body } = await signup(ctx.app);
    for (let i = 0; i < 3; i++) expect((await attempt(ctx, body.email, WRONG, '198.51.100.1')).statusCode).toBe(401);
    const held = await attempt(ctx, body.email, DEFAULT_PASSWORD, '198.51.100.1');
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    // Another address trying the same account is not affected.
    expect((await attempt(ctx, body.email, WRONG, '198.51.100.2')).statusCode).toBe(401);

    await age(body.email, 1100);
    expect((await attempt(ctx, body.email, WRONG, '198.51.100.1')).statusCode).toBe(401);
    const longer = await attempt(ctx, body.email, WRONG, '198.51.100.1');
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');

    await age(body.email, 2100);
    expect((await attempt(ctx, body.email, DEFAULT_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });
});
