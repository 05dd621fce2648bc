// Homes, their rooms and the images of homes and avatars (modules homes and images).
import type { HomeDelegationLevel, MandateStatus } from '@coloc/contract/homes/limits';
import type { ModerationStatusValue } from '@coloc/contract/moderation/limits';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
/** 0 or 1. */
type IntBool = number;

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
  moderation_status: ModerationStatusValue | null;
  mandate_status: MandateStatus | null;
  /** The e-signature provider's name while the mandate is signed (migration 015). */
  mandate_provider: ColumnType<string | null, string | null | undefined, string | null>;
  offer: string | null;
  /** JSON array of image ids. */
  image_orders: ColumnType<string, string | undefined, string>;
  notifications_advert: ColumnType<HomeDelegationLevel, HomeDelegationLevel | undefined, HomeDelegationLevel>;
  notifications_agenda: ColumnType<HomeDelegationLevel, HomeDelegationLevel | undefined, HomeDelegationLevel>;
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

export interface HomesTables {
  homes: HomesTable;
  rooms: RoomsTable;
  images: ImagesTable;
}
