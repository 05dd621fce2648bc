import type { City, Search } from '@coloc/shared';
import { makeSearch } from '@coloc/shared/testing';
import { addCity, citySearchOf, formFromSearch, searchBody, validateSearchForm } from './searchForm';

const LYON: City = { id: 2996944, name: 'Lyon', country_id: 6, admin1_code: '84', admin1_name: 'Auvergne-Rhône-Alpes', admin2_code: '69', admin2_name: 'Rhône', lat: 45.75, lng: 4.85 };
const NANTES: City = { id: 2990969, name: 'Nantes', country_id: 6, admin1_code: '52', admin1_name: 'Pays de la Loire', admin2_code: '44', admin2_name: 'Loire-Atlantique', lat: 47.22, lng: -1.55 };

describe('formFromSearch', () => {
  it('starts from the SPEC 9 defaults', () => {
    expect(formFromSearch(null)).toEqual({
      cities: [],
      radius: '5',
      bedroomCount: '1',
      budgetMin: '0',
      budgetMax: '1500',
      ageMin: '0',
      ageMax: '120',
      situations: [],
      gender: null,
      flags: {
        children: null, pets: null, smoking: null, private_bathroom: null, private_toilets: null, ecoloc: null,
        handicap_friendly: null, pay_by_service: null, has_home: null,
      },
    });
  });
});

describe('cities', () => {
  it('keeps each city once, and ten at most', () => {
    const once = addCity(addCity([], LYON), LYON);
    expect(once).toEqual([citySearchOf(LYON)]);
    expect(once[0]).toEqual({ type: 'city', geoname: { ...LYON } });
    const many = Array.from({ length: 12 }, (_, index) => ({ ...NANTES, id: index + 1 })).reduce(addCity, [] as ReturnType<typeof addCity>);
    expect(many).toHaveLength(10);
  });
});

describe('validateSearchForm', () => {
  const valid = { ...formFromSearch(null), cities: [citySearchOf(LYON)] };

  it('accepts the defaults with a city', () => {
    expect(validateSearchForm(valid)).toEqual({});
  });

  it('wants a city, whole numbers in range, and min ≤ max', () => {
    expect(validateSearchForm({ ...valid, cities: [] })).toEqual({ cities: 'citiesRequired' });
    expect(validateSearchForm({ ...valid, radius: '-1', bedroomCount: '0' })).toEqual({ radius: 'radiusInvalid', bedroomCount: 'bedroomCountInvalid' });
    expect(validateSearchForm({ ...valid, budgetMin: '900', budgetMax: '500' })).toEqual({ budgetMax: 'budgetOrder' });
    expect(validateSearchForm({ ...valid, budgetMin: '', budgetMax: '12,5' })).toEqual({ budgetMin: 'budgetInvalid', budgetMax: 'budgetInvalid' });
    expect(validateSearchForm({ ...valid, ageMin: '40', ageMax: '30' })).toEqual({ ageMax: 'ageOrder' });
    expect(validateSearchForm({ ...valid, ageMax: '121' })).toEqual({ ageMax: 'ageInvalid' });
  });
});

describe('searchBody', () => {
  it('keeps the saved search (its id) and puts the form and the seeker situation over it', () => {
    const saved = makeSearch({ id: 9, budget_user_id: 'b-1', city_searches: [], radius: 10, per_room_budget_max: 900, age_min: 20, age_max: 40 });
    const form = { ...formFromSearch(saved), cities: [citySearchOf(NANTES)], budgetMax: '700', situations: ['group', 'single'] as Search['situations'] & string[] };
    form.flags.pets = false;
    expect(searchBody(form, saved, { situation: 2 })).toMatchObject({
      id: 9,
      budget_user_id: 'b-1',
      city_searches: [{ type: 'city', geoname: { id: NANTES.id } }],
      country_id: 6,
      per_room_budget_max: 700,
      situation: 'couple',
      situations: ['single', 'group'],
      pets: false,
      smoking: null,
    });
  });
});
