import { createTestApp, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const FAILURE = { error: "Vérifiez l'adresse e-mail saisie et essayez à nouveau." };

function subscribe(payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: '/api/newsletters', payload: payload as string, headers });
}

describe('POST /api/newsletters', () => {
  it('subscribes an address, once, whatever its case', async () => {
    const first = await subscribe({ email: 'Lecteur@Exemple.fr' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: 'Inscription réussie' });
    const again = await subscribe({ email: ' lecteur@exemple.fr ' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: 'Inscription réussie' });
    const rows = await ctx.app.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', 'lecteur@exemple.fr').execute();
    expect(rows).toHaveLength(1);
  });

  it("marks a member's account as subscribed", async () => {
    const { body, user } = await signup(ctx.app);
    await subscribe({ email: body.email });
    const row = await ctx.app.db.selectFrom('users').select('newsletter').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.newsletter).toBe(1);
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['a missing e-mail', {}, {}],
    ['an empty e-mail', { email: '' }, {}],
    ['an invalid e-mail', { email: 'pas-une-adresse' }, {}],
    ['an e-mail of the wrong type', { email: { a: 1 } }, {}],
    ['an unknown field', { email: 'a@exemple.fr', name: 'x' }, {}],
    ['malformed JSON', '{"email":', { 'content-type': 'application/json' }],
  ])('answers the one failure text for %s', async (_label, payload, headers) => {
    const res = await subscribe(payload, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(FAILURE);
  });
});
