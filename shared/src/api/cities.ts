import { CITIES_ENDPOINTS } from '@coloc/contract/cities/endpoints';
import { CITY_RESULT_LIMIT } from '@coloc/contract/cities/limits';
import type { City as CityRow } from '@coloc/contract/cities/schemas';
import type { CitySearchChoice } from '@coloc/contract/searches/drafts';
import type { Geoname } from '../types/entities';
import { call } from './call';

/** A city as the comboboxes hold it: a row of `GET /api/cities`, or a city known by its id and name. */
export type City = CitySearchChoice['geoname'] & Partial<Pick<CityRow, 'slug'>>;

export { CITY_QUERY_MIN_LENGTH, CITY_RESULT_LIMIT } from '@coloc/contract/cities/limits';

/** Silent: the combobox tells the visitor itself when the list cannot be loaded. */
export function searchCities(query: string, signal?: AbortSignal): Promise<CityRow[]> {
  return call(CITIES_ENDPOINTS, 'cities.search', { query: { q: query, limit: CITY_RESULT_LIMIT } }, { signal, context: { silent: true } });
}

/** "Lyon (Rhône)": the département tells apart the many French towns that share a name. */
export function cityLabel(city: Pick<Geoname, 'name' | 'admin1_name' | 'admin2_name'>): string {
  const area = city.admin2_name || city.admin1_name;
  return area && area !== city.name ? `${city.name} (${area})` : city.name;
}
