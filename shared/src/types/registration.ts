// Wire contract of the registration area (issue 3): questionnaire answers, listing details, searches,
// offers, account preferences and the public profile view. The API validates the same shapes.
import type { ServiceTerms } from './properties';
import type { HomePhoto } from './entities';

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

export type { NotificationPreferences, PasswordChange, PublicProfile } from '@coloc/contract/users/schemas';
