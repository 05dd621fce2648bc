import { createTestApp, DEFAULT_PASSWORD, myself, signin, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/auth/signin', () => {
  it('answers the user object and a new session cookie', async () => {
    const { body, user } = await signup(ctx.app);
    const { response, cookie } = await signin(ctx.app, body.email, DEFAULT_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(user);
    expect((await myself(ctx.app, cookie)).json().id).toBe(user.id);
  });

  it('accepts the address in any case and with surrounding spaces', async () => {
    const { body } = await signup(ctx.app);
    const { response } = await signin(ctx.app, `  ${body.email.toUpperCase()} `, DEFAULT_PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it('sets the cookie HttpOnly, SameSite=Lax, Path=/, Max-Age 30 days, not Secure over plain HTTP', async () => {
    const { body } = await signup(ctx.app);
    const { response } = await signin(ctx.app, body.email, DEFAULT_PASSWORD);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^tp_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain('Max-Age=2592000');
    expect(header).not.toContain('Secure');
  });

  it('rotates the session: a fresh token each time, and the one presented is revoked', async () => {
    const { body, cookie: first } = await signup(ctx.app);
    const { cookie: second } = await signin(ctx.app, body.email, DEFAULT_PASSWORD, { cookie: first });
    expect(second).not.toBeNull();
    expect(second).not.toEqual(first);
    expect((await myself(ctx.app, first)).statusCode).toBe(401);
    expect((await myself(ctx.app, second)).statusCode).toBe(200);
    const { cookie: third } = await signin(ctx.app, body.email, DEFAULT_PASSWORD);
    expect(third).not.toEqual(second);
    // Signing in from another device leaves the other sessions alone.
    expect((await myself(ctx.app, second)).statusCode).toBe(200);
  });

  it('stores only a sha256 of the token', async () => {
    const { cookie } = await signup(ctx.app);
    const token = cookie.split('=')[1]!;
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(token).digest('hex');
    const rows = await ctx.app.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hash);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('gives the same 401 for a wrong password and for an unknown address', async () => {
    const { body } = await signup(ctx.app);
    const wrong = await signin(ctx.app, body.email, 'mauvais-mot-de-passe');
    const unknown = await signin(ctx.app, 'personne@exemple.fr', DEFAULT_PASSWORD);
    for (const { response, cookie } of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Adresse e-mail ou mot de passe incorrect.' });
      expect(cookie).toBeNull();
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['missing e-mail', { password: 'x' }, "L'adresse e-mail est obligatoire."],
    ['invalid e-mail', { email: 'pas-une-adresse', password: 'x' }, 'Cette adresse e-mail ne semble pas valide.'],
    ['missing password', { email: 'a@exemple.fr' }, 'Le mot de passe est obligatoire.'],
    ['empty password', { email: 'a@exemple.fr', password: '' }, 'Le mot de passe est obligatoire.'],
    ['unknown property', { email: 'a@exemple.fr', password: 'x', remember: true }, 'Champ inconnu : remember.'],
  ])('answers a French 400 for %s', async (_label, payload, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });
});

describe('Secure cookie', () => {
  it('is Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const { body } = await signup(proxied.app);
      const { response } = await signin(proxied.app, body.email, DEFAULT_PASSWORD, { 'x-forwarded-proto': 'https' });
      expect(String(response.headers['set-cookie'])).toContain('Secure');
      const plain = await signin(proxied.app, body.email, DEFAULT_PASSWORD);
      expect(String(plain.response.headers['set-cookie'])).not.toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-Proto without trustProxy', async () => {
    const { body } = await signup(ctx.app);
    const { response } = await signin(ctx.app, body.email, DEFAULT_PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(String(response.headers['set-cookie'])).not.toContain('Secure');
  });

  it('is always Secure when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ publicUrl: 'https://toitpartage.fr' });
    try {
      const { response } = await signup(https.app);
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await https.close();
    }
  });
});
