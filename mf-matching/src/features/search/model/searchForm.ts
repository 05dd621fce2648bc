// The search page's form: every criterion of a search (SPEC 3) plus the profile filter keys, to and
// from the search link (encodeSearchQuery) and the saved search (PUT/POST /api/searches).
import {
  DEFAULT_AGE,
  DEFAULT_BEDROOM_COUNT,
  DEFAULT_BUDGET_PER_ROOM,
  DEFAULT_COUNTRY_ID,
  DEFAULT_RADIUS_KM,
  SEARCH_FILTER_KEYS,
  type City,
  type CitySearch,
  type Search,
  type SearchDraft,
  type SearchFilters,
  type Situation,
} from '@coloc/shared';
import type { EffectiveSearch } from '../../matching/model/criteria';

export const SITUATIONS: readonly Situation[] = ['single', 'couple', 'family', 'group'];

/** Yes/no criteria: null "Peu importe". */
export const SEARCH_FLAGS = [
  'children', 'pets', 'smoking', 'private_bathroom', 'private_toilets', 'ecoloc', 'handicap_friendly', 'pay_by_service', 'has_home',
] as const;
export type SearchFlag = (typeof SEARCH_FLAGS)[number];

/** Same limits as the API (searches and match criteria schemas). */
export const SEARCH_LIMITS = {
  maxCities: 10,
  maxRadius: 200,
  minBedrooms: 1,
  maxBedrooms: 10,
  maxBudget: 10_000,
  maxAge: 120,
} as const;

export interface SearchForm {
  cities: CitySearch[];
  radius: string;
  bedroomCount: string;
  budgetMin: string;
  budgetMax: string;
  ageMin: string;
  ageMax: string;
  situations: Situation[];
  gender: number | null;
  flags: Record<SearchFlag, boolean | null>;
  filters: SearchFilters;
}

/** The search being looked at (saved search with the link on top), or SPEC 9's defaults. */
export function formFromSearch({ fields, filters }: EffectiveSearch): SearchForm {
  return {
    cities: fields.city_searches ?? [],
    radius: String(fields.radius ?? DEFAULT_RADIUS_KM),
    bedroomCount: String(fields.bedroom_count ?? DEFAULT_BEDROOM_COUNT),
    budgetMin: String(fields.per_room_budget_min ?? DEFAULT_BUDGET_PER_ROOM.min),
    budgetMax: String(fields.per_room_budget_max ?? DEFAULT_BUDGET_PER_ROOM.max),
    ageMin: String(fields.age_min ?? DEFAULT_AGE.min),
    ageMax: String(fields.age_max ?? DEFAULT_AGE.max),
    situations: SITUATIONS.filter((situation) => fields.situations?.includes(situation)),
    gender: fields.gender ?? null,
    flags: Object.fromEntries(SEARCH_FLAGS.map((flag) => [flag, fields[flag] ?? null])) as Record<SearchFlag, boolean | null>,
    filters: { ...filters },
  };
}

/** What a search keeps of a city: the API reads the rest again from its cities table. */
export function citySearchOf(city: City): CitySearch {
  return {
    type: 'city',
    geoname: {
      id: city.id,
      name: city.name,
      country_id: city.country_id,
      admin1_code: city.admin1_code,
      admin1_name: city.admin1_name,
      admin2_code: city.admin2_code,
      admin2_name: city.admin2_name,
      ...(city.lat !== undefined ? { lat: city.lat } : {}),
      ...(city.lng !== undefined ? { lng: city.lng } : {}),
    },
  };
}

export function addCity(cities: readonly CitySearch[], city: City): CitySearch[] {
  if (cities.some((entry) => entry.geoname.id === city.id) || cities.length >= SEARCH_LIMITS.maxCities) return [...cities];
  return [...cities, citySearchOf(city)];
}

export function toggleFilter(filters: SearchFilters, key: (typeof SEARCH_FILTER_KEYS)[number], id: number, on: boolean): SearchFilters {
  const current = filters[key] ?? [];
  const next = on ? [...new Set([...current, id])] : current.filter((value) => value !== id);
  const copy = { ...filters };
  if (next.length > 0) copy[key] = next;
  else delete copy[key];
  return copy;
}

function wholeNumber(text: string, min: number, max: number): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

export type SearchFormError = 'citiesRequired' | 'radiusInvalid' | 'bedroomCountInvalid' | 'budgetInvalid' | 'budgetOrder' | 'ageInvalid' | 'ageOrder';
export type SearchFormErrors = Partial<Record<'cities' | 'radius' | 'bedroomCount' | 'budgetMin' | 'budgetMax' | 'ageMin' | 'ageMax', SearchFormError>>;

export function validateSearchForm(form: SearchForm): SearchFormErrors {
  const errors: SearchFormErrors = {};
  if (form.cities.length === 0) errors.cities = 'citiesRequired';
  if (wholeNumber(form.radius, 0, SEARCH_LIMITS.maxRadius) === null) errors.radius = 'radiusInvalid';
  if (wholeNumber(form.bedroomCount, SEARCH_LIMITS.minBedrooms, SEARCH_LIMITS.maxBedrooms) === null) errors.bedroomCount = 'bedroomCountInvalid';
  const budgetMin = wholeNumber(form.budgetMin, 0, SEARCH_LIMITS.maxBudget);
  const budgetMax = wholeNumber(form.budgetMax, 0, SEARCH_LIMITS.maxBudget);
  if (budgetMin === null) errors.budgetMin = 'budgetInvalid';
  if (budgetMax === null) errors.budgetMax = 'budgetInvalid';
  if (budgetMin !== null && budgetMax !== null && budgetMin > budgetMax) errors.budgetMax = 'budgetOrder';
  const ageMin = wholeNumber(form.ageMin, 0, SEARCH_LIMITS.maxAge);
  const ageMax = wholeNumber(form.ageMax, 0, SEARCH_LIMITS.maxAge);
  if (ageMin === null) errors.ageMin = 'ageInvalid';
  if (ageMax === null) errors.ageMax = 'ageInvalid';
  if (ageMin !== null && ageMax !== null && ageMin > ageMax) errors.ageMax = 'ageOrder';
  return errors;
}

/** The search fields of a valid form (a search stores no profile filters). */
function searchFields(form: SearchForm): Omit<SearchDraft, 'filters'> {
  return {
    city_searches: form.cities,
    radius: Number(form.radius),
    country_id: form.cities[0]?.geoname.country_id ?? DEFAULT_COUNTRY_ID,
    bedroom_count: Number(form.bedroomCount),
    per_room_budget_min: Number(form.budgetMin),
    per_room_budget_max: Number(form.budgetMax),
    age_min: Number(form.ageMin),
    age_max: Number(form.ageMax),
    situations: SITUATIONS.filter((situation) => form.situations.includes(situation)),
    gender: form.gender,
    ...form.flags,
  };
}

/** The search link's value (encodeSearchQuery): the whole search, filters included. */
export function draftOf(form: SearchForm): SearchDraft {
  const filters = Object.fromEntries(SEARCH_FILTER_KEYS.flatMap((key) => ((form.filters[key] ?? []).length > 0 ? [[key, [...form.filters[key]!]]] : []))) as SearchFilters;
  return { ...searchFields(form), ...(Object.keys(filters).length > 0 ? { filters } : {}) };
}

/** PUT /api/searches/{id} (or POST without a saved search): the form over the saved search. */
export function searchBody(form: SearchForm, saved: Search | null): Partial<Search> {
  const { budget_user_id: _b, budget_connection_url: _c, warranty_link: _w, ...kept } = saved ?? ({} as Partial<Search>);
  return { ...kept, ...searchFields(form) };
}
