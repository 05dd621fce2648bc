// Anonymous browsing: GET /api/browse/adverts, /api/browse/cities/{slug} and /api/browse/cities.
// Nothing personal is sent or read, so the server can call them for a page and shared caches keep them.
import { api, errorStatus, type BrowseAdvertsPage, type City, type CityLink, type CityPageData } from '@coloc/shared';
import { advertsRequest, slugify, type BrowseFilters } from '../model/browseQuery';

/** The page shows these itself (unknown city, failure with a retry): the global error modal stays closed. */
const inline = { context: { silent: true } };

export function fetchAdverts(city: string | null, filters: BrowseFilters, signal?: AbortSignal): Promise<BrowseAdvertsPage> {
  return api.get('browse/adverts', { searchParams: advertsRequest(city, filters), signal, ...inline }).json<BrowseAdvertsPage>();
}

export function fetchCity(slug: string, signal?: AbortSignal): Promise<CityPageData> {
  return api.get(`browse/cities/${encodeURIComponent(slug)}`, { signal, ...inline }).json<CityPageData>();
}

export function fetchTopCities(limit: number, signal?: AbortSignal): Promise<CityLink[]> {
  return api.get('browse/cities', { searchParams: { limit }, signal, ...inline }).json<CityLink[]>();
}

/**
 * The slug of a city chosen in the combobox (GET /api/cities has ids, the browse API takes slugs).
 * Slugs are the folded name, except for homonyms: the most populous keeps the bare slug, the others
 * get their département (`saint-denis-974`), then `-2`, `-3`. The candidates are tried in that
 * order and the one the API reads as this very city wins; the bare slug if none does.
 */
export async function resolveCitySlug(city: Pick<City, 'id' | 'name' | 'admin2_code'>, signal?: AbortSignal): Promise<string> {
  const base = slugify(city.name) || 'ville';
  const department = city.admin2_code ? slugify(city.admin2_code) : '';
  const stem = department ? `${base}-${department}` : base;
  const candidates = [...new Set([base, stem, `${stem}-2`, `${stem}-3`])];
  for (const candidate of candidates) {
    try {
      const found = await fetchCity(candidate, signal);
      if (found.city.id === city.id) return found.city.slug;
    } catch (error) {
      if (errorStatus(error) !== 404) break;
    }
  }
  return base;
}
