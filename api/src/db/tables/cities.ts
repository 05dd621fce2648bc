// Cities of the search and of the city pages (module cities).
import type { Generated } from 'kysely';

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  /** Lowercase, accents stripped, punctuation folded to single spaces: see normalizeSearchText. */
  search_name: string;
  country_id: number;
  admin1_code: string | null;
  admin1_name: string | null;
  admin2_code: string | null;
  admin2_name: string | null;
  lat: number;
  lng: number;
  /** INSEE population where the commune is known; ranks autocomplete suggestions. */
  population: number | null;
  /** Unique URL slug of the city page (modules/cities/slugs.ts); null only for a row inserted without one. */
  slug: string | null;
}

export interface CitiesTables {
  cities: CitiesTable;
}
