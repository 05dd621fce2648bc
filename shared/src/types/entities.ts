import type { StaffRole } from '@coloc/contract/users/schemas';
import type { HomeObject, HomeWithAccess } from '@coloc/contract/homes/schemas';
import type { ProfileData } from './registration';

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
export type { HomePhotoObject as HomePhoto } from '@coloc/contract/homes/schemas';

export interface Company {
  business_name: string;
}

export interface Subscription {
  id: number;
  offer: string | null;
  /** ISO date */
  valid_until: string;
}

export type { RoomObject as Room } from '@coloc/contract/homes/schemas';

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

/**
 * A home as the homes routes answer it (SPEC 3); `access`, the caller's rights (SPEC 6), comes
 * with GET /homes/{id} only.
 */
export type Home = HomeObject & Partial<Pick<HomeWithAccess, 'access'>>;

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

export type { StaffRole };

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

export type { PushSubscriptionPayload } from '@coloc/contract/notifications/schemas';

export type { NewsletterSubscription } from '@coloc/contract/newsletter/schemas';

export interface BankAccount {
  sca_type: string;
  sca_redirect_url: string;
}

export interface UploadedImage {
  id: number;
  url?: string;
}

export type { SiteConfig } from '@coloc/contract/site/schemas';
