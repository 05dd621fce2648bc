import type { Db } from '../../db';
import { toBool } from '../../db';
import type { HomeRow, RoomRow } from '../../db/types';
import { slugify } from '../../lib/text';
import { isInviteExpired, loadLandlordRows, type LandlordEntryRow } from './landlord-rows';
import { publicIdsOf } from '../../lib/images/public-id';
import type { HomeObject, HomePhotoObject, RoomObject } from '@coloc/contract/homes/schemas';

/** JSON list of integers stored in a text column; anything unreadable counts as empty. */
export function parseIdList(value: string | null | undefined): number[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export function homePublicUrl(home: Pick<HomeRow, 'id' | 'city'>): string {
  const citySlug = home.city ? slugify(home.city) : '';
  return `/colocation-${citySlug || 'france'}/${home.id}`;
}

export function toRoomObject(room: RoomRow): RoomObject {
  return {
    id: room.id,
    number: room.number,
    name: room.name,
    rent: room.rent,
    charges: room.charges,
    surface: room.surface,
    available_from: room.available_from,
    furnished: toBool(room.furnished),
    private_bathroom: toBool(room.private_bathroom),
    private_toilets: toBool(room.private_toilets),
  };
}

/** SPEC 3 Owner role entry, as the home object lists its co-owners. */
export interface OwnerRoleEntry {
  /** The co-owner's user id once accepted; the invitation id while pending (no account is tied to it yet). */
  id: number;
  email: string;
  first_name: string;
  name: string;
  role: 'owner';
  pending: boolean;
  invite_expired: boolean;
  expired: boolean;
}

/**
 * The home's co-owners (invitations with the role 'owner', accepted or pending); managers and
 * agents are landlords too but not owners, they are listed by GET /api/homes/{id}/landlords.
 */
export function toOwnersRoles(homeId: number, landlords: readonly LandlordEntryRow[], now: Date = new Date()): OwnerRoleEntry[] {
  return landlords
    .filter((row) => row.home_id === homeId && row.role === 'owner')
    .map((row) => {
      const accepted = row.status === 'accepted' && row.user_id !== null;
      const expired = isInviteExpired(row, now);
      return {
        id: accepted ? row.user_id! : row.id,
        email: row.email,
        first_name: accepted ? (row.user_first_name ?? '') : '',
        name: accepted ? (row.user_name ?? '') : '',
        role: 'owner' as const,
        pending: !accepted,
        invite_expired: expired,
        expired,
      };
    });
}

/** Housing-for-services terms, or null while none of them is stated. */
export function toServiceTerms(home: Pick<HomeRow, 'service_hours_per_week' | 'service_tasks' | 'service_trial_weeks' | 'service_notice_days'>) {
  const terms = {
    hours_per_week: home.service_hours_per_week,
    tasks: home.service_tasks,
    trial_weeks: home.service_trial_weeks,
    notice_days: home.service_notice_days,
  };
  return Object.values(terms).every((value) => value === null) ? null : terms;
}

/**
 * The photos of image_orders with the public id of their URL; an id with no image left (a stale
 * order) is skipped, as the public advert does.
 */
export function toHomePhotos(imageOrders: string | null | undefined, publicIds: ReadonlyMap<number, string>): HomePhotoObject[] {
  return parseIdList(imageOrders).flatMap((id) => {
    const publicId = publicIds.get(id);
    return publicId === undefined ? [] : [{ id, public_id: publicId }];
  });
}

/** images.id -> public_id for every photo in the image_orders of these homes, in one query. */
export function photoPublicIds(db: Db, homes: ReadonlyArray<Pick<HomeRow, 'image_orders'>>): Promise<Map<number, string>> {
  return publicIdsOf(db, homes.flatMap((home) => parseIdList(home.image_orders)));
}

/**
 * The home object from its row, its rooms (any order; answered by number), the public ids of its
 * photos (photoPublicIds; a map for several homes may be given) and its landlord rows (rows of
 * other homes are ignored, so one batch can serve a list).
 */
export function toHomeObject(
  home: HomeRow,
  rooms: readonly RoomRow[],
  publicIds: ReadonlyMap<number, string>,
  landlords: readonly LandlordEntryRow[] = [],
  now: Date = new Date(),
): HomeObject {
  return {
    id: home.id,
    user_id: home.user_id,
    name: home.name,
    address: home.address,
    address2: home.address2,
    postal_code: home.postal_code,
    city: home.city,
    country: home.country,
    step: home.step,
    is_coloc: toBool(home.is_coloc),
    published: toBool(home.published),
    moderation_status: home.moderation_status,
    mandate_status: home.mandate_status,
    mandate_provider: home.mandate_provider ?? null,
    offer: home.offer,
    image_orders: parseIdList(home.image_orders),
    photos: toHomePhotos(home.image_orders, publicIds),
    public_url: homePublicUrl(home),
    owners_roles: toOwnersRoles(home.id, landlords, now),
    notifications_advert: home.notifications_advert,
    notifications_agenda: home.notifications_agenda,
    rooms: rooms
      .filter((room) => room.home_id === home.id)
      .sort((a, b) => a.number - b.number || a.id - b.id)
      .map(toRoomObject),
    reference_rent_auto: toBool(home.reference_rent_auto),
    reference_rent_month: home.reference_rent_month,
    inc_reference_rent_month: home.inc_reference_rent_month,
    dec_reference_rent_month: home.dec_reference_rent_month,
    details: {
      city_id: home.city_id,
      lat: home.lat,
      lng: home.lng,
      home_type: home.home_type,
      surface: home.surface,
      bedroom_count: home.bedroom_count,
      floor: home.floor,
      elevator: toBool(home.elevator),
      furnished: toBool(home.furnished),
      amenities: parseIdList(home.amenities),
      handicap_friendly: toBool(home.handicap_friendly),
      ecoloc: parseIdList(home.ecoloc),
      pay_by_service: toBool(home.pay_by_service),
      service_list: parseIdList(home.service_list),
      description: home.description,
      wishes: home.wishes,
      services: toServiceTerms(home),
    },
    created_at: home.created_at,
    updated_at: home.updated_at,
  };
}

/** The home object with its rooms and co-owners read from the database (db may be a transaction). */
export async function loadHomeObject(db: Db, home: HomeRow): Promise<HomeObject> {
  const [rooms, landlords, publicIds] = await Promise.all([
    db.selectFrom('rooms').selectAll().where('home_id', '=', home.id).execute(),
    loadLandlordRows(db, [home.id]),
    photoPublicIds(db, [home]),
  ]);
  return toHomeObject(home, rooms, publicIds, landlords);
}
