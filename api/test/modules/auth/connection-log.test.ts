import { CONFIRM_LINK, createTestApp, DEFAULT_PASSWORD, linkTokenFromMail, sessionCookie, SIGNIN_LINK, uniqueEmail, type TestContext } from '../../helpers/app';

/*
 * The connection log (« Journaux de connexion : un an », privacy page): every session started is
 * logged with the account, its address, the client's address and device, and the way in; the
 * rows outlive the account (the retention module deletes them after a year, purge.test.ts).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const post = (url: string, payload: object, remoteAddress: string, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { 'user-agent': PHONE, ...(cookie ? { cookie } : {}) } });
const logOf = (userId: number) =>
  ctx.app.db.selectFrom('connection_log').select(['user_id', 'email', 'ip', 'user_agent', 'method']).where('user_id', '=', userId).orderBy('id').execute();

describe('the connection log', () => {
  it('logs every way in with the address and device, and keeps it when the account is deleted', async () => {
    const email = uniqueEmail('journal');
    const form = { email, password: DEFAULT_PASSWORD, first_name: 'Yanis', name: 'Benali', type: 'users' };
    expect((await post('/api/auth/signup', form, '198.51.100.7')).statusCode).toBe(202);
    const confirmed = await post('/api/auth/confirm-signup', { token: (await linkTokenFromMail(ctx.app, email, CONFIRM_LINK))! }, '198.51.100.7');
    expect(confirmed.statusCode).toBe(201);
    const userId = confirmed.json().id as number;

    expect((await post('/api/auth/signin', { email, password: DEFAULT_PASSWORD }, '203.0.113.20')).statusCode).toBe(200);
    // Signing up again with the address sends « Vous avez déjà un compte » and its sign-in link.
    expect((await post('/api/auth/signup', form, '203.0.113.21')).statusCode).toBe(202);
    const linked = await post('/api/auth/signin-link', { token: (await linkTokenFromMail(ctx.app, email, SIGNIN_LINK))! }, '203.0.113.22');
    expect(linked.statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${userId}/password`,
      payload: { current_password: DEFAULT_PASSWORD, new_password: 'un-autre-mot-de-passe' },
      remoteAddress: '203.0.113.23',
      headers: { cookie: sessionCookie(linked)!, 'user-agent': PHONE },
    });
    expect(changed.statusCode).toBe(200);
    // A refused password opens no session and logs no connection.
    expect((await post('/api/auth/signin', { email, password: 'pas-le-bon-mot' }, '203.0.113.24')).statusCode).toBe(401);

    const expected = [
      { ip: '198.51.100.7', method: 'signup' },
      { ip: '203.0.113.20', method: 'password' },
      { ip: '203.0.113.22', method: 'link' },
      { ip: '203.0.113.23', method: 'password_change' },
    ].map((row) => ({ user_id: userId, email, user_agent: PHONE, ...row }));
    expect(await logOf(userId)).toEqual(expected);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${userId}`,
      payload: { password: 'un-autre-mot-de-passe' },
      headers: { cookie: sessionCookie(changed)! },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await ctx.app.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()).toBeUndefined();
    expect(await logOf(userId)).toEqual(expected);
  });

  it('keeps only the start of an oversized User-Agent', async () => {
    const email = uniqueEmail('journal');
    const form = { email, password: DEFAULT_PASSWORD, first_name: 'Yanis', name: 'Benali', type: 'users' };
    expect((await post('/api/auth/signup', form, '198.51.100.8')).statusCode).toBe(202);
    const token = (await linkTokenFromMail(ctx.app, email, CONFIRM_LINK))!;
    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/auth/confirm-signup', payload: { token }, headers: { 'user-agent': 'x'.repeat(5000) } });
    expect(confirmed.statusCode).toBe(201);
    const [row] = await logOf(confirmed.json().id as number);
    expect(row!.user_agent).toBe('x'.repeat(300));
  });
});
