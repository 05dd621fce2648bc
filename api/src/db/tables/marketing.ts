// Tables of modules/marketing (migration 018).
import type { Generated } from 'kysely';

type Timestamp = string;

/** One thing told to the marketing tool about one owner (today only 'owner_identified'). */
export interface MarketingEventsTable {
  id: Generated<number>;
  user_id: number;
  event: string;
  /** MARKETING_PROVIDER at the time: 'journal' (the default) writes only this row. */
  provider: string;
  /** JSON of exactly what was sent. */
  payload: string;
  created_at: Timestamp;
}

export interface MarketingTables {
  marketing_events: MarketingEventsTable;
}
