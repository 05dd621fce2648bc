import { createTestApp, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

function track(payload: unknown, cookie?: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/analytics/pageviews', payload: payload as object, headers: cookie ? { cookie } : {} });
}

describe('POST /api/analytics/pageviews', () => {
  it('stores an anonymous page view', async () => {
    const res = await track({ path: '/faq', referrer: 'https://www.google.fr/', title: 'FAQ' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const row = await ctx.app.db.selectFrom('page_views').selectAll().where('path', '=', '/faq').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ referrer: 'https://www.google.fr/', title: 'FAQ', user_id: null });
  });

  it('stores the user of a signed-in visitor', async () => {
    const { cookie, user } = await signup(ctx.app);
    expect((await track({ path: '/users/home-matching' }, cookie)).statusCode).toBe(204);
    const row = await ctx.app.db.selectFrom('page_views').selectAll().where('path', '=', '/users/home-matching').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, referrer: null, title: null });
  });

  it.each<[string, unknown, string]>([
    ['a missing path', {}, 'Le chemin de la page est obligatoire.'],
    ['a path not starting with /', { path: 'faq' }, 'Le chemin de la page doit commencer par « / ».'],
    ['a long path', { path: `/${'x'.repeat(500)}` }, 'Le chemin de la page doit contenir au plus 500 caractères.'],
    ['an unknown field', { path: '/', duration: 3 }, 'Champ inconnu : duration.'],
  ])('answers a French 400 for %s', async (_label, payload, error) => {
    const res = await track(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });
});
