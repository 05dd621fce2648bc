import type { Db } from '../../db';
import { toBool } from '../../db';
import type { HomeRow, RoomRow } from '../../db/types';
import { slugify } from '../../lib/text';
import type { HomeObject, RoomObject } from './schemas';

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

/** The home object from its row and its rooms (any order; answered by number). */
export function toHomeObject(home: HomeRow, rooms: readonly RoomRow[]): HomeObject {
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
    offer: home.offer,
    image_orders: parseIdList(home.image_orders),
    public_url: homePublicUrl(home),
    // Co-owners come with the properties module.
    owners_roles: [],
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
    },
    created_at: home.created_at,
    updated_at: home.updated_at,
  };
}

/** The home object with its rooms read from the database (db may be a transaction). */
export async function loadHomeObject(db: Db, home: HomeRow): Promise<HomeObject> {
  const rooms = await db.selectFrom('rooms').selectAll().where('home_id', '=', home.id).execute();
  return toHomeObject(home, rooms);
}
