import { decodeSearchQuery, encodeSearchQuery, type CitySearchChoice } from '@coloc/shared';
import { makeSearch } from '@coloc/shared/testing';
import { effectiveSearch } from '../../../entities/matching/model/criteria';
import { draftOf, formFromSearch, searchBody, toggleFilter, validateSearchForm, type SearchForm } from './searchForm';

const lyon: CitySearchChoice = { type: 'city', geoname: { id: 2996944, name: 'Lyon', country_id: 6, admin1_code: '84', admin1_name: 'Auvergne-Rhône-Alpes', admin2_code: '69', admin2_name: 'Rhône' } };

function filledForm(): SearchForm {
  return {
    ...formFromSearch(effectiveSearch(null, null)),
    cities: [lyon],
    radius: '12',
    budgetMin: '350',
    budgetMax: '620',
    bedroomCount: '2',
    ageMin: '25',
    ageMax: '45',
    situations: ['couple', 'single'],
    gender: 1,
    flags: { children: false, pets: true, smoking: false, private_bathroom: null, private_toilets: true, ecoloc: true, handicap_friendly: null, pay_by_service: false, has_home: null },
    filters: { sports: [2, 5], smoking: [1], ecoloc: [3], position: [1] },
  };
}

describe('search form', () => {
  it('starts from SPEC 9 defaults without a saved search', () => {
    const form = formFromSearch(effectiveSearch(null, null));
    expect(form).toMatchObject({ cities: [], radius: '5', bedroomCount: '1', budgetMin: '0', budgetMax: '1500', ageMin: '0', ageMax: '120', gender: null, filters: {} });
    expect(Object.values(form.flags).every((value) => value === null)).toBe(true);
  });

  it('round-trips every criterion and every profile filter through the URL', () => {
    const form = filledForm();
    const query = new URLSearchParams({ search: encodeSearchQuery(draftOf(form)) });
    const back = formFromSearch(effectiveSearch(null, decodeSearchQuery(query.get('search'))));
    // Situations come back in the list's order.
    expect(back).toEqual({ ...form, situations: ['single', 'couple'] });
  });

  it('lets the link override the saved search', () => {
    const saved = makeSearch({ id: 4, city_searches: [], per_room_budget_max: 900, age_min: 0, age_max: 120, pets: false });
    const form = formFromSearch(effectiveSearch(saved, { city_searches: [lyon], per_room_budget_max: 500 }));
    expect(form.cities).toEqual([lyon]);
    expect(form.budgetMax).toBe('500');
    expect(form.flags.pets).toBe(false);
  });

  it('toggles a filter id and drops empty keys', () => {
    let filters = toggleFilter({}, 'arts', 3, true);
    filters = toggleFilter(filters, 'arts', 4, true);
    expect(filters).toEqual({ arts: [3, 4] });
    filters = toggleFilter(toggleFilter(filters, 'arts', 3, false), 'arts', 4, false);
    expect(filters).toEqual({});
  });

  it('checks the numbers and the order of the bounds', () => {
    expect(validateSearchForm(filledForm())).toEqual({});
    const wrong = { ...filledForm(), cities: [], radius: '-1', budgetMin: '700', budgetMax: '600', ageMin: 'x', bedroomCount: '0' };
    expect(validateSearchForm(wrong)).toEqual({
      cities: 'citiesRequired',
      radius: 'radiusInvalid',
      budgetMax: 'budgetOrder',
      ageMin: 'ageInvalid',
      bedroomCount: 'bedroomCountInvalid',
    });
  });

  it('saves the criteria over the saved search, without the filters', () => {
    const saved = makeSearch({ id: 4, situation: 'single', budget_user_id: 'x', budget_connection_url: 'y' });
    const body = searchBody(filledForm(), saved);
    expect(body).toMatchObject({ id: 4, situation: 'single', radius: 12, per_room_budget_min: 350, per_room_budget_max: 620, bedroom_count: 2, pets: true, gender: 1, country_id: 6 });
    expect(body).not.toHaveProperty('filters');
    expect(body).not.toHaveProperty('budget_user_id');
  });
});
