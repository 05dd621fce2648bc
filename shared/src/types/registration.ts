// Wire contract of the registration area (issue 3): questionnaire answers, listing details, searches,
// offers, account preferences and the public profile view. The API validates the same shapes.

/** Single-choice questionnaire fields: each holds one option id of `GET /api/options` (same key). */
export const PROFILE_SINGLE_FIELDS = [
  'position', 'situation', 'gender', 'children', 'custody_schedule', 'pets', 'smoking', 'religious', 'meals',
  'pace_of_life', 'outings_at_week', 'appearance', 'time_at_home', 'clean_and_tidy', 'cooking', 'bathing',
  'tinkering', 'gardening', 'watching_tv', 'work', 'education', 'business_area',
] as const;
/** Multiple-choice questionnaire fields: each holds a list of option ids (same key in the options). */
export const PROFILE_MULTI_FIELDS = [
  'pet_list', 'dietaries', 'activities_we', 'sports', 'arts', 'hobby', 'thinking_about', 'character', 'decorating',
  'service_list', 'ecoloc',
] as const;
export type ProfileSingleField = (typeof PROFILE_SINGLE_FIELDS)[number];
export type ProfileMultiField = (typeof PROFILE_MULTI_FIELDS)[number];

/** Sections whose weight the user chooses (option list `importance`, ids 1 to 4). */
export const IMPORTANCE_SECTIONS = ['lifestyle', 'personality', 'athome', 'employment'] as const;
export type ImportanceSection = (typeof IMPORTANCE_SECTIONS)[number];

/**
 * Fields a user may keep to themselves: never shown to others and never used by matching.
 * (Everything else of the questionnaire is visible to signed-in users.)
 */
export const PRIVATE_CAPABLE_FIELDS = [
  'birth_date', 'gender', 'children', 'religious', 'dietaries', 'work', 'education', 'business_area', 'description',
] as const;
export type PrivateCapableField = (typeof PRIVATE_CAPABLE_FIELDS)[number];

/** Sensitive answers (GDPR art. 9): private and unused until the person consents (ProfileData.sensitive_consent). */
export const SENSITIVE_FIELDS = ['religious', 'dietaries'] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];

/** What the seeker declared at step home-1; it picks the branch of the flow (SPEC 2.6). */
export type HomeKindAnswer = 'none' | 'shared' | 'non-coloc';

export type ProfileData = {
  id: number;
  user_id: number;
  /** YYYY-MM-DD; the person must be 18 or older. */
  birth_date: string | null;
  /** Number of children (0–10), asked when `children` says there are some. */
  children_count: number | null;
  /** Free text about shared custody (days, weeks), at most 500 characters. */
  custody_note: string | null;
  /** Free self-description, at most 2000 characters. */
  description: string | null;
  home_kind: HomeKindAnswer | null;
  /** 1 (Pas important) to 4 (Essentiel); 3 until the user says otherwise. */
  importance: Record<ImportanceSection, number>;
  private_fields: PrivateCapableField[];
  /**
   * Religion and diet (SENSITIVE_FIELDS) are used in matching, shown to others and offered as
   * search filters only after this explicit consent, given in the parameters; false by default.
   */
  sensitive_consent: boolean;
} & { [K in ProfileSingleField]: number | null } & { [K in ProfileMultiField]: number[] };

/** PUT /api/profiles/{id}: any subset of the answers (id and user_id are ignored). */
export type ProfileUpdate = Partial<Omit<ProfileData, 'id' | 'user_id' | 'importance'>> & {
  importance?: Partial<Record<ImportanceSection, number>>;
};

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

/** GET/PUT /api/users/{id}/preferences. */
export interface NotificationPreferences {
  email_messages: boolean;
  email_matches: boolean;
  email_visits: boolean;
  newsletter: boolean;
}

/** PUT /api/users/{id}/password. */
export interface PasswordChange {
  current_password: string;
  new_password: string;
}

/** GET /api/users/{id}/profile: what another signed-in user may see (private fields left out). */
export interface PublicProfile {
  id: number;
  first_name: string;
  /** Surname initial with a dot, e.g. 'D.'. */
  name_initial: string;
  /** `public_id` names the photo's URL; both are null when the photo is not shown. */
  avatar: { id: number | null; public_id: string | null; color: string | null; approved: boolean } | null;
  age: number | null;
  is_self: boolean;
  has_home: boolean;
  home: { id: number; city: string | null; country: string | null; public_url: string; is_coloc: boolean } | null;
  /** Answers the user shares (private ones and unanswered ones are absent). */
  answers: Partial<Omit<ProfileData, 'id' | 'user_id' | 'importance' | 'private_fields' | 'sensitive_consent' | 'home_kind'>>;
}
