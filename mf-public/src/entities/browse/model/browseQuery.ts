// The filters of the public listings (/quicksearch and /colocation-{city}) as they travel in the URL,
// with French names: ville, rayon, budget, chambres, tri, page. Read from anything a visitor can
// type in the address bar: a value out of range falls back to its default, never an error.
import { DEFAULT_RADIUS_KM, type BrowseOrder, type CallInput } from '@coloc/shared';

export const BROWSE_ORDERS: readonly BrowseOrder[] = ['price-asc', 'price-desc', 'recent'];
export const DEFAULT_ORDER: BrowseOrder = 'price-asc';

/** The API's limits (api/src/modules/browse/schemas.ts): anything beyond falls back to the default. */
export const BROWSE_QUERY_LIMITS = { maxRadius: 100, maxBudget: 10_000, maxBedrooms: 10, maxPage: 100_000, maxCityLength: 150 } as const;

/** Query names of the URL. */
export const QUERY = { city: 'ville', radius: 'rayon', budget: 'budget', bedrooms: 'chambres', order: 'tri', page: 'page' } as const;

export interface BrowseFilters {
  /** km around the city. */
  radius: number;
  /** € per month and per room, charges included; null: any. */
  budget: number | null;
  /** Free rooms wanted at least; null: any advert, even with no room free today. */
  bedrooms: number | null;
  order: BrowseOrder;
  page: number;
}

export const DEFAULT_FILTERS: BrowseFilters = { radius: DEFAULT_RADIUS_KM, budget: null, bedrooms: null, order: DEFAULT_ORDER, page: 1 };

/** A whole number written in plain digits within [min, max], else null. */
function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,7}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number >= min && number <= max ? number : null;
}

/** URL slug of a city name, as the API folds it: "Saint-Étienne" -> "saint-etienne". */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ /g, '-');
}

/**
 * The city of `ville`: a slug, or what was typed in the form without JavaScript ("Lyon (Rhône)",
 * "Saint-Étienne"): the département in brackets is dropped and the rest folded to a slug.
 */
export function cityFromQuery(value: string | null): string | null {
  if (!value) return null;
  const text = value.slice(0, BROWSE_QUERY_LIMITS.maxCityLength).replace(/\s*\([^)]*\)\s*$/, '');
  return slugify(text) || null;
}

export function filtersFromQuery(query: URLSearchParams): BrowseFilters {
  const order = query.get(QUERY.order);
  return {
    radius: wholeNumber(query.get(QUERY.radius), 0, BROWSE_QUERY_LIMITS.maxRadius) ?? DEFAULT_FILTERS.radius,
    budget: wholeNumber(query.get(QUERY.budget), 1, BROWSE_QUERY_LIMITS.maxBudget),
    bedrooms: wholeNumber(query.get(QUERY.bedrooms), 1, BROWSE_QUERY_LIMITS.maxBedrooms),
    order: BROWSE_ORDERS.find((known) => known === order) ?? DEFAULT_ORDER,
    page: wholeNumber(query.get(QUERY.page), 1, BROWSE_QUERY_LIMITS.maxPage) ?? 1,
  };
}

export interface QuickSearchQuery extends BrowseFilters {
  /** The city slug asked for (maybe not the canonical one), null before a search. */
  city: string | null;
}

export function quickSearchFromQuery(query: URLSearchParams): QuickSearchQuery {
  return { city: cityFromQuery(query.get(QUERY.city)), ...filtersFromQuery(query) };
}

/** Whether the list is the plain one of a city page: default radius, no budget or rooms, default order. */
export function hasRefinements(filters: BrowseFilters): boolean {
  return filters.radius !== DEFAULT_FILTERS.radius || filters.budget !== null || filters.bedrooms !== null || filters.order !== DEFAULT_ORDER;
}

/** The URL query of these filters, defaults left out: `?rayon=10&budget=600&page=2`, or ''. */
export function filtersSearch(filters: BrowseFilters, city: string | null = null): string {
  const query = new URLSearchParams();
  if (city) query.set(QUERY.city, city);
  if (filters.radius !== DEFAULT_FILTERS.radius) query.set(QUERY.radius, String(filters.radius));
  if (filters.budget !== null) query.set(QUERY.budget, String(filters.budget));
  if (filters.bedrooms !== null) query.set(QUERY.bedrooms, String(filters.bedrooms));
  if (filters.order !== DEFAULT_ORDER) query.set(QUERY.order, filters.order);
  if (filters.page > 1) query.set(QUERY.page, String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The query of GET /api/browse/adverts. */
export type AdvertsQuery = NonNullable<CallInput<'browse.adverts'>['query']>;

/** The query of GET /api/browse/adverts, every value explicit and in one order (it is also the key of the loaded list). */
export function advertsRequest(city: string | null, filters: BrowseFilters): AdvertsQuery {
  return {
    ...(city ? { city } : {}),
    radius: filters.radius,
    ...(filters.budget !== null ? { budget: filters.budget } : {}),
    ...(filters.bedrooms !== null ? { bedrooms: filters.bedrooms } : {}),
    page: filters.page,
    order: filters.order,
  };
}

/** Tells one list from another: the same request gives the same key. */
export function listingKey(city: string | null, filters: BrowseFilters): string {
  return new URLSearchParams(Object.entries(advertsRequest(city, filters)).map(([name, value]) => [name, String(value)])).toString();
}

/** `/colocation-lyon`: the city page of a slug. */
export function cityPagePath(slug: string): string {
  return `/colocation-${slug}`;
}

/** The slug of a CityListing route param (`colocation-lyon` -> `lyon`). */
export function slugFromParam(param: string | undefined): string {
  return (param ?? '').replace(/^colocation-/, '');
}

/**
 * Canonical URL of a listing of a city: its page, with `?page=N` past the first. A refined list
 * (radius, budget, rooms, order) is a view of the city page and points at its first page.
 */
export function cityCanonical(slug: string, filters: BrowseFilters): string {
  const path = cityPagePath(slug);
  if (hasRefinements(filters) || filters.page <= 1) return path;
  return `${path}?${QUERY.page}=${filters.page}`;
}
