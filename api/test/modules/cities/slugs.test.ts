import { loadFrenchCities } from '../../../src/db/seed';
import { assignCitySlugs, slugify } from '../../../src/modules/cities/slugs';

describe('slugify', () => {
  it.each([
    ['Saint-Étienne', 'saint-etienne'],
    ["L'Haÿ-les-Roses", 'l-hay-les-roses'],
    ['  Aix-en-Provence ', 'aix-en-provence'],
    ['Œuilly', 'oeuilly'],
    ['Saint-Denis (La Réunion)', 'saint-denis-la-reunion'],
    ['Paris 11e Arrondissement', 'paris-11e-arrondissement'],
    ['Évry--Courcouronnes', 'evry-courcouronnes'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('assignCitySlugs', () => {
  const city = (key: number, name: string, admin2_code: string | null, population: number | null) => ({ key, name, admin2_code, population });

  it('gives the bare slug to the most populous homonym and the département code to the others', () => {
    const slugs = assignCitySlugs([
      city(1, 'Saint-Denis', '974', 150_000),
      city(2, 'Saint-Denis', '93', 113_000),
      city(3, 'Saint-Denis', '11', null),
      city(4, 'Lyon', '69', 520_000),
    ]);
    expect(Object.fromEntries(slugs)).toEqual({ 1: 'saint-denis', 2: 'saint-denis-93', 3: 'saint-denis-11', 4: 'lyon' });
  });

  it('breaks a population tie by key, numbers homonyms of one département, lowercases 2A', () => {
    const slugs = assignCitySlugs([
      city(9, 'Sainte-Lucie', '2A', null),
      city(7, 'Sainte-Lucie', '2A', null),
      city(8, 'Sainte Lucie', '2A', null),
    ]);
    expect(Object.fromEntries(slugs)).toEqual({ 7: 'sainte-lucie', 8: 'sainte-lucie-2a', 9: 'sainte-lucie-2a-2' });
  });

  it('never takes a slug already stored, and lets a commune named like a suffix keep its own name', () => {
    const slugs = assignCitySlugs([city(1, 'Foo', '93', 10), city(2, 'Foo', '93', 5), city(3, 'Foo 93', null, 1)], ['foo']);
    expect(Object.fromEntries(slugs)).toEqual({ 1: 'foo-93-2', 2: 'foo-93-3', 3: 'foo-93' });
  });
});

describe('the seeded cities', () => {
  const cities = loadFrenchCities();
  const bySlug = new Map(cities.map((c) => [c.slug, c]));

  it('each have a slug, all different', () => {
    expect(cities.every((c) => typeof c.slug === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(c.slug))).toBe(true);
    expect(bySlug.size).toBe(cities.length);
  });

  it('put the larger Saint-Denis on the bare slug and the other on its département', () => {
    expect(bySlug.get('saint-etienne')).toMatchObject({ name: 'Saint-Étienne', admin2_code: '42' });
    const bare = bySlug.get('saint-denis')!;
    const other = bySlug.get(bare.admin2_code === '93' ? 'saint-denis-974' : 'saint-denis-93')!;
    expect(other).toBeDefined();
    expect(bare.population!).toBeGreaterThan(other.population ?? 0);
  });
});
