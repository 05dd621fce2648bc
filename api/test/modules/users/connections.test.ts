import { createTestApp, signin, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

function connectionsOf(id: number | string, cookie?: string | null) {
  return ctx.app.inject({ method: 'GET', url: `/api/users/${id}/connections`, headers: cookie ? { cookie } : {} });
}

describe('GET /api/users/:id/connections', () => {
  // The sign-up goes through inject, whose User-Agent (« lightMyRequest ») names no browser: device null.
  it('lists the latest connections, newest first, with the way in in French and the device', async () => {
    const person = await signup(ctx.app, { first_name: 'Léa' });
    const again = await signin(ctx.app, person.body.email, person.body.password, { 'user-agent': CHROME_ANDROID });
    const res = await connectionsOf(person.user.id, again.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().connections).toEqual([
      { at: expect.any(String), method: 'password', method_label: 'Mot de passe', device: 'Chrome sur Android', ip: expect.any(String) },
      { at: expect.any(String), method: 'signup', method_label: 'Inscription', device: null, ip: expect.any(String) },
    ]);
  });

  it('answers the 10 latest only', async () => {
    const person = await signup(ctx.app);
    const base = Date.now() - 3600_000;
    const rows = Array.from({ length: 12 }, (_, i) => ({
      user_id: person.user.id as number,
      email: person.body.email,
      ip: `198.51.100.${i + 1}`,
      user_agent: null,
      method: 'link' as const,
      created_at: new Date(base + i * 60_000).toISOString(),
    }));
    await ctx.app.db.insertInto('connection_log').values(rows).execute();
    const connections = (await connectionsOf(person.user.id, person.cookie)).json().connections;
    expect(connections).toHaveLength(10);
    // The sign-up (now) first, then the inserted rows from the newest.
    expect(connections[0].method).toBe('signup');
    expect(connections[1]).toEqual({ at: rows[11]!.created_at, method: 'link', method_label: 'Lien de connexion reçu par e-mail', device: null, ip: '198.51.100.12' });
  });

  it("refuses someone else's account and the signed-out", async () => {
    const a = await signup(ctx.app);
    const b = await signup(ctx.app);
    expect((await connectionsOf(a.user.id, b.cookie)).statusCode).toBe(403);
    expect((await connectionsOf(a.user.id)).statusCode).toBe(401);
  });
});
