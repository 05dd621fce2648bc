import { createTestApp, DEFAULT_PASSWORD, signin, signup, type TestContext } from '../../helpers/app';

/*
 * The change log (match_changes) that keeps every instance's match index and the alerts in step:
 * writes matching reads are logged, a visit (users.last_seen_at) is not (migration 025).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const changesOf = async (userId: number) =>
  (await ctx.app.db.selectFrom('match_changes').select('id').where('user_id', '=', userId).execute()).length;

describe('the match change log', () => {
  it('does not log a sign-in, which only records the visit', async () => {
    const { user, body } = await signup(ctx.app, { first_name: 'Inès' });
    await ctx.app.db.updateTable('users').set({ last_seen_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', user.id).execute();
    const logged = await changesOf(user.id);

    expect((await signin(ctx.app, body.email, DEFAULT_PASSWORD)).response.statusCode).toBe(200);

    const row = await ctx.app.db.selectFrom('users').select('last_seen_at').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.last_seen_at! > '2020-01-01T00:00:00.000Z').toBe(true);
    expect(await changesOf(user.id)).toBe(logged);
  });

  it('logs a write to a column matching reads (the questionnaire finished, the search chosen)', async () => {
    const { user } = await signup(ctx.app, { first_name: 'Malo' });
    const logged = await changesOf(user.id);

    await ctx.app.db.updateTable('users').set({ registration_step: 100 }).where('id', '=', user.id).execute();
    expect(await changesOf(user.id)).toBe(logged + 1);
    await ctx.app.db.updateTable('users').set({ search_id: null }).where('id', '=', user.id).execute();
    expect(await changesOf(user.id)).toBe(logged + 2);
  });
});
