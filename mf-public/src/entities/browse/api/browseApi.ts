// Anonymous browsing: GET /api/browse/adverts, /api/browse/cities/{slug} and /api/browse/cities.
// Nothing personal is sent or read, so the server can call them for a page and shared caches keep them.
// Through `api`, not `call`: the home page shows the top cities, and `call` would bring the whole
// endpoint table into the first render of / (+1.7 KB gz measured); split the table per domain first.
import { api, type BrowseAdvertsPage, type CityLink, type CityPageData } from '@coloc/shared';
import { advertsRequest, type BrowseFilters } from '../model/browseQuery';

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
