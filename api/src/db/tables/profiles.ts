// Questionnaire answers (module profiles).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
/** JSON array text with a default of '[]'. */
type JsonList = ColumnType<string, string | undefined, string>;

export interface ProfilesTable {
  id: Generated<number>;
  user_id: number;
  // Single-choice answers: option ids.
  position: number | null;
  situation: number | null;
  gender: number | null;
  children: number | null;
  custody_schedule: number | null;
  pets: number | null;
  smoking: number | null;
  religious: number | null;
  meals: number | null;
  pace_of_life: number | null;
  outings_at_week: number | null;
  appearance: number | null;
  time_at_home: number | null;
  clean_and_tidy: number | null;
  cooking: number | null;
  bathing: number | null;
  tinkering: number | null;
  gardening: number | null;
  watching_tv: number | null;
  work: number | null;
  education: number | null;
  business_area: number | null;
  // Multiple-choice answers: JSON arrays of option ids.
  pet_list: JsonList;
  dietaries: JsonList;
  activities_we: JsonList;
  sports: JsonList;
  arts: JsonList;
  hobby: JsonList;
  thinking_about: JsonList;
  character: JsonList;
  decorating: JsonList;
  service_list: JsonList;
  ecoloc: JsonList;
  birth_date: string | null;
  children_count: number | null;
  custody_note: string | null;
  description: string | null;
  home_kind: string | null;
  /** JSON object section -> 1..4. */
  importance: ColumnType<string, string | undefined, string>;
  /** JSON array of field names. */
  private_fields: JsonList;
  /** When the person consented to religion and diet being used in matching (migration 019); null: never, or withdrawn. */
  sensitive_consent_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProfilesTables {
  profiles: ProfilesTable;
}
