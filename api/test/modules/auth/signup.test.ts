import { PROFILE_MULTI_FIELDS, PROFILE_SINGLE_FIELDS } from '../../../src/modules/profiles/fields';
import { createTestApp, DEFAULT_PASSWORD, readOutbox, signup, uniqueEmail, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** The questionnaire row every new account gets: nothing answered, every section "Important". */
const EMPTY_PROFILE = {
  id: expect.any(Number),
  user_id: expect.any(Number),
  ...Object.fromEntries(PROFILE_SINGLE_FIELDS.map((field) => [field, null])),
  ...Object.fromEntries(PROFILE_MULTI_FIELDS.map((field) => [field, []])),
  birth_date: null,
  children_count: null,
  custody_note: null,
  description: null,
  home_kind: null,
  importance: { lifestyle: 3, personality: 3, athome: 3, employment: 3 },
  private_fields: [],
  // Religion and diet are used in matching only once the person consents (issue 16).
  sensitive_consent: false,
};

function validBody(overrides: Record<string, unknown> = {}) {
  return { email: uniqueEmail(), password: DEFAULT_PASSWORD, first_name: 'Alice', name: 'Durand', type: 'users', ...overrides };
}

async function post(payload: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: payload as object });
}

describe('POST /api/auth/signup', () => {
  it('answers 202 without a session; the mailed link creates the coloc account, answers 201 with the user object and a session cookie', async () => {
    const signedUp = await signup(ctx.app, { email: '  Alice.Durand@Exemple.FR ', first_name: '  Alice ' });
    expect(signedUp.request.statusCode).toBe(202);
    expect(signedUp.request.cookies).toEqual([]);
    const res = signedUp.response;
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const user = res.json();
    expect(user).toEqual({
      id: expect.any(Number),
      email: 'alice.durand@exemple.fr',
      first_name: 'Alice',
      name: 'Durand',
      type: 1,
      registration_step: 0,
      search_id: null,
      avatar: null,
      sca_status: 'none',
      home_leased: false,
      company: null,
      home: null,
      profile: EMPTY_PROFILE,
      search: null,
      subscriptions: [],
      staff_role: null,
      managed_mandates: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(res.cookies.find((c) => c.name === 'tp_session')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/myself', headers: { cookie: `tp_session=${res.cookies[0]!.value}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user } = await signup(ctx.app);
    const row = await ctx.app.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, t] = /m=(\d+),t=(\d+)/.exec(row.password_hash)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['users', 1],
    ['proprietaire', 2],
    ['prop-occupant', 1],
    ['agent', 4],
    ['manager', 8],
  ])('maps type %s to the type bits %i', async (type, bits) => {
    const { user } = await signup(ctx.app, { type });
    expect(user.type).toBe(bits);
  });

  it('creates the profile row of every account type with the account', async () => {
    for (const type of ['users', 'proprietaire', 'prop-occupant', 'agent', 'manager']) {
      const { user } = await signup(ctx.app, { type, business_name: 'Agence' });
      const rows = await ctx.app.db.selectFrom('profiles').selectAll().where('user_id', '=', user.id).execute();
      expect(rows).toHaveLength(1);
      expect(user.profile).toEqual({ ...EMPTY_PROFILE, id: rows[0]!.id, user_id: user.id });
    }
  });

  it('gives an owner-occupier a non-coloc home, so the user counts as an owner', async () => {
    const { user } = await signup(ctx.app, { type: 'prop-occupant' });
    expect(user.type).toBe(1);
    expect(user.home).toMatchObject({
      id: expect.any(Number),
      user_id: user.id,
      is_coloc: false,
      step: 0,
      published: false,
      rooms: [],
      owners_roles: [],
      image_orders: [],
      public_url: `/colocation-france/${user.home.id}`,
    });
  });

  it('keeps the business name of agents and managers', async () => {
    const agent = await signup(ctx.app, { type: 'agent', business_name: '  Agence du Parc ' });
    expect(agent.user.company).toEqual({ business_name: 'Agence du Parc' });
    const manager = await signup(ctx.app, { type: 'manager', business_name: 'Gestion Sud' });
    expect(manager.user.company).toEqual({ business_name: 'Gestion Sud' });
    const coloc = await signup(ctx.app, { type: 'users', business_name: 'Ignorée' });
    expect(coloc.user.company).toBeNull();
  });

  it('records the newsletter choice', async () => {
    const { body } = await signup(ctx.app, { newsletter: true });
    const row = await ctx.app.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', body.email).executeTakeFirst();
    expect(row).toBeDefined();
  });

  it('creates no second account on the same address, whatever its case (the owner gets a mail instead)', async () => {
    const email = uniqueEmail();
    await signup(ctx.app, { email });
    const res = await post(validBody({ email: email.toUpperCase() }));
    expect(res.statusCode).toBe(202);
    await ctx.app.mailer.flush();
    const accounts = await ctx.app.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);
    const pending = await ctx.app.db.selectFrom('pending_signups').select('id').where('email', '=', email).where('used_at', 'is', null).execute();
    expect(pending).toHaveLength(0);
  });

  it('sends a French welcome mail', async () => {
    const { body } = await signup(ctx.app, { first_name: 'Zoé' });
    const mails = await readOutbox(ctx);
    const mail = mails.find((m) => m.content.includes(`To: ${body.email}`) && m.content.includes('Votre compte Toit Partagé est créé'));
    expect(mail).toBeDefined();
    expect(mail!.content).toContain('Bonjour Zoé,');
    expect(mail!.content).toContain("L'équipe Toit Partagé");
  });

  describe('answers a French 400, never a 500, for bad input', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['missing e-mail', { email: undefined }, "L'adresse e-mail est obligatoire."],
      ['empty e-mail', { email: '' }, "L'adresse e-mail est obligatoire."],
      ['invalid e-mail', { email: 'pas-une-adresse' }, 'Cette adresse e-mail ne semble pas valide.'],
      ['missing password', { password: undefined }, 'Le mot de passe est obligatoire.'],
      ['short password', { password: 'court' }, 'Le mot de passe doit contenir au moins 8 caractères.'],
      ['long password', { password: 'x'.repeat(129) }, 'Le mot de passe doit contenir au plus 128 caractères.'],
      ['missing first name', { first_name: undefined }, 'Le prénom est obligatoire.'],
      ['blank first name', { first_name: '   ' }, 'Le prénom est obligatoire.'],
      ['long first name', { first_name: 'x'.repeat(81) }, 'Le prénom doit contenir au plus 80 caractères.'],
      ['missing name', { name: undefined }, 'Le nom est obligatoire.'],
      ['missing type', { type: undefined }, 'Le type de compte est obligatoire.'],
      ['unknown type', { type: 'admin' }, 'Le type de compte est invalide.'],
      ['type of the wrong kind', { type: 4 }, 'Le type de compte est invalide.'],
      ['non-boolean newsletter', { newsletter: 'peut-être' }, 'La valeur du champ « newsletter » est invalide.'],
      ['unknown property', { role: 'admin' }, 'Champ inconnu : role.'],
    ])('%s', async (_label, overrides, message) => {
      const res = await post(validBody(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    });

    it('names the first field in form order when several are wrong', async () => {
      const res = await post({ password: 'court' });
      expect(res.json()).toEqual({ error: "L'adresse e-mail est obligatoire." });
    });

    it('rejects malformed JSON', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Le corps de la requête est invalide.' });
    });

    it('rejects an empty body and a body that is not an object', async () => {
      const empty = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ error: 'Le corps de la requête est invalide.' });
      const array = await post([1, 2]);
      expect(array.statusCode).toBe(400);
      expect(array.json()).toEqual({ error: 'Le corps de la requête est invalide.' });
    });
  });
});
