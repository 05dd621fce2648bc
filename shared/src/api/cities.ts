import type { Geoname } from '../types/entities';
import { api } from './client';

/** A row of `GET /api/cities`: a GeoNames place. */
export interface City extends Geoname {
  id: number;
  /** Slug of the city page (`/colocation-{slug}`); null while the commune has none (no page yet). */
  slug?: string | null;
}

export const CITY_QUERY_MIN_LENGTH = 2;
export const CITY_RESULT_LIMIT = 10;

/** Silent: the combobox tells the visitor itself when the list cannot be loaded. */
export function searchCities(query: string, signal?: AbortSignal): Promise<City[]> {
  return api
    .get('cities', { searchParams: { q: query, limit: CITY_RESULT_LIMIT }, signal, context: { silent: true } })
    .json<City[]>();
}

/** "Lyon (Rhône)": the département tells apart the many French towns that share a name. */
export function cityLabel(city: Pick<Geoname, 'name' | 'admin1_name' | 'admin2_name'>): string {
  const area = city.admin2_name || city.admin1_name;
  return area && area !== city.name ? `${city.name} (${area})` : city.name;
}
