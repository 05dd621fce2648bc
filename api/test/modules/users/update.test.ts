import { createTestApp, myself, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

function put(id: number | string, payload: unknown, cookie?: string) {
  return ctx.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload: payload as object, headers: cookie ? { cookie } : {} });
}

describe('PUT /api/users/:id', () => {
  it('updates first name, name and registration step of the signed-in user', async () => {
    const { cookie, user } = await signup(ctx.app);
    const res = await put(user.id, { first_name: ' Élise ', name: 'Moreau', registration_step: 4 }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, first_name: 'Élise', name: 'Moreau', registration_step: 4 });
    expect((await myself(ctx.app, cookie)).json()).toMatchObject({ first_name: 'Élise', registration_step: 4 });
  });

  it('accepts the user object sent back, ignoring its read-only fields', async () => {
    const { cookie, user } = await signup(ctx.app, { type: 'prop-occupant' });
    const sentBack = { ...user, email: 'pirate@exemple.fr', type: 15, sca_status: 'done', home_leased: true, registration_step: 100 };
    const res = await put(user.id, sentBack, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...user, registration_step: 100 });
  });

  it('answers 401 when anonymous', async () => {
    const { user } = await signup(ctx.app);
    const res = await put(user.id, { first_name: 'X' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Vous devez être connecté.' });
  });

  it("answers 403 on someone else's id, whatever the body", async () => {
    const alice = await signup(ctx.app);
    const bob = await signup(ctx.app);
    for (const payload of [{ first_name: 'Pirate' }, { unknown_field: 1 }]) {
      const res = await put(bob.user.id, payload, alice.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Vous n'avez pas accès à cette ressource." });
    }
    expect((await myself(ctx.app, bob.cookie)).json().first_name).toBe('Alice');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown field', { password_hash: 'x' }, 'Champ inconnu : password_hash.'],
    ['a blank first name', { first_name: '  ' }, 'Le prénom est obligatoire.'],
    ['an empty name', { name: '' }, 'Le nom est obligatoire.'],
    ['a step above 100', { registration_step: 101 }, "L'étape d'inscription doit être un nombre entier entre 0 et 100."],
    ['a fractional step', { registration_step: 1.5 }, "L'étape d'inscription doit être un nombre entier entre 0 et 100."],
  ])('answers a French 400 for %s', async (_label, payload, message) => {
    const { cookie, user } = await signup(ctx.app);
    const res = await put(user.id, payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });
});

describe('PUT /api/users/:id, business name', () => {
  async function businessName(id: number) {
    return (await ctx.app.db.selectFrom('users').select('business_name').where('id', '=', id).executeTakeFirstOrThrow()).business_name;
  }

  it.each(['agent', 'manager', 'proprietaire'])('lets a %s account set its business name', async (type) => {
    const { cookie, user } = await signup(ctx.app, { type, business_name: 'Ancien nom' });
    const res = await put(user.id, { business_name: '  Agence des Pentes  ' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toEqual({ business_name: 'Agence des Pentes' });
    expect(await businessName(user.id)).toBe('Agence des Pentes');
  });

  it.each(['users', 'prop-occupant'])('refuses it for a coloc account (%s), with a French 400', async (type) => {
    const { cookie, user } = await signup(ctx.app, { type });
    const res = await put(user.id, { business_name: 'Ma société' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Seuls les comptes professionnels peuvent indiquer un nom d'entreprise." });
    expect(await businessName(user.id)).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ['a blank name', '   ', "Le nom de l'entreprise est obligatoire."],
    ['a name over 120 characters', 'x'.repeat(121), "Le nom de l'entreprise doit contenir au plus 120 caractères."],
    ['a name that is not text', { name: 'x' }, "Le nom de l'entreprise est invalide."],
  ])('answers a French 400 for %s and changes nothing', async (_label, business_name, error) => {
    const { cookie, user } = await signup(ctx.app, { type: 'agent', business_name: 'Agence' });
    const res = await put(user.id, { business_name }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await businessName(user.id)).toBe('Agence');
  });

  it("answers 403 on someone else's id and changes nothing", async () => {
    const alice = await signup(ctx.app, { type: 'agent', business_name: 'Alice' });
    const bob = await signup(ctx.app, { type: 'agent', business_name: 'Bob' });
    const res = await put(bob.user.id, { business_name: 'Piratée' }, alice.cookie);
    expect(res.statusCode).toBe(403);
    expect(await businessName(bob.user.id)).toBe('Bob');
  });
});
