import { createTestApp, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

function get(id: number | string, cookie?: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/users/${id}/preferences`, headers: cookie ? { cookie } : {} });
}
function put(id: number | string, payload: unknown, cookie?: string) {
  return ctx.app.inject({ method: 'PUT', url: `/api/users/${id}/preferences`, payload: payload as object, headers: cookie ? { cookie } : {} });
}
async function userRow(id: number) {
  return ctx.app.db
    .selectFrom('users')
    .select(['email_messages', 'email_matches', 'email_visits', 'newsletter'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
async function subscribed(email: string) {
  return (await ctx.app.db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

describe('GET /api/users/:id/preferences', () => {
  it('answers every notification on and the newsletter as chosen at sign-up', async () => {
    const { cookie, user } = await signup(ctx.app, { newsletter: true });
    const res = await get(user.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ email_messages: true, email_matches: true, email_visits: true, newsletter: true });
  });

  it('answers 401 anonymous and 403 for someone else', async () => {
    const alice = await signup(ctx.app);
    const bob = await signup(ctx.app);
    expect((await get(bob.user.id)).statusCode).toBe(401);
    const res = await get(bob.user.id, alice.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "Vous n'avez pas accès à cette ressource." });
  });
});

describe('PUT /api/users/:id/preferences', () => {
  it('changes the preferences sent and keeps the others', async () => {
    const { cookie, user } = await signup(ctx.app);
    const res = await put(user.id, { email_matches: false, email_visits: false }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email_messages: true, email_matches: false, email_visits: false, newsletter: false });
    expect(await userRow(user.id)).toEqual({ email_messages: 1, email_matches: 0, email_visits: 0, newsletter: 0 });
    expect((await get(user.id, cookie)).json()).toEqual(res.json());
  });

  it('subscribes and unsubscribes the account address from the newsletter', async () => {
    const { cookie, user, body } = await signup(ctx.app);
    expect(await subscribed(body.email)).toBe(false);
    expect((await put(user.id, { newsletter: true }, cookie)).json().newsletter).toBe(true);
    expect(await subscribed(body.email)).toBe(true);
    expect((await put(user.id, { newsletter: true }, cookie)).statusCode).toBe(200);
    expect((await put(user.id, { newsletter: false }, cookie)).json().newsletter).toBe(false);
    expect(await subscribed(body.email)).toBe(false);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown field', { sms: true }, 'Champ inconnu : sms.'],
    ['a value that is not a boolean', { email_messages: 'souvent' }, 'Chaque préférence de notification doit valoir oui (true) ou non (false).'],
    ['a list', { email_visits: [true, false] }, 'Chaque préférence de notification doit valoir oui (true) ou non (false).'],
  ])('answers a French 400 for %s and changes nothing', async (_label, payload, error) => {
    const { cookie, user } = await signup(ctx.app);
    const before = await userRow(user.id);
    const res = await put(user.id, payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await userRow(user.id)).toEqual(before);
  });

  it('answers 401 when anonymous', async () => {
    const { user } = await signup(ctx.app);
    expect((await put(user.id, { email_messages: false })).statusCode).toBe(401);
    expect((await userRow(user.id)).email_messages).toBe(1);
  });

  it("answers 403 on someone else's id, whatever the body, and changes nothing", async () => {
    const alice = await signup(ctx.app);
    const bob = await signup(ctx.app);
    for (const payload of [{ email_messages: false, newsletter: true }, { sms: 1 }]) {
      const res = await put(bob.user.id, payload, alice.cookie);
      expect(res.statusCode).toBe(403);
    }
    expect(await userRow(bob.user.id)).toEqual({ email_messages: 1, email_matches: 1, email_visits: 1, newsletter: 0 });
    expect(await subscribed(bob.body.email)).toBe(false);
  });
});
