// Visits agenda and contact requests (issue 4, module visits).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;

export interface VisitsTable {
  id: Generated<number>;
  home_id: number;
  seeker_id: number;
  /** Who answers for the home: its owner when the visit was requested. */
  host_id: number;
  status: 'requested' | 'proposed' | 'accepted' | 'declined' | 'cancelled';
  /** JSON array of ISO date-times (UTC). */
  slots: ColumnType<string, string | undefined, string>;
  starts_at: Timestamp | null;
  message: string | null;
  /** sha256 hex of the token of the confirmation link. */
  confirm_token_hash: string | null;
  confirmed_at: Timestamp | null;
  reminder_sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContactRequestsTable {
  id: Generated<number>;
  from_user_id: number;
  to_user_id: number;
  home_id: number | null;
  message: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
  status: ColumnType<'new' | 'answered' | 'declined', 'new' | 'answered' | 'declined' | undefined, 'new' | 'answered' | 'declined'>;
  conversation_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface VisitsTables {
  visits: VisitsTable;
  contact_requests: ContactRequestsTable;
}
