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

export type Situation = 'single' | 'couple' | 'family' | 'group';

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
export const SEARCH_FILTER_KEYS = [
  'position', 'pet_list', 'smoking', 'dietaries', 'religious', 'meals', 'pace_of_life', 'outings_at_week',
  'activities_we', 'sports', 'arts', 'appearance', 'hobby', 'thinking_about', 'decorating', 'time_at_home',
  'clean_and_tidy', 'cooking', 'bathing', 'tinkering', 'gardening', 'watching_tv', 'work', 'education',
  'business_area', 'character', 'service_list', 'ecoloc',
] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

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

export interface MatchHomeHit {
  HomeID: number;
  Name: string | null;
  City: string | null;
  PostalCode: string | null;
  /** Lowest rent + charges of a free room matching the budget, euros per month. */
  PriceMin: number | null;
  PriceMax: number | null;
  /** Free rooms in the home. */
  RoomCount: number;
  /** ISO date of the soonest free room; null means now. */
  AvailableFrom: string | null;
  Furnished: boolean;
  PayByService: boolean;
  /** Distance in km from the nearest searched city. */
  DistanceKm: number | null;
  IsFavorite: boolean;
  GlobalScore: MatchScore;
  /** Public advert path: /colocation-<ville>/<id>. */
  link: string;
  image_link: string | null;
  /** Comma-separated list of image URLs of the current flatmates. */
  tenant_images: string;
}

export interface SecondUser {
  UserID: number;
  FirstName: string;
  Name: string;
  HasHome: boolean;
  ProfilePosition: number | null;
  PositionComputed: string | null;
  PositionName: string | null;
  FullRecord: boolean;
  Grouped: boolean;
  /** The person's group of seekers (extension of SPEC 3, used with `group_id` accordances), else null. */
  GroupId: number | null;
  gdc: boolean;
  BedroomCount: number | null;
  PerRoomBudgetMin: number | null;
  PerRoomBudget: number | null;
  LastMessage: string | null;
  Avatars: string[];
  IsFavorite: boolean;
  warranty_status: string | null;
}

/**
 * An explained affinity score. Total is on 0–200 (both directions added); screens show Total / 2 %.
 * Sections are 0–100 per profile section, null when one side did not answer it.
 */
export interface MatchScore {
  /** Null when the two people have too few answers in common: « Pas assez d'informations pour calculer l'affinité ». */
  Total: number | null;
  Sections: { lifestyle: number | null; personality: number | null; athome: number | null; employment: number | null };
  /** The three strongest reasons, in French ("Vous aimez tous les deux cuisiner"). */
  Reasons: string[];
  /** Incompatibilities that weigh most ("Fumeur : vous préférez un logement non-fumeur"). */
  DealBreakers: string[];
  /** « Points de vigilance »: the answers that differ most ("Tabac : vous, non-fumeur ; cette personne, fumeur"). */
  Vigilance: string[];
  /** A home's score: each occupant's own affinity (Total 0–200 or null); empty for a person. */
  Occupants: MatchOccupant[];
}

/** GET /api/match/users/{user_id}/score: the caller's affinity with one person (their profile page). */
export interface PairScoreAnswer {
  GlobalScore: MatchScore;
  IsFavorite: boolean;
  IsDisliked: boolean;
}

export interface MatchOccupant {
  UserID: number;
  FirstName: string;
  Total: number | null;
}

export interface MatchUserHit {
  SecondUser: SecondUser;
  GlobalScore: MatchScore;
  Favoris: boolean;
}

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
