import { createTestApp, DEFAULT_PASSWORD, signin, signup, type TestContext } from '../../helpers/app';

const TOO_MANY = { error: 'Trop de tentatives. Réessayez dans quelques minutes.' };

describe('per-IP limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimits: { signinPerMinute: 3, resetPerMinute: 2, contactPerMinute: 2 } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('limits sign-in attempts per IP with a French 429', async () => {
    const ip = { remoteAddress: '203.0.113.7' };
    const attempt = () =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'x@exemple.fr', password: 'x' }, ...ip });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'x@exemple.fr', password: 'x' },
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits password-reset requests per IP', async () => {
    const ip = { remoteAddress: '203.0.113.20' };
    const attempt = () => ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: 'x@exemple.fr' }, ...ip });
    expect((await attempt()).statusCode).toBe(200);
    expect((await attempt()).statusCode).toBe(200);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('limits contact messages per IP', async () => {
    const ip = { remoteAddress: '203.0.113.30' };
    const payload = { name: 'Léa', email: 'lea@exemple.fr', subject: 'Bonjour', message: 'Un message assez long.' };
    const attempt = () => ctx.app.inject({ method: 'POST', url: '/api/contact', payload, ...ip });
    expect((await attempt()).statusCode).toBe(201);
    expect((await attempt()).statusCode).toBe(201);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });
});

describe('per-account lock', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimits: { accountFailures: 5, accountWindowMinutes: 15 } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('locks an account after 5 failures, even with the right password, until the window passes', async () => {
    const { body } = await signup(ctx.app);
    for (let i = 0; i < 5; i++) {
      // A different IP each time: the lock follows the account, not the client.
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: body.email, password: 'mauvais-mot-de-passe' },
        remoteAddress: `198.51.100.${i + 1}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await signin(ctx.app, body.email, DEFAULT_PASSWORD);
    expect(locked.response.statusCode).toBe(429);
    expect(locked.response.json()).toEqual(TOO_MANY);
    expect(locked.cookie).toBeNull();
    const retryAfter = Number(locked.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Case and spaces do not open a second counter.
    expect((await signin(ctx.app, ` ${body.email.toUpperCase()}`, DEFAULT_PASSWORD)).response.statusCode).toBe(429);

    // Once the failures are older than the window, the right password works again.
    await ctx.app.db
      .updateTable('login_failures')
      .set({ created_at: new Date(Date.now() - 16 * 60 * 1000).toISOString() })
      .where('email', '=', body.email)
      .execute();
    expect((await signin(ctx.app, body.email, DEFAULT_PASSWORD)).response.statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { body } = await signup(ctx.app);
    for (let i = 0; i < 4; i++) await signin(ctx.app, body.email, 'mauvais-mot-de-passe');
    expect((await signin(ctx.app, body.email, DEFAULT_PASSWORD)).response.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await signin(ctx.app, body.email, 'mauvais-mot-de-passe');
    expect((await signin(ctx.app, body.email, DEFAULT_PASSWORD)).response.statusCode).toBe(200);
  });

  it('throttles guesses on unknown addresses too', async () => {
    for (let i = 0; i < 5; i++) await signin(ctx.app, 'fantome@exemple.fr', 'x');
    expect((await signin(ctx.app, 'fantome@exemple.fr', 'x')).response.statusCode).toBe(429);
  });
});

describe('per-IP limits behind a proxy', () => {
  const attempt = (app: TestContext['app'], forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'x@exemple.fr', password: 'x' },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts per client address from X-Forwarded-For when TRUST_PROXY is set', async () => {
    const ctx = await createTestApp({ trustProxy: true, rateLimits: { signinPerMinute: 2 } });
    try {
      for (let i = 0; i < 2; i++) expect((await attempt(ctx.app, '203.0.113.50')).statusCode).toBe(401);
      const blocked = await attempt(ctx.app, '203.0.113.50');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another visitor behind the same proxy keeps their own allowance.
      expect((await attempt(ctx.app, '203.0.113.51')).statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, so a client cannot reset its counter', async () => {
    const ctx = await createTestApp({ rateLimits: { signinPerMinute: 2 } });
    try {
      expect((await attempt(ctx.app, '198.51.100.1')).statusCode).toBe(401);
      expect((await attempt(ctx.app, '198.51.100.2')).statusCode).toBe(401);
      expect((await attempt(ctx.app, '198.51.100.3')).statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  });
});
