// Accounts and sign-in (modules users and auth): users, sessions, password resets, failed sign-ins.
import type { ScaStatus } from '@coloc/contract/bank-accounts/sca';
import type { ConnectionMethodValue } from '@coloc/contract/users/limits';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
/** 0 or 1. */
type IntBool = number;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  name: string;
  /** Bit flags: coloc=1, proprio=2, agent=4, manager=8. */
  type: number;
  registration_step: ColumnType<number, number | undefined, number>;
  search_id: number | null;
  business_name: string | null;
  avatar_image_id: number | null;
  avatar_color: string | null;
  avatar_approved: ColumnType<IntBool, IntBool | undefined, IntBool>;
  sca_status: ColumnType<ScaStatus, ScaStatus | undefined, ScaStatus>;
  home_leased: ColumnType<IntBool, IntBool | undefined, IntBool>;
  newsletter: ColumnType<IntBool, IntBool | undefined, IntBool>;
  email_messages: ColumnType<IntBool, IntBool | undefined, IntBool>;
  email_matches: ColumnType<IntBool, IntBool | undefined, IntBool>;
  email_visits: ColumnType<IntBool, IntBool | undefined, IntBool>;
  /** 'support' | 'moderator' | null. */
  staff_role: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set by a moderator (account flagged for spam): the account can no longer sign in. */
  disabled_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Last sign-in or session use, written at most once a day (null: never since; read created_at). */
  last_seen_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** When the warning « compte supprimé le … » was mailed; cleared by the next visit. */
  dormancy_warned_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  /** sha256 hex of the cookie token: a stolen database does not yield usable cookies. */
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string | null;
  /** The recognised device (its cookie's id) the failure came from; null: an unknown device. */
  device: string | null;
  created_at: Timestamp;
}

/** How a session was started: the ways in, and a password change (which renews the session). */
export type ConnectionMethod = ConnectionMethodValue;

/** One row per session started, kept a year (migration 026), the account's deletion notwithstanding. */
export interface ConnectionLogTable {
  id: Generated<number>;
  /** No foreign key: the row outlives the account. */
  user_id: number;
  /** The account's address at the time: what identifies the person once the account is gone. */
  email: string;
  ip: string;
  user_agent: string | null;
  method: ConnectionMethod;
  created_at: Timestamp;
}

export interface UsersTables {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  login_failures: LoginFailuresTable;
  connection_log: ConnectionLogTable;
}
