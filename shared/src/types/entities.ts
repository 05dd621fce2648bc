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

/**
 * A city as the screens hold it (a link's draft, a city page, a row of GET /api/cities): id and
 * coordinates when known. The API's answer gives the whole place: `CitySearch['geoname']`.
 */
export type { GeonameDraft as Geoname } from '@coloc/contract/searches/drafts';

export type { CitySearch, Search } from '@coloc/contract/searches/schemas';

/** A link's cities, and the cities a search form picked (those have the id the API needs). */
export type { CitySearchChoice, CitySearchDraft, SearchChanges, SearchSave } from '@coloc/contract/searches/drafts';

export type { Situation } from '@coloc/contract/searches/limits';

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
