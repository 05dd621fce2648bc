import { nowIso } from '../../../src/db';
import { EXPIRED_LINK_KEPT_MS, purgeExpired, shiftMonths, THROTTLE_LOG_KEPT_MS } from '../../../src/modules/retention';
import { createTestApp, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const NOW = new Date();
const ago = (ms: number) => nowIso(new Date(NOW.getTime() - ms));
const ahead = (ms: number) => nowIso(new Date(NOW.getTime() + ms));
const HOUR = 3600_000;

describe('retention: expired rows are deleted, live ones kept', () => {
  it('purges unconfirmed sign-ups, links, sessions, throttle logs and year-old connections past their time, and nothing else', async () => {
    const { db } = ctx.app;
    // A real sign-up: its own confirmed pending row, mail slot and session are live and stay.
    const { user: account } = await signup(ctx.app, { email: 'retention@example.fr' });
    const user = { id: account.id as number };
    const pending = (email: string, expires: string) => ({
      email, token_hash: `h-${email}`, password_hash: 'argon2…', first_name: 'A', name: 'B', type: 'users', business_name: null, newsletter: 0, referral: null, created_at: ago(30 * 24 * HOUR), expires_at: expires, used_at: null,
    });
    await db.insertInto('pending_signups').values([pending('old@example.fr', ago(EXPIRED_LINK_KEPT_MS + HOUR)), pending('late@example.fr', ago(HOUR)), pending('live@example.fr', ahead(HOUR))]).execute();
    await db.insertInto('signin_links').values([
      { user_id: user.id, token_hash: 's-old', created_at: ago(9 * 24 * HOUR), expires_at: ago(EXPIRED_LINK_KEPT_MS + HOUR), used_at: null },
      { user_id: user.id, token_hash: 's-live', created_at: nowIso(NOW), expires_at: ahead(HOUR), used_at: null },
    ]).execute();
    await db.insertInto('password_resets').values([
      { user_id: user.id, token_hash: 'r-old', created_at: ago(9 * 24 * HOUR), expires_at: ago(EXPIRED_LINK_KEPT_MS + HOUR), used_at: null },
      { user_id: user.id, token_hash: 'r-late', created_at: ago(2 * HOUR), expires_at: ago(HOUR), used_at: null },
    ]).execute();
    await db.insertInto('sessions').values([
      { token_hash: 'sess-old', user_id: user.id, created_at: ago(400 * 24 * HOUR), last_seen_at: ago(40 * 24 * HOUR), expires_at: ago(HOUR) },
      { token_hash: 'sess-live', user_id: user.id, created_at: ago(HOUR), last_seen_at: ago(HOUR), expires_at: ahead(24 * HOUR) },
    ]).execute();
    await db.insertInto('signup_mails').values([{ email: 'old@example.fr', sent_at: ago(THROTTLE_LOG_KEPT_MS + HOUR) }, { email: 'live@example.fr', sent_at: ago(HOUR) }]).execute();
    await db.insertInto('login_failures').values([
      { email: 'retention@example.fr', ip: '203.0.113.9', device: null, created_at: ago(THROTTLE_LOG_KEPT_MS + HOUR) },
      { email: 'retention@example.fr', ip: '203.0.113.9', device: null, created_at: ago(60_000) },
    ]).execute();
    // The sign-up above logged its connection now; one of a year and an hour ago, one of a year less an hour.
    const connection = (at: Date) => ({ user_id: user.id, email: 'retention@example.fr', ip: '203.0.113.9', user_agent: null, method: 'password' as const, created_at: nowIso(at) });
    const yearAgo = shiftMonths(NOW, -12);
    await db.insertInto('connection_log').values([connection(new Date(yearAgo.getTime() - HOUR)), connection(new Date(yearAgo.getTime() + HOUR))]).execute();

    const purged = await purgeExpired(db, NOW);
    expect(purged).toEqual({ pending_signups: 1, signin_links: 1, password_resets: 1, sessions: 1, signup_mails: 1, login_failures: 1, connection_log: 1 });
    expect((await db.selectFrom('pending_signups').select('email').orderBy('email').execute()).map((r) => r.email)).toEqual(['late@example.fr', 'live@example.fr', 'retention@example.fr']);
    expect((await db.selectFrom('signin_links').select('token_hash').where('user_id', '=', user.id).execute()).map((r) => r.token_hash)).toEqual(['s-live']);
    expect((await db.selectFrom('password_resets').select('token_hash').where('user_id', '=', user.id).execute()).map((r) => r.token_hash)).toEqual(['r-late']);
    expect((await db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute()).map((r) => r.token_hash)).not.toContain('sess-old');
    expect((await db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute()).map((r) => r.token_hash)).toContain('sess-live');
    expect((await db.selectFrom('signup_mails').select('email').orderBy('email').execute()).map((r) => r.email)).toEqual(['live@example.fr']);
    expect(await db.selectFrom('login_failures').select('created_at').where('email', '=', 'retention@example.fr').execute()).toHaveLength(1);
    expect((await db.selectFrom('connection_log').select('created_at').where('user_id', '=', user.id).orderBy('created_at').execute()).map((r) => r.created_at)).toEqual([
      nowIso(new Date(yearAgo.getTime() + HOUR)),
      expect.any(String),
    ]);
    // A second run finds nothing more.
    expect(Object.values(await purgeExpired(db, NOW)).every((n) => n === 0)).toBe(true);
  });
});
