import { createTestApp, myself, signin, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/auth/signout', () => {
  it('deletes the server session and clears the cookie', async () => {
    const { cookie, user } = await signup(ctx.app);
    const before = await ctx.app.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(before).toHaveLength(1);

    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = String(res.headers['set-cookie']);
    expect(cleared).toMatch(/^tp_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(cleared).toContain('Path=/');

    const after = await ctx.app.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(after).toHaveLength(0);
    // The old token is dead even if a client kept it.
    expect((await myself(ctx.app, cookie)).statusCode).toBe(401);
  });

  it('answers 204 without a session, and with an unknown token', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/auth/signout' });
    expect(anonymous.statusCode).toBe(204);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie: 'tp_session=inconnu' } });
    expect(unknown.statusCode).toBe(204);
  });

  it('leaves the same user signed in on other devices', async () => {
    const { cookie, body } = await signup(ctx.app);
    const other = await ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: body.email, password: body.password } });
    const otherCookie = `tp_session=${other.cookies[0]!.value}`;
    await ctx.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie } });
    expect((await myself(ctx.app, otherCookie)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/signout-all', () => {
  it("ends every session of the account, this one included, and no one else's", async () => {
    const { cookie, body, user } = await signup(ctx.app);
    const phone = await signin(ctx.app, body.email, body.password);
    const laptop = await signin(ctx.app, body.email, body.password);
    const someoneElse = await signup(ctx.app);
    expect(await sessionsOf(user.id)).toHaveLength(3);

    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/signout-all', headers: { cookie: phone.cookie! } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(String(res.headers['set-cookie'])).toMatch(/^tp_session=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/);

    expect(await sessionsOf(user.id)).toHaveLength(0);
    for (const dead of [cookie, phone.cookie, laptop.cookie]) expect((await myself(ctx.app, dead)).statusCode).toBe(401);
    expect((await myself(ctx.app, someoneElse.cookie)).statusCode).toBe(200);
    // Signing in again works as usual.
    expect((await signin(ctx.app, body.email, body.password)).response.statusCode).toBe(200);
  });

  it('answers a French 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/signout-all', headers: { cookie: 'tp_session=inconnu' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Vous devez être connecté.' });
  });
});

async function sessionsOf(userId: number) {
  return ctx.app.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
}
