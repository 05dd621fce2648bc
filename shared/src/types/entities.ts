import type { HomeDetails, ProfileData } from './registration';

// Entity types of SPEC section 3, as the API sends them.

export interface Avatar {
  /** The image's id, for actions; never in a URL (issue 17, finding 4). */
  id: number | null;
  /** What the photo's URL names: imageUrl(public_id, …); null without photo. */
  public_id: string | null;
  color: string;
  approved: boolean;
}

/** A home photo: `id` for actions (delete, image_orders), `public_id` for imageUrl. */
export interface HomePhoto {
  id: number;
  public_id: string;
}

export interface Company {
  business_name: string;
}

export interface Subscription {
  id: number;
  offer: string | null;
  /** ISO date */
  valid_until: string;
}

export interface Room {
  id: number;
  /** 0-based; the display name falls back to a letter from it (A for 0). */
  number: number;
  name: string | null;
  /** Monthly rent of the room in euros, charges excluded. */
  rent: number | null;
  /** Monthly charges of the room in euros. */
  charges: number | null;
  /** m². */
  surface: number | null;
  /** ISO date (YYYY-MM-DD) from which the room is free; null means now. */
  available_from: string | null;
  furnished: boolean;
  private_bathroom: boolean;
  private_toilets: boolean;
}

export interface OwnerRole {
  id: number;
  email: string;
  first_name: string;
  name: string;
  role: 'owner';
  pending: boolean;
  invite_expired?: boolean;
  expired?: boolean;
}

export type ModerationStatus = 'pending' | 'accepted' | 'refused' | null;
export type MandateStatus = 'signing' | 'signed' | 'complete' | null;
/** notifications_advert / notifications_agenda values (SPEC 3, 6). */
export type HomeNotifications = 0 | 2 | 3;

export interface Home {
  id: number;
  name: string | null;
  address: string | null;
  address2: string | null;
  postal_code: string | null;
  city: string | null;
  country: number | null;
  /** Below 3 the home is incomplete. */
  step: number;
  is_coloc: boolean;
  published: boolean;
  moderation_status: ModerationStatus;
  mandate_status: MandateStatus;
  /** The e-signature provider's name, shown after « Mandat en attente » (null without a signed mandate). */
  mandate_provider?: string | null;
  /** The caller's rights (SPEC 6), answered by GET /homes/{id} only. */
  access?: { landlord: boolean; advert: boolean; agenda: boolean };
  offer: string | null;
  /** The photos' ids in their order, for deleting and reordering them. */
  image_orders: number[];
  /** The same photos in the same order, with the public id their URL names. */
  photos: HomePhoto[];
  public_url: string | null;
  user_id: number;
  owners_roles: OwnerRole[];
  notifications_advert: HomeNotifications;
  notifications_agenda: HomeNotifications;
  rooms: Room[];
  /** True when the reference rent below was computed from comparable homes. */
  reference_rent_auto?: boolean | null;
  /** Reference monthly rent per room (median of comparable rooms), euros. */
  reference_rent_month?: number | null;
  /** Upper bound of the usual range (third quartile), euros. */
  inc_reference_rent_month?: number | null;
  /** Lower bound of the usual range (first quartile), euros. */
  dec_reference_rent_month?: number | null;
  /** Details filled by the listing steps (see types/registration.ts). */
  details?: HomeDetails;
}

export interface Geoname {
  id?: number;
  name: string;
  country_id: number;
  admin1_code: string | null;
  admin1_name: string | null;
  admin2_code: string | null;
  admin2_name: string | null;
  lat?: number;
  lng?: number;
}

export interface CitySearch {
  type: string;
  geoname: Geoname;
}

export type { Situation } from '@coloc/contract/searches/limits';
import type { Situation } from '@coloc/contract/searches/limits';

export interface Search {
  id?: number;
  city_searches: CitySearch[];
  radius: number;
  country_id: number;
  bedroom_count: number;
  per_room_budget_min: number;
  per_room_budget_max: number;
  age_min: number;
  age_max: number;
  situation?: Situation | null;
  situations?: Situation[];
  gender?: number | null;
  children?: boolean | null;
  pets?: boolean | null;
  smoking?: boolean | null;
  private_bathroom?: boolean | null;
  private_toilets?: boolean | null;
  ecoloc?: boolean | null;
  handicap_friendly?: boolean | null;
  pay_by_service?: boolean | null;
  has_home?: boolean | null;
  budget_user_id?: string | null;
  budget_connection_url?: string | null;
  warranty_link?: string | null;
}

/** Search filter keys that can be encoded in a URL (SPEC 3). */
export { FILTER_KEYS as SEARCH_FILTER_KEYS, type FilterKey as SearchFilterKey } from '@coloc/contract/matching/limits';

/** The questionnaire answers (types/registration.ts). */
export type Profile = ProfileData;

export type ScaStatus = 'none' | 'required' | 'validated';

export interface User {
  id: number;
  email: string;
  first_name: string;
  name: string;
  /** Bit flags: coloc=1, proprio=2, agent=4, manager=8. */
  type: number;
  /** Index of the registration step reached; 100 when registration is finished. */
  registration_step: number;
  search_id: number | null;
  avatar: Avatar | null;
  sca_status: ScaStatus;
  home_leased: boolean;
  /** Complete management mandates this account runs as the agency or manager (SPEC 2.7 « Agenda »). */
  managed_mandates?: number;
  company: Company | null;
  home: Home | null;
  profile: Profile | null;
  search: Search | null;
  subscriptions: Subscription[];
  /** Platform staff: 'support' answers support threads, 'moderator' reviews adverts. */
  staff_role?: StaffRole | null;
  created_at?: string;
}

export type StaffRole = 'support' | 'moderator';

export interface OptionItem {
  id: number;
  text: string;
  children: OptionItem[];
}
/** `GET /api/options`: every option list keyed by field name. */
export type Options = Record<string, OptionItem[]>;

export type { MatchHomeHit, MatchOccupant, MatchScore, MatchUserHit, PairScoreAnswer, SecondUser } from '@coloc/contract/matching/schemas';

export interface MessageCounter {
  unreaded: number;
}

export interface PushSubscriptionPayload {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

export interface NewsletterSubscription {
  email: string;
}

export interface BankAccount {
  sca_type: string;
  sca_redirect_url: string;
}

export interface UploadedImage {
  id: number;
  url?: string;
}

export interface SiteConfig {
  customer_service_user_id: number | null;
  broker_registration: string | null;
  public_url: string;
  /** Script of the third-party chat widget; null: no widget. */
  chat_widget_url: string | null;
  /** The sandbox mailbox page (ALLOW_SANDBOX_MAILBOX, no SMTP): where a local trial reads its mails; null otherwise. */
  sandbox_mailbox_url?: string | null;
}
