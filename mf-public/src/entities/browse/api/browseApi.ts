// Anonymous browsing: GET /api/browse/adverts, /api/browse/cities/{slug} and /api/browse/cities.
// Nothing personal is sent or read, so the server can call them for a page and shared caches keep them.
import { BROWSE_ENDPOINTS } from '@coloc/contract/browse/endpoints';
import { call, type BrowseAdvertsPage, type CityLink, type CityPageData } from '@coloc/shared';
import { advertsRequest, type BrowseFilters } from '../model/browseQuery';

/** The page shows these itself (unknown city, failure with a retry): the global error modal stays closed. */
const inline = { context: { silent: true } };

export function fetchAdverts(city: string | null, filters: BrowseFilters, signal?: AbortSignal): Promise<BrowseAdvertsPage> {
  return call(BROWSE_ENDPOINTS, 'browse.adverts', { query: advertsRequest(city, filters) }, { signal, ...inline });
}

export function fetchCity(slug: string, signal?: AbortSignal): Promise<CityPageData> {
  return call(BROWSE_ENDPOINTS, 'browse.city', { slug }, { signal, ...inline });
}

export function fetchTopCities(limit: number, signal?: AbortSignal): Promise<CityLink[]> {
  return call(BROWSE_ENDPOINTS, 'browse.topCities', { query: { limit } }, { signal, ...inline });
}
