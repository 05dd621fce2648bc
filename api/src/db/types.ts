import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AbuseTables } from './tables/abuse';
import type { BankTables } from './tables/bank';
import type { MandatesTables } from './tables/mandates';
import type { PaymentsTables } from './tables/payments';
import type { TenantFileTables } from './tables/tenant-file';
import type { TenantSpaceTables } from './tables/tenant-space';
import type { MarketingTables } from './tables/marketing';
import type { AlertsTables } from './tables/alerts';
import type { SignupTables } from './tables/signup';

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
  email_messages: ColumnType<IntBool, IntBool | undefined, IntBool>;
  email_matches: ColumnType<IntBool, IntBool | undefined, IntBool>;
  email_visits: ColumnType<IntBool, IntBool | undefined, IntBool>;
  /** 'support' | 'moderator' | null. */
  staff_role: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set by a moderator (account flagged for spam): the account can no longer sign in. */
  disabled_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
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
  /** The e-signature provider's name while the mandate is signed (migration 015). */
  mandate_provider: ColumnType<string | null, string | null | undefined, string | null>;
  offer: string | null;
  /** JSON array of image ids. */
  image_orders: ColumnType<string, string | undefined, string>;
  notifications_advert: ColumnType<number, number | undefined, number>;
  notifications_agenda: ColumnType<number, number | undefined, number>;
  reference_rent_auto: ColumnType<IntBool, IntBool | undefined, IntBool>;
  reference_rent_month: number | null;
  inc_reference_rent_month: number | null;
  dec_reference_rent_month: number | null;
  /** Geoname id in `cities`. */
  city_id: number | null;
  lat: number | null;
  lng: number | null;
  home_type: number | null;
  surface: number | null;
  bedroom_count: number | null;
  floor: number | null;
  elevator: ColumnType<IntBool, IntBool | undefined, IntBool>;
  furnished: ColumnType<IntBool, IntBool | undefined, IntBool>;
  /** JSON array of option ids. */
  amenities: ColumnType<string, string | undefined, string>;
  handicap_friendly: ColumnType<IntBool, IntBool | undefined, IntBool>;
  /** JSON array of option ids. */
  ecoloc: ColumnType<string, string | undefined, string>;
  pay_by_service: ColumnType<IntBool, IntBool | undefined, IntBool>;
  /** JSON array of option ids. */
  service_list: ColumnType<string, string | undefined, string>;
  description: string | null;
  wishes: string | null;
  // Moderation (issue 6): why an advert was refused, when it was submitted and decided, by whom.
  moderation_reason: ColumnType<string | null, string | null | undefined, string | null>;
  submitted_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  moderated_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  moderated_by: ColumnType<number | null, number | null | undefined, number | null>;
  // Housing for services terms, required before such an advert is submitted.
  service_hours_per_week: ColumnType<number | null, number | null | undefined, number | null>;
  service_tasks: ColumnType<string | null, string | null | undefined, string | null>;
  service_trial_weeks: ColumnType<number | null, number | null | undefined, number | null>;
  service_notice_days: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

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

export interface RoomsTable {
  id: Generated<number>;
  home_id: number;
  number: number;
  name: string | null;
  rent: number | null;
  charges: number | null;
  surface: number | null;
  available_from: string | null;
  furnished: ColumnType<IntBool, IntBool | undefined, IntBool>;
  private_bathroom: ColumnType<IntBool, IntBool | undefined, IntBool>;
  private_toilets: ColumnType<IntBool, IntBool | undefined, IntBool>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ImagesTable {
  id: Generated<number>;
  user_id: number;
  home_id: number | null;
  kind: 'avatar' | 'home';
  /** Path of the stripped original, relative to DATA_DIR. */
  file: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  /** 64-bit difference hash (hex) of home photos, for the duplicate-photo flag. */
  phash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Random base64url id of its URL, /image/{public_id}/… (issue 17, finding 4); see newImagePublicId. */
  public_id: string;
  created_at: Timestamp;
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
  /** Unique URL slug of the city page (modules/cities/slugs.ts); null only for a row inserted without one. */
  slug: string | null;
}

// --- Visits agenda and contact requests (issue 4, visits module) ---

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

// --- end of visits tables ---

// --- Matching and accordances (issue 4, matching module) ---

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

// --- end of matching tables ---

export interface ConversationsTable {
  id: Generated<number>;
  kind: 'direct' | 'support';
  home_id: number | null;
  last_message_id: ColumnType<number, number | undefined, number>;
  /** Who opened a direct thread (null: support threads, threads older than migration 017). */
  started_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Something about an account the moderators should look at (migration 017). */
export interface AccountFlagsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'same_text_conversations';
  message: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ConversationParticipantsTable {
  conversation_id: number;
  user_id: number;
  last_read_message_id: ColumnType<number, number | undefined, number>;
  notified_message_id: ColumnType<number, number | undefined, number>;
  joined_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  body: string;
  client_id: string | null;
  created_at: Timestamp;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface SeekerGroupsTable {
  id: Generated<number>;
  name: string;
  created_by: number | null;
  created_at: Timestamp;
}

export interface SeekerGroupMembersTable {
  group_id: number;
  user_id: number;
  status: 'invited' | 'member';
  invited_by: number | null;
  created_at: Timestamp;
  joined_at: Timestamp | null;
}

// --- properties (issue 6) ---

export interface HomeLandlordsTable {
  id: Generated<number>;
  home_id: number;
  user_id: number | null;
  email: string;
  role: 'owner' | 'manager' | 'agent';
  status: 'pending' | 'accepted';
  token_hash: string | null;
  invited_by: number | null;
  invite_sent_at: Timestamp | null;
  accepted_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AdvertViewsTable {
  home_id: number;
  day: string;
  count: number;
}

export interface TenanciesTable {
  id: Generated<number>;
  home_id: number;
  room_id: number | null;
  tenant_user_id: number | null;
  tenant_name: string;
  tenant_email: string | null;
  start_date: string;
  end_date: string | null;
  rent: number;
  charges: number;
  deposit: number;
  status: 'active' | 'ended';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RentPaymentsTable {
  id: Generated<number>;
  tenancy_id: number;
  period: string;
  amount_due: number;
  amount_received: number;
  received_on: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface HomeDocumentsTable {
  id: Generated<number>;
  home_id: number;
  uploaded_by: number | null;
  title: string;
  category: string;
  shared: ColumnType<IntBool, IntBool | undefined, IntBool>;
  file: string;
  mime: string;
  bytes: number;
  created_at: Timestamp;
}

export interface DiagnosticsTable {
  id: Generated<number>;
  home_id: number;
  kind: string;
  performed_on: string;
  document_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LeasesTable {
  id: Generated<number>;
  home_id: number;
  kind: 'room' | 'whole';
  room_id: number | null;
  tenant_user_id: number | null;
  tenant_email: string;
  start_date: string;
  duration_months: number;
  rent: number;
  charges: number;
  deposit: number;
  furnished: ColumnType<IntBool, IntBool | undefined, IntBool>;
  special_terms: string | null;
  status: 'draft' | 'sent' | 'accepted' | 'cancelled';
  created_by: number | null;
  landlord_accepted_at: Timestamp | null;
  tenant_accepted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Issue 7 areas keep their tables in ./tables/<area>.ts so each module owns its own file. */
export interface Database extends AbuseTables, PaymentsTables, MandatesTables, BankTables, TenantFileTables, TenantSpaceTables, MarketingTables, AlertsTables, SignupTables {
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
  profiles: ProfilesTable;
  searches: SearchesTable;
  rooms: RoomsTable;
  images: ImagesTable;
  // matching module
  match_changes: MatchChangesTable;
  accordances: AccordancesTable;
  // visits module
  visits: VisitsTable;
  contact_requests: ContactRequestsTable;
  // messaging and notifications modules
  conversations: ConversationsTable;
  account_flags: AccountFlagsTable;
  conversation_participants: ConversationParticipantsTable;
  messages: MessagesTable;
  push_subscriptions: PushSubscriptionsTable;
  app_settings: AppSettingsTable;
  // groups module
  seeker_groups: SeekerGroupsTable;
  seeker_group_members: SeekerGroupMembersTable;
  // properties (issue 6)
  home_landlords: HomeLandlordsTable;
  advert_views: AdvertViewsTable;
  tenancies: TenanciesTable;
  rent_payments: RentPaymentsTable;
  home_documents: HomeDocumentsTable;
  diagnostics: DiagnosticsTable;
  leases: LeasesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type HomeRow = Selectable<HomesTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type CityRow = Selectable<CitiesTable>;
export type NewCity = Insertable<CitiesTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type SearchRow = Selectable<SearchesTable>;
export type RoomRow = Selectable<RoomsTable>;
export type ImageRow = Selectable<ImagesTable>;
export type VisitRow = Selectable<VisitsTable>;
export type ContactRequestRow = Selectable<ContactRequestsTable>;
export type AccordanceRow = Selectable<AccordancesTable>;
export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type HomeLandlordRow = Selectable<HomeLandlordsTable>;
export type TenancyRow = Selectable<TenanciesTable>;
export type RentPaymentRow = Selectable<RentPaymentsTable>;
export type HomeDocumentRow = Selectable<HomeDocumentsTable>;
export type DiagnosticRow = Selectable<DiagnosticsTable>;
export type LeaseRow = Selectable<LeasesTable>;
