// Matching and accordances (issue 4, modules matching and accordances).
import type { Generated } from 'kysely';

type Timestamp = string;

/**
 * Ids of the users and homes written since (filled by triggers, see migration 004): the matching
 * index reloads them before each match call.
 */
export interface MatchChangesTable {
  id: Generated<number>;
  user_id: number | null;
  home_id: number | null;
  changed_at: Timestamp;
}

/** A like or a dislike; home_id is the context (null: a seeker's own choice; a home: a professional's). */
export interface AccordancesTable {
  id: Generated<number>;
  user_id: number;
  home_id: number | null;
  target_user_id: number | null;
  target_group_id: number | null;
  target_home_id: number | null;
  type: 'like' | 'dislike';
  created_at: Timestamp;
}

export interface MatchingTables {
  match_changes: MatchChangesTable;
  accordances: AccordancesTable;
}
