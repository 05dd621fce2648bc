// Wire contract of the registration area (issue 3): questionnaire answers, listing details, searches,
// offers, account preferences and the public profile view. The API validates the same shapes.

export {
  HOME_KINDS,
  IMPORTANCE_SECTIONS,
  PRIVATE_CAPABLE_FIELDS,
  PROFILE_MULTI_FIELDS,
  PROFILE_SINGLE_FIELDS,
  SENSITIVE_FIELDS,
  type HomeKind as HomeKindAnswer,
  type ImportanceSection,
  type PrivateCapableField,
  type ProfileMultiField,
  type ProfileSingleField,
  type SensitiveField,
} from '@coloc/contract/profiles/fields';
export type { ProfileData, ProfileUpdate, PublicAnswers } from '@coloc/contract/profiles/schemas';

// Listing details, rooms and the PUT/POST /api/homes body: derived from the contract's homes
// schemas, which the API validates with. `moderation_status: 'pending'` submits the advert; `rooms`
// is the whole list (rooms left out are deleted); `step` is computed by the server.
export type {
  HomeDetailsObject as HomeDetails,
  RoomInputValue as RoomInput,
  HomeUpdateInput as HomeUpdate,
} from '@coloc/contract/homes/schemas';

/** POST /api/users/upload and POST /api/homes/{id}/images answer. */
export type { ImageUploadResult } from '@coloc/contract/images/schemas';

export { IMAGE_SIZES, imageUrl } from '@coloc/contract/images/sizes';

/** GET /api/offers: the paid offers an advert can take (the mandate offer has id 'mandate'). */
export type { OfferObject as Offer } from '@coloc/contract/offers/schemas';

export type { NotificationPreferences, PasswordChange, PublicProfile } from '@coloc/contract/users/schemas';
