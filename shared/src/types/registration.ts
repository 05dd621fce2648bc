// Wire contract of the registration area (issue 3): questionnaire answers, listing details, searches,
// offers, account preferences and the public profile view. The API validates the same shapes.
import type { ServiceTerms } from './properties';
import type { HomePhoto } from './entities';

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

/** Listing details of a home beyond SPEC 3's fields (PUT /api/homes/{id} accepts them at top level). */
export interface HomeDetails {
  /** Geoname id in `cities` (from GET /api/cities?q=); the server fills city, postal region, country, lat, lng. */
  city_id: number | null;
  lat: number | null;
  lng: number | null;
  /** Option list `home_type` (appartement, maison, …). */
  home_type: number | null;
  /** Total surface in m². */
  surface: number | null;
  /** Total number of bedrooms of the home (rooms to let are `rooms`). */
  bedroom_count: number | null;
  floor: number | null;
  elevator: boolean;
  furnished: boolean;
  /** Option list `amenities` (multiple). */
  amenities: number[];
  handicap_friendly: boolean;
  /** Eco-living practices of the home: option list `ecoloc` (multiple). */
  ecoloc: number[];
  /** Housing in exchange for services. */
  pay_by_service: boolean;
  /** Services expected in exchange: option list `service_list` (multiple). */
  service_list: number[];
  /** Advert text, at most 4000 characters. */
  description: string | null;
  /** Whom the owner would like to live with / rent to, at most 1000 characters. */
  wishes: string | null;
  /** Housing-for-services terms (issue 6); null or absent until stated. */
  services?: ServiceTerms | null;
}

/** A room as sent in PUT /api/homes/{id} `rooms` (the whole list; rooms left out are deleted). */
export interface RoomInput {
  id?: number;
  number: number;
  name?: string | null;
  rent?: number | null;
  charges?: number | null;
  surface?: number | null;
  available_from?: string | null;
  furnished?: boolean;
  private_bathroom?: boolean;
  private_toilets?: boolean;
}

/**
 * PUT /api/homes/{id} and POST /api/homes body: any subset. `moderation_status: 'pending'` submits the
 * advert (refused with a French error while step < 3). `image_orders` must be a permutation of the
 * home's own photos. `step` is computed by the server, never taken from the client:
 * 1 address with a known city, 2 description and at least one room with a rent, 3 at least one photo.
 */
export type HomeUpdate = Partial<Omit<HomeDetails, 'lat' | 'lng' | 'services'>> & {
  /** Housing-for-services terms; the API requires all four before a pay_by_service advert is submitted. */
  services?: Partial<ServiceTerms> | null;
  name?: string | null;
  address?: string | null;
  address2?: string | null;
  postal_code?: string | null;
  is_coloc?: boolean;
  rooms?: RoomInput[];
  image_orders?: number[];
  offer?: string | null;
  moderation_status?: 'pending';
};

/** POST /api/users/upload and POST /api/homes/{id}/images answer. */
export interface ImageUploadResult {
  /** For actions (delete, image_orders); never in a URL. */
  id: number;
  /** What the image's URL names: imageUrl(public_id, …). */
  public_id: string;
  /** `/image/{public_id}/{width}/{height}` of a default size. */
  url: string;
  /** The home's photo order after the upload (home photos only). */
  image_orders?: number[];
  /** The home's photos after the upload, in their order (home photos only). */
  photos?: HomePhoto[];
}

/** Sizes accepted by /image/{public_id}/{width}/{height}; anything else is a 404. */
export const IMAGE_SIZES: ReadonlyArray<readonly [number, number]> = [
  [64, 64], [128, 128], [256, 256], [320, 240], [480, 360], [640, 480], [960, 720], [1280, 960], [1600, 1200],
  // Open Graph / Twitter card image (1.91:1) of the public advert and city pages.
  [1200, 630],
];
/**
 * `publicId`: the image's public id as the API sends it (Avatar.public_id, Home.photos, …), never
 * its sequential id: those URLs only redirect, and only for whoever may see the image (issue 17).
 */
export function imageUrl(publicId: string, width = 640, height = 480): string {
  return `/image/${publicId}/${width}/${height}`;
}

/** GET /api/offers: the paid offers an advert can take (the mandate offer has id 'mandate'). */
export interface Offer {
  id: string;
  name: string;
  description: string;
  /** Price including VAT, in cents. */
  price_cents: number;
  /** How long the advert stays promoted, in months; 0 for the mandate (until signed). */
  duration_months: number;
  features: string[];
  recommended: boolean;
}

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
