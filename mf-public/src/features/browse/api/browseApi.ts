// Anonymous browsing: GET /api/browse/adverts, /api/browse/cities/{slug} and /api/browse/cities.
// Nothing personal is sent or read, so the server can call them for a page and shared caches keep them.
import type { BrowseAdvertsPage, CityLink, CityPageData } from '@coloc/shared';
import { call } from '@coloc/shared/call';
import type { BrowseFilters } from '../model/browseQuery';

/** The page shows these itself (unknown city, failure with a retry): the global error modal stays closed. */
const inline = { context: { silent: true } };

export function fetchAdverts(city: string | null, filters: BrowseFilters, signal?: AbortSignal): Promise<BrowseAdvertsPage> {
  const query = {
    ...(city ? { city } : {}),
    radius: filters.radius,
    ...(filters.budget !== null ? { budget: filters.budget } : {}),
    ...(filters.bedrooms !== null ? { bedrooms: filters.bedrooms } : {}),
    page: filters.page,
    order: filters.order,
  };
  return call('browse.adverts', { query }, { signal, ...inline });
}

export function fetchCity(slug: string, signal?: AbortSignal): Promise<CityPageData> {
  return call('browse.city', { slug }, { signal, ...inline });
}

export function fetchTopCities(limit: number, signal?: AbortSignal): Promise<CityLink[]> {
  return call('browse.topCities', { query: { limit } }, { signal, ...inline });
}
