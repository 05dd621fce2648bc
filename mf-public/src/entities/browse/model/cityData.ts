// What a city page reads, on the server (its loader) and in the browser (later navigations): the
// city's figures (adverts, rooms free today and the range of their rents) and nearby cities.
import { fetchCity } from '../api/browseApi';
import type { CityPageSeed } from './browseState';

/** The city page's data for `slug` (404 errors are the caller's: an unknown city). */
export async function fetchCityPage(slug: string, signal?: AbortSignal): Promise<Extract<CityPageSeed, { data: unknown }>> {
  const data = await fetchCity(slug, signal);
  return { slug, data };
}
