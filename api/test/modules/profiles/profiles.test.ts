import { todayInFrance } from '../../../src/modules/profiles/age';
import { createTestApp, myself, signup, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const FORBIDDEN = { error: "Vous n'avez pas accès à cette ressource." };
const UNAUTHORIZED = { error: 'Vous devez être connecté.' };

function put(id: number | string, payload: unknown, cookie?: string) {
  return ctx.app.inject({ method: 'PUT', url: `/api/profiles/${id}`, payload: payload as object, headers: cookie ? { cookie } : {} });
}

function get(id: number | string, cookie?: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/profiles/${id}`, headers: cookie ? { cookie } : {} });
}

async function profileRow(id: number) {
  return ctx.app.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** YYYY-MM-DD `years` years before today in France. */
function yearsAgo(years: number, dayShift = 0): string {
  const [y, m, d] = todayInFrance().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + dayShift));
  return date.toISOString().slice(0, 10);
}

describe('PUT /api/profiles/:id', () => {
  it('saves a partial update and answers the whole profile', async () => {
    const { cookie, user } = await signup(ctx.app);
    const res = await put(
      user.profile.id,
      {
        position: 1,
        situation: 2,
        gender: 1,
        children: 3,
        custody_schedule: 3,
        children_count: 2,
        custody_note: '  Le mercredi après-midi et un week-end sur deux.  ',
        sports: [1, 4, 12],
        dietaries: [4],
        birth_date: '1990-05-17',
        description: 'Infirmière de nuit, calme et souriante.',
        home_kind: 'none',
        importance: { lifestyle: 4 },
        private_fields: ['description', 'birth_date'],
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const profile = res.json();
    expect(profile).toMatchObject({
      id: user.profile.id,
      user_id: user.id,
      position: 1,
      situation: 2,
      gender: 1,
      children: 3,
      custody_schedule: 3,
      children_count: 2,
      custody_note: 'Le mercredi après-midi et un week-end sur deux.',
      sports: [1, 4, 12],
      dietaries: [4],
      arts: [],
      smoking: null,
      birth_date: '1990-05-17',
      description: 'Infirmière de nuit, calme et souriante.',
      home_kind: 'none',
      importance: { lifestyle: 4, personality: 3, athome: 3, employment: 3 },
      // Stored in catalogue order, whatever the order sent.
      private_fields: ['birth_date', 'description'],
    });

    // A second partial update leaves everything else as it was; importance is merged.
    const second = await put(user.profile.id, { smoking: 1, sports: [], importance: { athome: 1 }, gender: null }, cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      ...profile,
      smoking: 1,
      sports: [],
      gender: null,
      importance: { lifestyle: 4, personality: 3, athome: 1, employment: 3 },
    });
    expect((await get(user.profile.id, cookie)).json()).toEqual(second.json());
    expect((await myself(ctx.app, cookie)).json().profile).toEqual(second.json());
  });

  it('stores null for null and for blank texts, never 0 or an empty string', async () => {
    const { cookie, user } = await signup(ctx.app);
    await put(user.profile.id, { gender: 2, children_count: 0, description: 'Bonjour', custody_note: 'x' }, cookie);
    expect((await profileRow(user.profile.id)).children_count).toBe(0);
    const res = await put(user.profile.id, { gender: null, children_count: null, description: '   ', custody_note: null }, cookie);
    expect(res.statusCode).toBe(200);
    const row = await profileRow(user.profile.id);
    expect(row).toMatchObject({ gender: null, children_count: null, description: null, custody_note: null });
  });

  it('accepts the profile object sent back, ignoring id and user_id', async () => {
    const { cookie, user } = await signup(ctx.app);
    const res = await put(user.profile.id, { ...user.profile, id: 999_999, user_id: 1, meals: 2 }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...user.profile, meals: 2 });
  });

  it('accepts an empty body and changes nothing', async () => {
    const { cookie, user } = await signup(ctx.app);
    const before = await profileRow(user.profile.id);
    const res = await put(user.profile.id, {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(user.profile);
    expect(await profileRow(user.profile.id)).toEqual(before);
  });

  it('accepts ages 18 and 120 and refuses 17, 121 and future dates', async () => {
    const { cookie, user } = await signup(ctx.app);
    for (const birth_date of [yearsAgo(18), yearsAgo(120)]) {
      expect((await put(user.profile.id, { birth_date }, cookie)).statusCode).toBe(200);
    }
    const cases: Array<[string, string]> = [
      [yearsAgo(18, 1), 'Vous devez avoir au moins 18 ans.'],
      [yearsAgo(121, -1), "La date de naissance n'est pas valide."],
      [yearsAgo(-1), "La date de naissance n'est pas valide."],
      ['2001-02-30', "La date de naissance n'est pas valide."],
      ['17/05/1990', "La date de naissance n'est pas valide."],
    ];
    for (const [birth_date, error] of cases) {
      const res = await put(user.profile.id, { birth_date }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect((await profileRow(user.profile.id)).birth_date).toBe(yearsAgo(120));
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown field', { favourite_colour: 'bleu' }, 'Champ inconnu : favourite_colour.'],
    ['an unknown importance section', { importance: { money: 2 } }, 'Champ inconnu : money.'],
    ['an option id not in the list', { gender: 9 }, 'Choix invalide pour le genre.'],
    ['situation 5 (ids 1 to 4)', { situation: 5 }, 'Choix invalide pour la situation.'],
    ['a custody schedule id not in the list', { custody_schedule: 6 }, 'Choix invalide pour le rythme de garde.'],
    ['a text where an id is expected', { smoking: 'non' }, 'Choix invalide pour le tabac.'],
    ['a multiple choice with an unknown id', { sports: [1, 99] }, 'Choix invalide pour les sports.'],
    ['a multiple choice with a repeated id', { sports: [1, 1] }, 'Choix invalide pour les sports.'],
    ['a multiple choice that is not a list of ids', { hobby: ['jeux'] }, 'Choix invalide pour les loisirs.'],
    [
      'more than 20 choices',
      { character: Array.from({ length: 21 }, (_, i) => i + 1) },
      'Vous pouvez choisir au plus 20 réponses pour le caractère.',
    ],
    ['11 children', { children_count: 11 }, "Le nombre d'enfants doit être un nombre entier entre 0 et 10."],
    ['a negative number of children', { children_count: -1 }, "Le nombre d'enfants doit être un nombre entier entre 0 et 10."],
    ['a custody note over 500 characters', { custody_note: 'x'.repeat(501) }, 'La précision sur la garde des enfants doit contenir au plus 500 caractères.'],
    ['a description over 2000 characters', { description: 'x'.repeat(2001) }, 'La description doit contenir au plus 2000 caractères.'],
    ['an unknown home kind', { home_kind: 'chateau' }, 'La réponse sur votre logement est invalide.'],
    ['importance 5', { importance: { lifestyle: 5 } }, "L'importance doit être un nombre entier entre 1 (Pas important) et 4 (Essentiel)."],
    ['importance 0', { importance: { employment: 0 } }, "L'importance doit être un nombre entier entre 1 (Pas important) et 4 (Essentiel)."],
    ['importance that is not an object', { importance: 3 }, "L'importance doit être un nombre entier entre 1 (Pas important) et 4 (Essentiel)."],
    ['a field that cannot be private', { private_fields: ['smoking'] }, 'La liste des réponses gardées privées est invalide.'],
    ['a birth date that is not text', { birth_date: 19900517 }, "La date de naissance n'est pas valide."],
  ])('answers a French 400 for %s, and changes nothing', async (_label, payload, error) => {
    const { cookie, user } = await signup(ctx.app);
    const before = await profileRow(user.profile.id);
    const res = await put(user.profile.id, payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await profileRow(user.profile.id)).toEqual(before);
  });

  it('answers 401 when anonymous', async () => {
    const { user } = await signup(ctx.app);
    const res = await put(user.profile.id, { gender: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it("answers 403 on someone else's profile, whatever the body, and changes nothing", async () => {
    const alice = await signup(ctx.app);
    const bob = await signup(ctx.app);
    const before = await profileRow(bob.user.profile.id);
    for (const payload of [{ gender: 2, description: 'Piraté' }, { unknown_field: 1 }, { gender: 'x' }]) {
      const res = await put(bob.user.profile.id, payload, alice.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect(await profileRow(bob.user.profile.id)).toEqual(before);
  });

  it('answers 404 for a profile that does not exist', async () => {
    const { cookie } = await signup(ctx.app);
    for (const id of ['999999', 'abc']) {
      const res = await put(id, { gender: 1 }, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Ressource introuvable.' });
    }
  });
});

describe('GET /api/profiles/:id', () => {
  it("answers the owner's profile", async () => {
    const { cookie, user } = await signup(ctx.app);
    const res = await get(user.profile.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(user.profile);
  });

  it('answers 401 anonymous, 403 for someone else, 404 for nothing', async () => {
    const alice = await signup(ctx.app);
    const bob = await signup(ctx.app);
    expect((await get(bob.user.profile.id)).statusCode).toBe(401);
    const other = await get(bob.user.profile.id, alice.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(FORBIDDEN);
    expect((await get(999_999, alice.cookie)).statusCode).toBe(404);
  });
});

describe('profiles of older accounts', () => {
  it('are created on first use, once', async () => {
    const { cookie, user } = await signup(ctx.app);
    await ctx.app.db.deleteFrom('profiles').where('user_id', '=', user.id).execute();
    const [first, second] = await Promise.all([myself(ctx.app, cookie), myself(ctx.app, cookie)]);
    expect(first.json().profile.id).toBe(second.json().profile.id);
    expect(first.json().profile).toMatchObject({ user_id: user.id, gender: null, importance: { lifestyle: 3 } });
    const rows = await ctx.app.db.selectFrom('profiles').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect((await put(rows[0]!.id, { gender: 1 }, cookie)).statusCode).toBe(200);
  });
});
