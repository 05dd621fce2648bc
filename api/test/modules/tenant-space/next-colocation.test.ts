import { createTestApp, type TestContext } from '../../helpers/app';
import { parisDay } from '../rentals/fixtures';
import { tenantSpaceKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof tenantSpaceKit>;
let cities: { lyon: number; paris: number };

beforeAll(async () => {
  ctx = await createTestApp();
  kit = tenantSpaceKit(ctx);
  // The rentals kit inserts the test cities with its first landlord.
  await kit.landlord();
  const idOf = async (name: string) => (await ctx.app.db.selectFrom('cities').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  cities = { lyon: await idOf('Lyon'), paris: await idOf('Paris') };
});
afterAll(async () => {
  await ctx.close();
});

const put = (cookie: string | null | undefined, body: unknown) => kit.call('PUT', '/api/next-colocation', cookie, body);

describe('GET /api/next-colocation', () => {
  it("starts from the tenant's current home: its city and its rent as the budget, not saved", async () => {
    const { tenant } = await kit.scenario();
    const response = await kit.call('GET', '/api/next-colocation', tenant.cookie);
    expect(response.statusCode).toBe(200);
    const plan = response.json();
    expect(plan).toMatchObject({ move_date: null, city_ids: [cities.lyon], budget_max_cents: 50000, note: null, updated_at: null });
    expect(plan.cities).toEqual([expect.objectContaining({ id: cities.lyon, name: 'Lyon' })]);
    expect(await kit.db.selectFrom('next_colocation_plans').selectAll().execute()).toEqual([]);
  });

  it('offers the end date of the tenancy when one is set', async () => {
    const { owner, tenant, tenancy } = await kit.scenario();
    const end = parisDay(60);
    expect((await kit.call('PUT', `/api/tenancies/${tenancy.id}`, owner.cookie, { end_date: end })).statusCode).toBe(200);
    expect((await kit.call('GET', '/api/next-colocation', tenant.cookie)).json().move_date).toBe(end);
  });

  it('is empty for someone who rents nothing, and needs a session', async () => {
    const seeker = await kit.seeker();
    expect((await kit.call('GET', '/api/next-colocation', seeker.cookie)).json()).toEqual({
      move_date: null, city_ids: [], cities: [], budget_max_cents: null, note: null, updated_at: null,
    });
    expect((await kit.call('GET', '/api/next-colocation')).statusCode).toBe(401);
  });
});

describe('PUT /api/next-colocation', () => {
  it('saves the plan and reads it back, each city once, for this user only', async () => {
    const { tenant } = await kit.scenario();
    const body = { move_date: parisDay(90), city_ids: [cities.paris, cities.lyon, cities.paris], budget_max_cents: 65000, note: '  Près du tram  ' };
    const response = await put(tenant.cookie, body);
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({ move_date: parisDay(90), city_ids: [cities.paris, cities.lyon], budget_max_cents: 65000, note: 'Près du tram', updated_at: expect.any(String) });
    expect(saved.cities.map((c: { name: string }) => c.name)).toEqual(['Paris', 'Lyon']);
    expect((await kit.call('GET', '/api/next-colocation', tenant.cookie)).json()).toEqual(saved);
    // Sending back what was read (with its read-only fields) works, and updates.
    const again = await put(tenant.cookie, { ...saved, budget_max_cents: 70000 });
    expect(again.statusCode).toBe(200);
    expect(again.json().budget_max_cents).toBe(70000);
    const other = await kit.seeker();
    expect((await kit.call('GET', '/api/next-colocation', other.cookie)).json().updated_at).toBeNull();
  });

  it('refuses bad input in French and stores nothing', async () => {
    const seeker = await kit.seeker();
    const base = { move_date: parisDay(30), city_ids: [cities.lyon], budget_max_cents: 50000, note: null };
    const before = await kit.snapshot();
    const cases: Array<[unknown, string]> = [
      [{ ...base, move_date: parisDay(-1) }, 'La date de déménagement ne peut pas être passée.'],
      [{ ...base, move_date: parisDay(800) }, 'La date de déménagement doit être dans les deux prochaines années.'],
      [{ ...base, move_date: '2026-02-30' }, 'Indiquez une date de déménagement valide.'],
      [{ ...base, move_date: 12 }, 'Indiquez une date de déménagement valide.'],
      [{ ...base, city_ids: [99999999] }, "Une des villes choisies n'existe pas."],
      [{ ...base, city_ids: 'Lyon' }, 'La liste des villes est invalide.'],
      [{ ...base, city_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'Vous pouvez choisir au plus 10 villes.'],
      [{ ...base, budget_max_cents: 0 }, 'Le budget doit être un montant entre 1 € et 10 000 € par mois.'],
      [{ ...base, budget_max_cents: 2_000_000 }, 'Le budget doit être un montant entre 1 € et 10 000 € par mois.'],
      [{ ...base, budget_max_cents: 'beaucoup' }, 'Le budget doit être un montant entre 1 € et 10 000 € par mois.'],
      [{ ...base, note: 'x'.repeat(1001) }, 'La note doit contenir au plus 1 000 caractères.'],
      [{ move_date: null, budget_max_cents: null }, 'La liste des villes est invalide.'],
    ];
    for (const [body, error] of cases) {
      const response = await put(seeker.cookie, body);
      expect({ body, status: response.statusCode, error: response.json().error }).toEqual({ body, status: 400, error });
    }
    expect((await put(seeker.cookie, { ...base, user_id: 1 })).statusCode).toBe(400);
    expect((await put(null, base)).statusCode).toBe(401);
    expect((await kit.snapshot()) === before).toBe(true);
  });

  it('takes an empty plan (no date, no city, no budget)', async () => {
    const seeker = await kit.seeker();
    const response = await put(seeker.cookie, { move_date: null, city_ids: [], budget_max_cents: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ move_date: null, city_ids: [], cities: [], budget_max_cents: null, note: null });
  });
});
