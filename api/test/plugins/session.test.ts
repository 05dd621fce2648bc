import { createTestApp, myself, signup, type TestContext } from '../helpers/app';

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
