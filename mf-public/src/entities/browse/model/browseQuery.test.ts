import { DEFAULT_RADIUS_KM } from '@coloc/shared';
import {
  advertsRequest,
  cityCanonical,
  cityFromQuery,
  DEFAULT_FILTERS,
  filtersFromQuery,
  filtersSearch,
  listingKey,
  quickSearchFromQuery,
  slugFromParam,
  slugify,
} from './browseQuery';
import { pageList } from './paging';

const read = (search: string) => quickSearchFromQuery(new URLSearchParams(search));

describe('listing query (ville, rayon, budget, chambres, tri, page)', () => {
  it('reads every filter of the URL', () => {
    expect(read('?ville=lyon&rayon=10&budget=600&chambres=2&page=2&tri=price-desc')).toEqual({
      city: 'lyon',
      radius: 10,
      budget: 600,
      bedrooms: 2,
      page: 2,
      order: 'price-desc',
    });
  });

  it('falls back to the defaults: radius 5 km, any budget and rooms, price-asc, page 1', () => {
    expect(read('')).toEqual({ city: null, ...DEFAULT_FILTERS });
    expect(DEFAULT_FILTERS).toEqual({ radius: DEFAULT_RADIUS_KM, budget: null, bedrooms: null, order: 'price-asc', page: 1 });
  });

  it.each([
    '?page=-3&budget=abc',
    '?page=0&rayon=-1&budget=0&chambres=0&tri=cheapest',
    '?page=1e3&rayon=101&budget=99999999&chambres=11',
    '?page=2.5&rayon=5.5&budget=600.5&chambres=two',
    '?page=&rayon=&budget=&chambres=&tri=',
    '?page=%E0%A4%A&ville=%00',
    '?page=100001',
  ])('never fails on a hand-written URL: %s gives the defaults', (search) => {
    expect(() => read(search)).not.toThrow();
    expect(filtersFromQuery(new URLSearchParams(search))).toEqual(DEFAULT_FILTERS);
  });

  it('keeps the good values beside bad ones', () => {
    expect(read('?ville=lyon&page=-3&budget=abc&rayon=20')).toEqual({ ...DEFAULT_FILTERS, city: 'lyon', radius: 20 });
  });

  it('reads a city typed in the form without JavaScript', () => {
    expect(cityFromQuery('Lyon (Rhône)')).toBe('lyon');
    expect(cityFromQuery('Saint-Étienne')).toBe('saint-etienne');
    expect(cityFromQuery("  L'Haÿ-les-Roses ")).toBe('l-hay-les-roses');
    expect(cityFromQuery('saint-denis-974')).toBe('saint-denis-974');
    expect(cityFromQuery('')).toBeNull();
    expect(cityFromQuery('(((')).toBeNull();
    expect(cityFromQuery('x'.repeat(10_000))).toHaveLength(150);
  });

  it('folds names as the API does', () => {
    expect(slugify('Saint-Étienne')).toBe('saint-etienne');
    expect(slugify('Cœuvres-et-Valsery')).toBe('coeuvres-et-valsery');
  });

  it('writes the URL without its defaults, in one order', () => {
    expect(filtersSearch(DEFAULT_FILTERS)).toBe('');
    expect(filtersSearch(DEFAULT_FILTERS, 'lyon')).toBe('?ville=lyon');
    expect(filtersSearch({ radius: 10, budget: 600, bedrooms: 2, order: 'recent', page: 2 }, 'lyon')).toBe('?ville=lyon&rayon=10&budget=600&chambres=2&tri=recent&page=2');
    const search = '?ville=lyon&rayon=10&budget=600&chambres=2&tri=price-desc&page=2';
    const { city, ...filters } = read(search);
    expect(filtersSearch(filters, city)).toBe(search);
  });

  it('asks the API with every value explicit, the same request giving the same key', () => {
    expect(advertsRequest('lyon', DEFAULT_FILTERS)).toEqual({ city: 'lyon', radius: 5, page: 1, order: 'price-asc' });
    expect(advertsRequest(null, { ...DEFAULT_FILTERS, budget: 600, bedrooms: 2 })).toEqual({ radius: 5, budget: 600, bedrooms: 2, page: 1, order: 'price-asc' });
    expect(listingKey('lyon', read('?ville=lyon&tri=price-asc&page=1'))).toBe(listingKey('lyon', DEFAULT_FILTERS));
    expect(listingKey('lyon', { ...DEFAULT_FILTERS, page: 2 })).not.toBe(listingKey('lyon', DEFAULT_FILTERS));
  });

  it('gives a city page one canonical URL per page, and a refined list the first page', () => {
    expect(slugFromParam('colocation-saint-etienne')).toBe('saint-etienne');
    expect(cityCanonical('lyon', DEFAULT_FILTERS)).toBe('/colocation-lyon');
    expect(cityCanonical('lyon', { ...DEFAULT_FILTERS, page: 3 })).toBe('/colocation-lyon?page=3');
    expect(cityCanonical('lyon', { ...DEFAULT_FILTERS, page: 3, budget: 600 })).toBe('/colocation-lyon');
  });
});

describe('page numbers (up to 5)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 9, [1, 2, 3, 4, 5]],
    [5, 9, [3, 4, 5, 6, 7]],
    [8, 9, [5, 6, 7, 8, 9]],
    [9, 9, [5, 6, 7, 8, 9]],
    [1, 0, []],
    [40, 9, [5, 6, 7, 8, 9]],
  ])('page %i of %i shows %j', (page, pages, expected) => {
    expect(pageList(page, pages)).toEqual(expected);
  });
});
