// Search criteria without TypeBox: the situations, the yes/no criteria, SPEC 9's defaults and the
// limits both the API (validation, POST defaults) and the search forms of the screens use.

export const SITUATIONS = ['single', 'couple', 'family', 'group'] as const;
export type Situation = (typeof SITUATIONS)[number];

/** Tri-state criteria: null no preference, true yes, false no (SPEC 3, Search). */
export const SEARCH_FLAGS = [
  'children', 'pets', 'smoking', 'private_bathroom', 'private_toilets', 'ecoloc', 'handicap_friendly', 'pay_by_service', 'has_home',
] as const;
export type SearchFlag = (typeof SEARCH_FLAGS)[number];

/** SPEC 9 defaults, used by POST /api/searches for whatever the body leaves out. */
export const SEARCH_DEFAULTS = {
  radius: 5,
  country_id: 6,
  bedroom_count: 1,
  per_room_budget_min: 0,
  per_room_budget_max: 1500,
  age_min: 0,
  age_max: 120,
} as const;

export const SEARCH_LIMITS = {
  maxCities: 10,
  maxRadius: 200,
  minBedrooms: 1,
  maxBedrooms: 10,
  maxBudget: 10_000,
  maxAge: 120,
} as const;
