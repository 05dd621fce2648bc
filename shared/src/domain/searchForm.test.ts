import type { CitySearchChoice } from '../types/entities';
import { criteriaFormOf, searchFieldsOf, validateSearchForm } from './searchForm';

const LYON: CitySearchChoice = { type: 'city', geoname: { id: 7, name: 'Lyon', country_id: 6, admin1_code: '84', admin1_name: 'Auvergne-Rhône-Alpes', admin2_code: '69', admin2_name: 'Rhône' } };

describe('search criteria form', () => {
  it('starts from SPEC 9 defaults and gives back whole numbers', () => {
    const form = criteriaFormOf(null);
    expect(form).toMatchObject({ radius: '5', bedroomCount: '1', budgetMin: '0', budgetMax: '1500', ageMin: '0', ageMax: '120' });
    expect(validateSearchForm(form)).toEqual({ cities: 'citiesRequired' });
    const fields = searchFieldsOf({ ...form, cities: [LYON], situations: ['group', 'single'] });
    expect(fields).toMatchObject({ radius: 5, country_id: 6, per_room_budget_max: 1500, situations: ['single', 'group'], smoking: null });
  });

  it("leaves out a link's city without id: the API finds a city by its id only", () => {
    const { id: _id, ...nameOnly } = LYON.geoname;
    const form = criteriaFormOf({ city_searches: [{ type: 'city', geoname: nameOnly }, LYON] });
    expect(form.cities).toEqual([LYON]);
  });

  it('refuses what the API refuses, field by field', () => {
    const form = { ...criteriaFormOf(null), cities: [LYON], radius: '-1', budgetMin: '900', budgetMax: '600', ageMin: '30', ageMax: 'x' };
    expect(validateSearchForm(form)).toEqual({ radius: 'radiusInvalid', budgetMax: 'budgetOrder', ageMax: 'ageInvalid' });
  });
});
