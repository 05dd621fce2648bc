import type { StaffRole, UserObject as User } from '@coloc/contract/users/schemas';
import type { HomeObject, HomeWithAccess } from '@coloc/contract/homes/schemas';
import type { ProfileData } from './registration';

// Entity types of SPEC section 3, as the API sends them.

/** The account's photo or colour: `id` for actions, never in a URL (issue 17, finding 4); `public_id` for imageUrl. */
export type { Avatar } from '@coloc/contract/users/schemas';

/** A home photo: `id` for actions (delete, image_orders), `public_id` for imageUrl. */
export type { HomePhotoObject as HomePhoto } from '@coloc/contract/homes/schemas';

export type Company = NonNullable<User['company']>;

export type { Subscription } from '@coloc/contract/users/schemas';

export type { RoomObject as Room } from '@coloc/contract/homes/schemas';

export type ModerationStatus = HomeObject['moderation_status'];
export type MandateStatus = HomeObject['mandate_status'];
/** notifications_advert / notifications_agenda values (SPEC 3, 6). */
export type HomeNotifications = HomeObject['notifications_advert'];

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

/** A saved search as the API answers it (GET /api/users/myself, POST/PUT /api/searches). */
export type { Search as SearchObject } from '@coloc/contract/searches/schemas';

/** A search as the screens build it (drafts, links, forms): looser than what the API answers. */
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

export type ScaStatus = User['sca_status'];

/** The signed-in user (GET /api/users/myself, sign-in, PUT /users/{id}). */
export type { UserObject as User } from '@coloc/contract/users/schemas';

export type { StaffRole };

/** `GET /api/options`: every option list keyed by field name (two levels: country groups). */
export type { LeafOptionObject as OptionChoice, OptionObject as OptionItem, OptionsObject as Options } from '@coloc/contract/options/schemas';

export type { MatchHomeHit, MatchOccupant, MatchScore, MatchUserHit, PairScoreAnswer, SecondUser } from '@coloc/contract/matching/schemas';

export type { UnreadCount as MessageCounter } from '@coloc/contract/messaging/schemas';

export type { PushSubscriptionPayload } from '@coloc/contract/notifications/schemas';

export type { NewsletterSubscription } from '@coloc/contract/newsletter/schemas';

/** POST /api/bank-accounts/enroll: where the bank's strong authentication goes on. */
export type { EnrollStarted as BankAccount } from '@coloc/contract/bank-accounts/schemas';

export type { ImageUploadResult as UploadedImage } from '@coloc/contract/images/schemas';

export type { SiteConfig } from '@coloc/contract/site/schemas';
