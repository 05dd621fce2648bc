import { PDFDocument } from 'pdf-lib';
import { createTestApp, type TestContext } from '../../helpers/app';
import { insertCities, multipart } from '../homes/fixtures';
import { api, citySearch, listing, seeker } from './fixtures';

// The guarantee and complete-file badges of profile cards come from the tenant file (modules/tenant-file).
let ctx: TestContext;
let cities: Awaited<ReturnType<typeof insertCities>>;

beforeAll(async () => {
  ctx = await createTestApp();
  cities = await insertCities(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return Buffer.from(await doc.save());
}

async function fillFile(cookie: string, situation: { employment_status: string; monthly_income_cents: number }, categories = ['identity', 'income', 'employment']) {
  const { call } = api(ctx);
  expect((await call('PUT', '/api/tenant-file', cookie, situation)).statusCode).toBe(200);
  for (const category of categories) {
    const { payload, headers } = multipart([
      { name: 'category', data: category },
      { name: 'title', data: `Justificatif ${category}` },
      { name: 'file', filename: 'j.pdf', contentType: 'application/pdf', data: await pdf() },
    ]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/tenant-file/documents', payload, headers: { ...headers, cookie } });
    expect(res.statusCode).toBe(201);
  }
}

const confirm = (cookie: string) => api(ctx).call('POST', '/api/tenant-file/confirm', cookie, { sworn_statement: true });

describe('warranty_status and FullRecord of profile hits', () => {
  const people: Record<'validated' | 'pending' | 'refused' | 'draft' | 'nothing', Awaited<ReturnType<typeof seeker>>> = {} as never;
  let me: Awaited<ReturnType<typeof seeker>>;
  let owner: { cookie: string; homeId: number };

  beforeAll(async () => {
    const lyon = { city_searches: citySearch(cities.lyon), per_room_budget_min: 300, per_room_budget_max: 700 };
    me = await seeker(ctx, { first_name: 'Camille', search: lyon });
    for (const key of ['validated', 'pending', 'refused', 'draft', 'nothing'] as const) people[key] = await seeker(ctx, { first_name: key, search: lyon });

    await fillFile(people.validated.cookie, { employment_status: 'cdi', monthly_income_cents: 240_000 });
    expect((await confirm(people.validated.cookie)).json().guarantee.status).toBe('accepted');
    await fillFile(people.pending.cookie, { employment_status: 'etudiant', monthly_income_cents: 0 });
    expect((await confirm(people.pending.cookie)).statusCode).toBe(200);
    // A request not decided yet (as a partner answering later would leave it).
    await ctx.app.db
      .updateTable('tenant_files')
      .set({ guarantee_status: 'requested', guarantee_max_rent_cents: null, guarantee_decided_at: null })
      .where('user_id', '=', people.pending.id)
      .execute();
    await fillFile(people.refused.cookie, { employment_status: 'recherche', monthly_income_cents: 0 });
    expect((await confirm(people.refused.cookie)).json().guarantee.status).toBe('refused');
    await fillFile(people.draft.cookie, { employment_status: 'cdi', monthly_income_cents: 300_000 }, ['identity', 'income']);

    const pro = await seeker(ctx, { type: 'proprietaire', search: null });
    owner = { cookie: pro.cookie, homeId: (await listing(ctx, pro.cookie, cities.lyon, { rent: 500, photo: true })).id };
  });

  type Hit = { SecondUser: { UserID: number; FullRecord: boolean; warranty_status: string | null } };
  const badgesOf = (hits: Hit[]) =>
    Object.fromEntries(
      (Object.keys(people) as Array<keyof typeof people>).map((key) => {
        const hit = hits.find((h) => h.SecondUser.UserID === people[key].id)!;
        return [key, [hit.SecondUser.warranty_status, hit.SecondUser.FullRecord]];
      }),
    );
  const expected = {
    validated: ['validated', true],
    pending: ['pending', true],
    refused: [null, true],
    draft: [null, false],
    nothing: [null, false],
  };

  it("shows a seeker the guarantee ('validated' / 'pending') and whether the file is complete and confirmed", async () => {
    const body = (await api(ctx).users(me.cookie, { search_id: me.searchId })).json();
    expect(badgesOf(body.Hits)).toEqual(expected);
  });

  it("shows a professional's candidates the same badges", async () => {
    const res = await api(ctx).homeUsers(owner.cookie, owner.homeId);
    expect(res.statusCode).toBe(200);
    expect(badgesOf(res.json().Hits)).toEqual(expected);
  });

  it('drops « Dossier complet » and the guarantee as soon as the file changes', async () => {
    const { call } = api(ctx);
    await call('PUT', '/api/tenant-file', people.validated.cookie, { monthly_income_cents: 250_000 });
    const body = (await api(ctx).users(me.cookie, { search_id: me.searchId })).json();
    expect(badgesOf(body.Hits).validated).toEqual([null, false]);
    await confirm(people.validated.cookie);
  });

  it('reads the badges of a whole page in one query (no query per card)', async () => {
    const db = ctx.app.db;
    const spy = jest.spyOn(db, 'selectFrom');
    try {
      await api(ctx).users(me.cookie, { search_id: me.searchId });
      const tenantReads = spy.mock.calls.filter(([from]) => String(from).startsWith('tenant_'));
      expect(tenantReads).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});
