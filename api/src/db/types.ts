import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * Portable conventions (SQLite and PostgreSQL): integer auto-increment ids, timestamps as
 * ISO-8601 UTC text (they sort lexicographically), booleans as integer 0/1 converted at the edge.
 */

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
  sca_status: ColumnType<string, string | undefined, string>;
  home_leased: ColumnType<IntBool, IntBool | undefined, IntBool>;
  newsletter: ColumnType<IntBool, IntBool | undefined, IntBool>;
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
  created_at: Timestamp;
}

export interface HomesTable {
  id: Generated<number>;
  user_id: number;
  name: string | null;
  address: string | null;
  address2: string | null;
  postal_code: string | null;
  city: string | null;
  country: number | null;
  step: ColumnType<number, number | undefined, number>;
  is_coloc: ColumnType<IntBool, IntBool | undefined, IntBool>;
  published: ColumnType<IntBool, IntBool | undefined, IntBool>;
  moderation_status: string | null;
  mandate_status: string | null;
  offer: string | null;
  /** JSON array of image ids. */
  image_orders: ColumnType<string, string | undefined, string>;
  notifications_advert: ColumnType<number, number | undefined, number>;
  notifications_agenda: ColumnType<number, number | undefined, number>;
  reference_rent_auto: ColumnType<IntBool, IntBool | undefined, IntBool>;
  reference_rent_month: number | null;
  inc_reference_rent_month: number | null;
  dec_reference_rent_month: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  offer: string;
  /** ISO date (YYYY-MM-DD). */
  valid_until: string;
  created_at: Timestamp;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: number | null;
  created_at: Timestamp;
}

export interface PageViewsTable {
  id: Generated<number>;
  path: string;
  referrer: string | null;
  title: string | null;
  user_id: number | null;
  created_at: Timestamp;
}

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
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  login_failures: LoginFailuresTable;
  homes: HomesTable;
  subscriptions: SubscriptionsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  contact_messages: ContactMessagesTable;
  page_views: PageViewsTable;
  cities: CitiesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type HomeRow = Selectable<HomesTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type CityRow = Selectable<CitiesTable>;
export type NewCity = Insertable<CitiesTable>;
