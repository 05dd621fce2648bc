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

  it('answers JSON for a URL the router cannot decode or a parameter too long', async () => {
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/homes/%zz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "L'adresse demandée est invalide." });
    const long = await ctx.app.inject({ method: 'POST', url: `/api/groups/${'9'.repeat(300)}/accept` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: "L'adresse demandée est trop longue." });
  });

  it('quotes back an unknown field only when its name could be one of ours', async () => {
    const named = await ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'a@exemple.fr', password: 'x', staff_role: 'x' } });
    expect(named.json()).toEqual({ error: 'Champ inconnu : staff_role.' });
    const odd = await ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'a@exemple.fr', password: 'x', '<b>x</b>': 1 } });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toEqual({ error: 'La requête contient un champ inconnu.' });
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
    // PostgreSQL refusing a value sent by the client (int4 out of range, NUL in a text).
    [Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003', severity: 'ERROR' }), 400, 'La requête est invalide.'],
    [Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', severity: 'ERROR' }), 400, 'La requête est invalide.'],
    [Object.assign(new Error('duplicate key'), { code: '23505', severity: 'ERROR' }), 500, 'Une erreur inattendue est survenue. Réessayez plus tard.'],
    [new Error('boom'), 500, 'Une erreur inattendue est survenue. Réessayez plus tard.'],
    ['a string', 500, 'Une erreur inattendue est survenue. Réessayez plus tard.'],
    [null, 500, 'Une erreur inattendue est survenue. Réessayez plus tard.'],
  ])('%p -> %i', (error, statusCode, message) => {
    expect(describeError(error)).toEqual({ statusCode, message });
  });
});
