import type { Search } from '../types/entities';

const LYON = { id: 2996944, name: 'Lyon', country_id: 6, admin1_code: '84', admin1_name: 'Auvergne-Rhône-Alpes', admin2_code: '69', admin2_name: 'Rhône', lat: 45.75, lng: 4.85 };

/** A saved search as the API answers it (Lyon, 5 km, one room up to 700 €, no filter). */
export function makeSearch(extra: Partial<Search> = {}): Search {
  return {
    id: 9,
    city_searches: [{ type: 'city', geoname: LYON }],
    radius: 5,
    country_id: 6,
    bedroom_count: 1,
    per_room_budget_min: 0,
    per_room_budget_max: 700,
    age_min: 18,
    age_max: 40,
    situation: null,
    situations: [],
    gender: null,
    children: null,
    pets: null,
    smoking: null,
    private_bathroom: null,
    private_toilets: null,
    ecoloc: null,
    handicap_friendly: null,
    pay_by_service: null,
    has_home: null,
    budget_user_id: null,
    budget_connection_url: null,
    warranty_link: null,
    ...extra,
  };
}
