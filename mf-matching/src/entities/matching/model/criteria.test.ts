import { encodeSearchQuery, type CitySearch, type CitySearchDraft } from '@coloc/shared';
import { makeSearch } from '@coloc/shared/testing';
import { criteriaOf, effectiveSearch, isSearchWithoutCities, searchFromUrl } from './criteria';

const lyon: CitySearch = { type: 'city', geoname: { id: 2996944, name: 'Lyon', country_id: 6, admin1_code: '84', admin1_name: 'Auvergne-Rhône-Alpes', admin2_code: '69', admin2_name: 'Rhône', lat: 45.75, lng: 4.85 } };
const nantes: CitySearchDraft = { type: 'city', geoname: { id: 2990969, name: 'Nantes', country_id: 6, admin1_code: '52', admin1_name: 'Pays de la Loire', admin2_code: '44', admin2_name: 'Loire-Atlantique' } };

const saved = makeSearch({
  id: 9,
  city_searches: [lyon],
  per_room_budget_min: 300,
  per_room_budget_max: 600,
  age_min: 20,
  age_max: 40,
  situations: ['single'],
  smoking: false,
  budget_user_id: 'b-1',
  budget_connection_url: 'https://example.test',
});

describe('match criteria (SPEC 7)', () => {
  it('sends the saved search under the names of the criteria body', () => {
    expect(criteriaOf(effectiveSearch(saved, null))).toEqual({
      search_id: 9,
      city_searches: [lyon],
      radius: 5,
      bedroom_count: 1,
      budget_per_room_min: 300,
      budget_per_room_max: 600,
      age_min: 20,
      age_max: 40,
      situations: ['single'],
      smoking: false,
      // The API answers every criterion: those without preference go as null.
      situation: null,
      gender: null,
      children: null,
      pets: null,
      private_bathroom: null,
      private_toilets: null,
      ecoloc: null,
      handicap_friendly: null,
      pay_by_service: null,
      has_home: null,
    });
  });

  it('lets a search link override the saved search, and sends its profile filters apart', () => {
    const query = new URLSearchParams({ search: encodeSearchQuery({ city_searches: [nantes], per_room_budget_max: 450, filters: { sports: [2] } }) });
    const search = searchFromUrl(saved, query);
    expect(search.filters).toEqual({ sports: [2] });
    const criteria = criteriaOf(search);
    expect(criteria.city_searches).toEqual([nantes]);
    expect(criteria.budget_per_room_max).toBe(450);
    expect(criteria.budget_per_room_min).toBe(300);
    expect(criteria.filters).toEqual({ sports: [2] });
    expect(criteria).not.toHaveProperty('sports');
  });

  it('sends only the link when there is no saved search', () => {
    const search = effectiveSearch(null, { city_searches: [nantes], radius: 10 });
    expect(criteriaOf(search)).toEqual({ city_searches: [nantes], radius: 10 });
    expect(isSearchWithoutCities(search)).toBe(false);
  });

  it('spots a saved search without cities (SPEC 5), unless the link brings some', () => {
    const empty = { ...saved, city_searches: [] };
    expect(isSearchWithoutCities(effectiveSearch(empty, null))).toBe(true);
    expect(isSearchWithoutCities(effectiveSearch(empty, { city_searches: [lyon] }))).toBe(false);
    expect(isSearchWithoutCities(effectiveSearch(null, null))).toBe(false);
  });
});
