// Tables of modules/alerts (migration 022).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;

/** 'immediate' | 'daily' | 'never' (immédiate, quotidienne, jamais). */
export type AlertFrequency = string;

export interface AlertSettingsTable {
  id: Generated<number>;
  user_id: number;
  threshold: ColumnType<number, number | undefined, number>;
  push_frequency: ColumnType<AlertFrequency, AlertFrequency | undefined, AlertFrequency>;
  email_frequency: ColumnType<AlertFrequency, AlertFrequency | undefined, AlertFrequency>;
  last_push_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  last_email_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  updated_at: Timestamp;
}

export interface AlertHomeSettingsTable {
  id: Generated<number>;
  home_id: number;
  user_id: number;
  threshold: ColumnType<number, number | undefined, number>;
  push_frequency: ColumnType<AlertFrequency, AlertFrequency | undefined, AlertFrequency>;
  email_frequency: ColumnType<AlertFrequency, AlertFrequency | undefined, AlertFrequency>;
  updated_at: Timestamp;
}

export interface AlertPendingTable {
  id: Generated<number>;
  recipient_id: number;
  subject_kind: 'home' | 'seeker';
  subject_id: number;
  home_id: number;
  /** Null: nobody lives in the home yet, so there is no affinity to tell (issue 16, §3). */
  affinity: number | null;
  reasons: string;
  vigilance: string | null;
  created_at: Timestamp;
  /** 'pending' | 'sent' | 'skipped' (frequency jamais) | 'dropped' (no longer valid when it left). */
  push_state: ColumnType<string, string | undefined, string>;
  push_claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  push_claimed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  email_state: ColumnType<string, string | undefined, string>;
  email_claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  email_claimed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface AlertJobsTable {
  id: Generated<number>;
  /** 'home' (published or changed) | 'seeker' (finished or changed their search). */
  kind: string;
  subject_id: number;
  created_at: Timestamp;
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  claimed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  done_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface AlertSubjectsTable {
  id: Generated<number>;
  kind: string;
  subject_id: number;
  signature: string;
  updated_at: Timestamp;
}

export interface AlertCursorsTable {
  id: Generated<number>;
  name: string;
  last_id: number;
  floor_id: number;
}

export interface AlertUsedTokensTable {
  id: Generated<number>;
  token_id: string;
  used_at: Timestamp;
}

export interface AlertsTables {
  alert_settings: AlertSettingsTable;
  alert_home_settings: AlertHomeSettingsTable;
  alert_pending: AlertPendingTable;
  alert_jobs: AlertJobsTable;
  alert_subjects: AlertSubjectsTable;
  alert_cursors: AlertCursorsTable;
  alert_used_tokens: AlertUsedTokensTable;
}
