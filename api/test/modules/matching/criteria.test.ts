import type { Db } from '../../../src/db';
import type { SearchRow } from '../../../src/db/types';
import { resolveCriteria, searchCriteria, storedCities } from '../../../src/modules/matching/criteria';

/** A saved search as the database returns it. */
function search(overrides: Partial<SearchRow> = {}): SearchRow {
  return {
    id: 1,
    user_id: 7,
    city_searches: JSON.stringify([{ type: 'city', geoname: { id: 2996944, lat: 45.7578, lng: 4.832 } }, { type: 'city', geoname: { id: 2988507, lat: 48.8534, lng: 2.3488 } }]),
    radius: 12,
    country_id: 6,
    bedroom_count: 2,
    per_room_budget_min: 300,
    per_room_budget_max: 650,
    age_min: 20,
    age_max: 35,
    situation: 'couple',
    situations: JSON.stringify(['single', 'group']),
    gender: 2,
    children: 0,
    pets: 1,
    smoking: null,
    private_bathroom: 1,
    private_toilets: null,
    ecoloc: 0,
    handicap_friendly: 1,
    pay_by_service: null,
    has_home: 0,
    budget_user_id: null,
    budget_connection_url: null,
    warranty_link: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

// The match index keeps searchCriteria of every search for the alerts' fan-out: it must be what a
// match call naming that search sees, or an alert would announce a home the list does not show.
describe('searchCriteria', () => {
  const noDatabase = null as unknown as Db;
  it.each([
    ['every column set', search()],
    ['nothing but the place', search({ situation: null, situations: '[]', gender: null, children: null, pets: null, private_bathroom: null, ecoloc: null, handicap_friendly: null, has_home: null })],
    ['no city', search({ city_searches: '[]' })],
    ['broken JSON', search({ city_searches: '{', situations: 'nope' })],
  ])('equals resolveCriteria of an empty body naming the search (%s)', async (_name, row) => {
    const { criteria } = await resolveCriteria(noDatabase, row.user_id, {}, { search: row });
    expect(searchCriteria(row, storedCities(row.city_searches))).toEqual(criteria);
  });
});
