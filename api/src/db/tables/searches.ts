// Saved searches (module searches).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
/** JSON array text with a default of '[]'. */
type JsonList = ColumnType<string, string | undefined, string>;

export interface SearchesTable {
  id: Generated<number>;
  user_id: number;
  /** JSON array of {type, geoname}. */
  city_searches: JsonList;
  radius: ColumnType<number, number | undefined, number>;
  country_id: ColumnType<number, number | undefined, number>;
  bedroom_count: ColumnType<number, number | undefined, number>;
  per_room_budget_min: ColumnType<number, number | undefined, number>;
  per_room_budget_max: ColumnType<number, number | undefined, number>;
  age_min: ColumnType<number, number | undefined, number>;
  age_max: ColumnType<number, number | undefined, number>;
  situation: string | null;
  /** JSON array of 'single' | 'couple' | 'family' | 'group'. */
  situations: JsonList;
  gender: number | null;
  // Tri-state flags: null no preference, 1 yes, 0 no.
  children: number | null;
  pets: number | null;
  smoking: number | null;
  private_bathroom: number | null;
  private_toilets: number | null;
  ecoloc: number | null;
  handicap_friendly: number | null;
  pay_by_service: number | null;
  has_home: number | null;
  budget_user_id: string | null;
  budget_connection_url: string | null;
  warranty_link: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SearchesTables {
  searches: SearchesTable;
}
