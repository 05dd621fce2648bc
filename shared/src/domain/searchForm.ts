// The criteria of a search as a form: SPEC 9 defaults, the API's limits, validation and the fields
// sent back. Registration's search step and matching's search page both edit a search with it.
import { DEFAULT_AGE, DEFAULT_BEDROOM_COUNT, DEFAULT_BUDGET_PER_ROOM, DEFAULT_COUNTRY_ID, DEFAULT_RADIUS_KM } from '../constants';
import type { City } from '../api/cities';
import type { CitySearchChoice, CitySearchDraft, SearchChanges, Situation } from '../types/entities';
import type { SearchDraft } from './searchQuery';

/** Search situations in the order of the option list `situation` (ids 1 to 4). Yes/no criteria: null "Peu importe", true "Oui", false "Non". The limits are the API's. */
export { SEARCH_FLAGS, SEARCH_LIMITS, SITUATIONS, type SearchFlag } from '@coloc/contract/searches/limits';
import { SEARCH_FLAGS, SEARCH_LIMITS, SITUATIONS, type SearchFlag } from '@coloc/contract/searches/limits';

/** Numbers stay text while typed, so that a half-typed value is shown as typed. */
export interface SearchCriteriaForm {
  cities: CitySearchChoice[];
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

/** A search (saved, or read from a link), with SPEC 9's defaults for what it leaves out. */
export function criteriaFormOf(fields: Omit<SearchDraft, 'filters'> | null): SearchCriteriaForm {
  return {
    cities: (fields?.city_searches ?? []).filter(isChosen),
    radius: String(fields?.radius ?? DEFAULT_RADIUS_KM),
    bedroomCount: String(fields?.bedroom_count ?? DEFAULT_BEDROOM_COUNT),
    budgetMin: String(fields?.per_room_budget_min ?? DEFAULT_BUDGET_PER_ROOM.min),
    budgetMax: String(fields?.per_room_budget_max ?? DEFAULT_BUDGET_PER_ROOM.max),
    ageMin: String(fields?.age_min ?? DEFAULT_AGE.min),
    ageMax: String(fields?.age_max ?? DEFAULT_AGE.max),
    situations: SITUATIONS.filter((situation) => fields?.situations?.includes(situation)),
    gender: fields?.gender ?? null,
    flags: Object.fromEntries(SEARCH_FLAGS.map((flag) => [flag, fields?.[flag] ?? null])) as Record<SearchFlag, boolean | null>,
  };
}

/** A link's city without id (a hand-edited URL) is left out: the API finds a city by its id only. */
function isChosen(city: CitySearchDraft): city is CitySearchChoice {
  return city.geoname.id !== undefined;
}

/** What a search keeps of a city: the API reads the rest again from its cities table. */
export function citySearchOf(city: City): CitySearchChoice {
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

/** Adds a city once, up to the API's maximum. */
export function addCity(cities: readonly CitySearchChoice[], city: City): CitySearchChoice[] {
  if (cities.some((entry) => entry.geoname.id === city.id) || cities.length >= SEARCH_LIMITS.maxCities) return [...cities];
  return [...cities, citySearchOf(city)];
}

function wholeNumber(text: string, min: number, max: number): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

export type SearchFormError = 'citiesRequired' | 'radiusInvalid' | 'bedroomCountInvalid' | 'budgetInvalid' | 'budgetOrder' | 'ageInvalid' | 'ageOrder';
export type SearchFormErrors = Partial<Record<'cities' | 'radius' | 'bedroomCount' | 'budgetMin' | 'budgetMax' | 'ageMin' | 'ageMax', SearchFormError>>;

/** The API's rules, checked before sending, as error keys the screens turn into French. */
export function validateSearchForm(form: SearchCriteriaForm): SearchFormErrors {
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

/** The search fields of a valid form (the country follows the first city). */
export function searchFieldsOf(form: SearchCriteriaForm): SearchChanges {
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
