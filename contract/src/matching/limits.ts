// Matching without TypeBox: page sizes, sorts, profile filter keys and the criteria limits (SPEC 9).

/** Page size of every matching list (SPEC 9). `from` is 0-based, `to` exclusive: from=12&to=24 is page 2. */
export const MATCH_PAGE_SIZE = 12;
/** A page never holds more than this many hits, whatever from/to say. */
export const MATCH_MAX_PAGE = 60;
/** Sorts of the homes list; the first is the default (SPEC 2.10). */
export const HOME_SORT_IDS = ['price-asc', 'price-desc', 'score', 'recent', 'available'] as const;
/** Sorts of the profiles lists; '5' (best score first) is the default (SPEC 2.10). */
export const PROFILE_SORT_IDS = ['5', '1', '2', '3', '4'] as const;
export type HomeSortId = (typeof HOME_SORT_IDS)[number];
export type ProfileSortId = (typeof PROFILE_SORT_IDS)[number];

/** Profile filters of a shared search link (SPEC 3 filter keys): option ids per key. */
export const FILTER_KEYS = [
  'position', 'pet_list', 'smoking', 'dietaries', 'religious', 'meals', 'pace_of_life', 'outings_at_week',
  'activities_we', 'sports', 'arts', 'appearance', 'hobby', 'thinking_about', 'decorating', 'time_at_home',
  'clean_and_tidy', 'cooking', 'bathing', 'tinkering', 'gardening', 'watching_tv', 'work', 'education',
  'business_area', 'character', 'service_list', 'ecoloc',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const MATCH_LIMITS = {
  maxCities: 10,
  maxRadius: 200,
  maxBudget: 10_000,
  maxAge: 120,
  minBedrooms: 1,
  maxBedrooms: 10,
  maxFilterIds: 30,
} as const;
