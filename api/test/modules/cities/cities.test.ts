import { seedCities } from '../../../src/db/seed';
import { createTestApp, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedCities(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

async function search(query: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/cities?${query}` });
}

describe('GET /api/cities', () => {
  it('finds Saint-Étienne without accents, in any case, with spaces for hyphens', async () => {
    for (const q of ['saint-etienne', 'SAINT-ÉTIENNE', 'saint etienne', 'Saint-Éti']) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((c: { name: string }) => c.name)).toContain('Saint-Étienne');
    }
  });

  it('answers geoname objects, exact and short names first', async () => {
    const res = await search('q=lyon');
    const cities = res.json();
    expect(cities[0]).toEqual({
      id: expect.any(Number),
      name: 'Lyon',
      country_id: 6,
      admin1_code: '84',
      admin1_name: 'Auvergne-Rhône-Alpes',
      admin2_code: '69',
      admin2_name: 'Rhône',
      lat: expect.closeTo(45.749, 2),
      lng: expect.closeTo(4.848, 2),
      slug: 'lyon',
    });
    for (const city of cities) expect(city.name.toLowerCase().startsWith('lyon')).toBe(true);
  });

  it('includes the overseas territories with their country ids and French names', async () => {
    const res = await search('q=saint-denis&limit=20');
    const reunion = res.json().find((c: { country_id: number }) => c.country_id === 228);
    expect(reunion).toMatchObject({ name: 'Saint-Denis', admin1_name: 'La Réunion' });
  });

  it("gives each city its page's slug, the département's for the less populous homonyms, null without one", async () => {
    const saintDenis = (await search('q=saint-denis&limit=20')).json().filter((c: { name: string }) => c.name === 'Saint-Denis');
    const slugOf = (admin2: string) => saintDenis.find((c: { admin2_code: string }) => c.admin2_code === admin2)?.slug;
    expect(slugOf('974')).toBe('saint-denis');
    expect(slugOf('93')).toBe('saint-denis-93');
    // A commune added after the slugs were written has none until fillMissingCitySlugs runs: no page yet.
    await ctx.app.db
      .insertInto('cities')
      .values({ name: 'Zzyzxville', search_name: 'zzyzxville', country_id: 6, admin1_code: null, admin1_name: null, admin2_code: '69', admin2_name: 'Rhône', lat: 45.7, lng: 4.8, population: 10 })
      .execute();
    expect((await search('q=zzyzx')).json()).toEqual([expect.objectContaining({ name: 'Zzyzxville', slug: null })]);
  });

  it('offers the largest communes first (INSEE population)', async () => {
    const first = async (q: string) => (await search(`q=${q}`)).json()[0].name;
    expect(await first('saint-e')).toBe('Saint-Étienne');
    expect(await first('par')).toBe('Paris');
    expect(await first('mar')).toBe('Marseille');
    expect(await first('tou')).toBe('Toulouse');
  });

  it('uses official French names for regions and départements', async () => {
    const res = await search('q=toulouse');
    expect(res.json()[0]).toMatchObject({ name: 'Toulouse', admin1_name: 'Occitanie', admin2_name: 'Haute-Garonne' });
  });

  it('uses French names for the regions geonames names in English', async () => {
    const res = await search('q=rennes');
    expect(res.json()[0]).toMatchObject({ name: 'Rennes', admin1_name: 'Bretagne', admin2_name: 'Ille-et-Vilaine' });
  });

  it('applies the limit, 10 by default and at most 20', async () => {
    expect((await search('q=sa')).json()).toHaveLength(10);
    expect((await search('q=sa&limit=3')).json()).toHaveLength(3);
    const tooMany = await search('q=sa&limit=21');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: 'Le nombre de résultats doit être un entier entre 1 et 20.' });
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await search('q=zzzzzz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([
    ['no query', '', 'La recherche est obligatoire.'],
    ['one character', 'q=a', 'La recherche doit contenir au moins 2 caractères.'],
    ['only punctuation', 'q=--', 'La recherche doit contenir au moins 2 caractères.'],
  ])('answers a French 400 for %s', async (_label, query, message) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });
});
