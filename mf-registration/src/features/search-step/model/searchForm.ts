// The search step's form: SPEC 9 defaults, the API's limits, and the body of POST/PUT /api/searches.
import {
  DEFAULT_AGE,
  DEFAULT_BEDROOM_COUNT,
  DEFAULT_BUDGET_PER_ROOM,
  DEFAULT_COUNTRY_ID,
  DEFAULT_RADIUS_KM,
  type City,
  type CitySearch,
  type ProfileData,
  type Search,
  type Situation,
} from '@coloc/shared';

/** Search situations in the order of the option list `situation` (ids 1 to 4). */
export const SITUATIONS: readonly Situation[] = ['single', 'couple', 'family', 'group'];

/** Tri-state criteria: null "Peu importe", true "Oui", false "Non". */
export const SEARCH_FLAGS = [
  'children', 'pets', 'smoking', 'private_bathroom', 'private_toilets', 'ecoloc', 'handicap_friendly', 'pay_by_service', 'has_home',
] as const;
export type SearchFlag = (typeof SEARCH_FLAGS)[number];

/** Same limits as the API (api/src/modules/searches/schemas.ts). */
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
}

export function situationOfOption(id: number): Situation | null {
  return SITUATIONS[id - 1] ?? null;
}

export function optionOfSituation(situation: Situation): number {
  return SITUATIONS.indexOf(situation) + 1;
}

/** The saved search, or SPEC 9's defaults for a first search. */
export function formFromSearch(search: Search | null): SearchForm {
  return {
    cities: search?.city_searches ?? [],
    radius: String(search?.radius ?? DEFAULT_RADIUS_KM),
    bedroomCount: String(search?.bedroom_count ?? DEFAULT_BEDROOM_COUNT),
    budgetMin: String(search?.per_room_budget_min ?? DEFAULT_BUDGET_PER_ROOM.min),
    budgetMax: String(search?.per_room_budget_max ?? DEFAULT_BUDGET_PER_ROOM.max),
    ageMin: String(search?.age_min ?? DEFAULT_AGE.min),
    ageMax: String(search?.age_max ?? DEFAULT_AGE.max),
    situations: search?.situations ?? [],
    gender: search?.gender ?? null,
    flags: Object.fromEntries(SEARCH_FLAGS.map((flag) => [flag, search?.[flag] ?? null])) as Record<SearchFlag, boolean | null>,
  };
}

/** What the API keeps of a city: its id (the rest is read again from the cities table). */
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

function wholeNumber(text: string, min: number, max: number): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

export type SearchFormError =
  | 'citiesRequired'
  | 'radiusInvalid'
  | 'bedroomCountInvalid'
  | 'budgetInvalid'
  | 'budgetOrder'
  | 'ageInvalid'
  | 'ageOrder';

export interface SearchFormErrors {
  cities?: SearchFormError;
  radius?: SearchFormError;
  bedroomCount?: SearchFormError;
  budgetMin?: SearchFormError;
  budgetMax?: SearchFormError;
  ageMin?: SearchFormError;
  ageMax?: SearchFormError;
}

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

/**
 * The body for saveSearch: the saved search (its id decides POST or PUT) with the form's values.
 * `situation` is the seeker's own (from the profile), `situations` those they accept to live with.
 * Call only when validateSearchForm found nothing.
 */
export function searchBody(form: SearchForm, saved: Search | null, profile: Pick<ProfileData, 'situation'> | null): Partial<Search> {
  return {
    ...(saved ?? {}),
    city_searches: form.cities,
    radius: Number(form.radius),
    country_id: form.cities[0]?.geoname.country_id ?? saved?.country_id ?? DEFAULT_COUNTRY_ID,
    bedroom_count: Number(form.bedroomCount),
    per_room_budget_min: Number(form.budgetMin),
    per_room_budget_max: Number(form.budgetMax),
    age_min: Number(form.ageMin),
    age_max: Number(form.ageMax),
    situation: profile?.situation ? situationOfOption(profile.situation) : (saved?.situation ?? null),
    situations: SITUATIONS.filter((situation) => form.situations.includes(situation)),
    gender: form.gender,
    ...form.flags,
  };
}
