import { sql } from 'kysely';
import { describeError } from '../../src/plugins/errors';
import { HttpError } from '../../src/lib/errors';
import { createTestApp, type TestContext } from '../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('error handler', () => {
  it('answers a French 500 without any detail when something breaks', async () => {
    await sql`drop table page_views`.execute(ctx.app.db);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/analytics/pageviews', payload: { path: '/' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Une erreur inattendue est survenue. Réessayez plus tard.' });
    expect(res.body).not.toMatch(/page_views|sqlite|stack|at /i);
  });

  it('answers JSON for an unsupported content type', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/xml' },
      payload: '<signin/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: "Ce type de contenu n'est pas pris en charge." });
  });

  it('answers JSON for a body above the size limit', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'x', email: 'a@exemple.fr', subject: 'x', message: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'La requête est trop volumineuse.' });
  });

  it('answers JSON for a malformed querystring value', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/cities?q=lyon&limit=beaucoup' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Le nombre de résultats doit être un entier entre 1 et 20.' });
  });
});

describe('describeError', () => {
  it.each<[unknown, number, string]>([
    [new HttpError(409, 'Conflit.'), 409, 'Conflit.'],
    [Object.assign(new Error('Unauthorized'), { statusCode: 401 }), 401, 'Vous devez être connecté.'],
    [Object.assign(new Error('Forbidden'), { statusCode: 403 }), 403, "Vous n'avez pas accès à cette ressource."],
    [Object.assign(new Error('Not Found'), { statusCode: 404 }), 404, 'Ressource introuvable.'],
    [Object.assign(new Error('Too Many'), { statusCode: 429 }), 429, 'Trop de tentatives. Réessayez dans quelques minutes.'],
    [Object.assign(new Error('Bad JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), 400, 'Le corps de la requête est invalide.'],
    [new Error('boom'), 500, 'Une erreur inattendue est survenue. Réessayez plus tard.'],
    ['a string', 500, 'Une erreur inattendue est survenue. Réessayez plus tard.'],
    [null, 500, 'Une erreur inattendue est survenue. Réessayez plus tard.'],
  ])('%p -> %i', (error, statusCode, message) => {
    expect(describeError(error)).toEqual({ statusCode, message });
  });
});
