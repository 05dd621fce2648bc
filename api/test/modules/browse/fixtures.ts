import type { Db } from '../../../src/db';
import { fillMissingCitySlugs } from '../../../src/modules/cities/slugs';
import { newImagePublicId } from '../../../src/lib/images/public-id';

/*
 * A small map around Lyon written straight into the database (faster and steadier than the
 * sign-up, advert and moderation round trips, which test/modules/adverts covers):
 * Lyon, Villeurbanne 4 km away, Vienne 27 km, Saint-Étienne 50 km, Grenoble 95 km, Bron 7 km
 * (with only an unpublished advert), and two Saint-Denis for the slug rule.
 */
export const BROWSE_CITIES = {
  lyon: { name: 'Lyon', admin2_code: '69', admin2_name: 'Rhône', lat: 45.764, lng: 4.8357, population: 520_000 },
  villeurbanne: { name: 'Villeurbanne', admin2_code: '69', admin2_name: 'Rhône', lat: 45.7719, lng: 4.8902, population: 150_000 },
  bron: { name: 'Bron', admin2_code: '69', admin2_name: 'Rhône', lat: 45.7386, lng: 4.9131, population: 40_000 },
  vienne: { name: 'Vienne', admin2_code: '38', admin2_name: 'Isère', lat: 45.5253, lng: 4.8743, population: 30_000 },
  saintEtienne: { name: 'Saint-Étienne', admin2_code: '42', admin2_name: 'Loire', lat: 45.4397, lng: 4.3872, population: 170_000 },
  grenoble: { name: 'Grenoble', admin2_code: '38', admin2_name: 'Isère', lat: 45.1885, lng: 5.7245, population: 158_000 },
  saintDenis93: { name: 'Saint-Denis', admin2_code: '93', admin2_name: 'Seine-Saint-Denis', lat: 48.9362, lng: 2.3574, population: 113_000 },
  saintDenis974: { name: 'Saint-Denis', admin2_code: '974', admin2_name: 'La Réunion', lat: -20.8823, lng: 55.4504, population: 150_000 },
} as const;
export type BrowseCityKey = keyof typeof BROWSE_CITIES;

export async function insertBrowseCities(db: Db): Promise<Record<BrowseCityKey, number>> {
  const ids = {} as Record<BrowseCityKey, number>;
  for (const [key, city] of Object.entries(BROWSE_CITIES) as Array<[BrowseCityKey, (typeof BROWSE_CITIES)[BrowseCityKey]]>) {
    const row = await db
      .insertInto('cities')
      .values({ ...city, search_name: city.name.toLowerCase(), country_id: 6, admin1_code: null, admin1_name: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  }
  await fillMissingCitySlugs(db);
  return ids;
}

export async function insertOwner(db: Db, email: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({ email, password_hash: 'x', first_name: 'Paul', name: 'Martin', type: 2, registration_step: 100, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface RoomSpec {
  rent: number | null;
  charges?: number | null;
  available_from?: string | null;
  /** An active tenancy on this room. */
  let?: boolean;
}

export interface HomeSpec {
  ownerId: number;
  cityId: number;
  city: string;
  postal_code?: string;
  lat: number | null;
  lng: number | null;
  name?: string | null;
  published?: boolean;
  pay_by_service?: boolean;
  home_type?: number | null;
  created_at: string;
  updated_at?: string;
  moderated_at?: string | null;
  rooms: RoomSpec[];
  /** An active tenancy of the whole home. */
  wholeHomeLet?: boolean;
  /** Adds a photo (and an avatar image id in image_orders that must be ignored). */
  photo?: boolean;
}

export async function insertHome(db: Db, spec: HomeSpec): Promise<{ id: number; photoId: number | null; photoPublicId: string | null }> {
  const home = await db
    .insertInto('homes')
    .values({
      user_id: spec.ownerId,
      name: spec.name === undefined ? null : spec.name,
      address: '12 rue Secrète',
      postal_code: spec.postal_code ?? null,
      city: spec.city,
      country: 6,
      city_id: spec.cityId,
      lat: spec.lat,
      lng: spec.lng,
      step: 3,
      is_coloc: 1,
      published: spec.published === false ? 0 : 1,
      moderation_status: spec.published === false ? 'pending' : 'accepted',
      pay_by_service: spec.pay_by_service ? 1 : 0,
      home_type: spec.home_type ?? null,
      moderated_at: spec.moderated_at ?? null,
      created_at: spec.created_at,
      updated_at: spec.updated_at ?? spec.created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = spec.created_at;
  let number = 0;
  for (const room of spec.rooms) {
    const inserted = await db
      .insertInto('rooms')
      .values({ home_id: home.id, number: number++, name: null, rent: room.rent, charges: room.charges ?? null, surface: 12, available_from: room.available_from ?? null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (room.let) await tenancy(db, home.id, inserted.id);
  }
  if (spec.wholeHomeLet) await tenancy(db, home.id, null);
  let photoId: number | null = null;
  let photoPublicId: string | null = null;
  if (spec.photo) {
    const image = (kind: 'home' | 'avatar', homeId: number | null) =>
      db
        .insertInto('images')
        .values({ user_id: spec.ownerId, home_id: homeId, kind, file: `images/${kind}-${home.id}.jpg`, width: 640, height: 480, bytes: 1000, sha256: `${kind}${home.id}`, public_id: newImagePublicId(), created_at: now })
        .returning(['id', 'public_id'])
        .executeTakeFirstOrThrow();
    const avatar = await image('avatar', null);
    const first = await image('home', home.id);
    const second = await image('home', home.id);
    photoId = second.id;
    photoPublicId = second.public_id;
    // The landlord put the second photo first; the avatar's id does not belong to the home.
    await db.updateTable('homes').set({ image_orders: JSON.stringify([avatar.id, second.id, first.id]) }).where('id', '=', home.id).execute();
  }
  return { id: home.id, photoId, photoPublicId };
}

async function tenancy(db: Db, homeId: number, roomId: number | null): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('tenancies')
    .values({ home_id: homeId, room_id: roomId, tenant_user_id: null, tenant_name: 'Locataire', tenant_email: null, start_date: '2025-01-01', end_date: null, rent: 500, charges: 50, deposit: 500, status: 'active', created_at: now, updated_at: now })
    .execute();
}
