/*
 * GET /api/browse/adverts: published adverts, filtered, counted, sorted and paged in the database
 * (the same SQL on SQLite and PostgreSQL), then shown as cards with the advert page's helpers.
 *
 * - Place: the matching engine's circle around the city (engine/geo.ts) on homes.lat/lng, served
 *   by homes_lat_lng_idx; a home without coordinates is only listed without a city.
 * - Rooms: with a budget or a number of bedrooms, at least `bedrooms` (1 by default) rooms must be
 *   free today (the advert page's rule, isRoomAvailable: no active tenancy on the room or on the
 *   whole home, available_from today at the latest) and, with a budget, have a rent whose
 *   rent + charges is within it (what matching counts as the price of a room).
 * - Orders: price-asc / price-desc on rent_min (what the card shows), homes without any rent last;
 *   recent on the publication time (moderated_at, else created_at), newest first. The id breaks
 *   ties so that pages never overlap.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import { toBool, toCount, type Db } from '../../db';
import type { Database, HomeRow, RoomRow } from '../../db/types';
import { homePublicUrl } from '../homes';
import { circle } from '../matching';
import { todayInFrance } from '../profiles';
import { advertTitle, isRoomAvailable, optionText, orderedPhotoIds, rentRange } from '../adverts';
import { districtOf } from '../adverts';
import { roomFreeToday } from './availability';
import { inCircleSql } from './places';
import { BROWSE_PAGE_SIZE, type AdvertCardObject, type BrowseOrderId, type CitySummaryObject } from './schemas';

export interface BrowseFilters {
  city: CitySummaryObject | null;
  radiusKm: number;
  budget: number | null;
  bedrooms: number | null;
  page: number;
  order: BrowseOrderId;
  today?: string;
}

type HomesEb = ExpressionBuilder<Database & { h: Database['homes'] }, 'h'>;
/** Rooms of the home free today (roomFreeToday), within the budget when there is one. */
function freeRoomsCount(eb: HomesEb, today: string, budget: number | null) {
  let rooms = eb
    .selectFrom('rooms as r')
    .select((sub) => sub.fn.countAll().as('n'))
    .whereRef('r.home_id', '=', 'h.id')
    .where((sub) => roomFreeToday(sub, today));
  if (budget !== null) {
    rooms = rooms.where('r.rent', 'is not', null).where(sql<boolean>`r.rent + coalesce(r.charges, 0) <= ${budget}`);
  }
  return rooms;
}

function filteredHomes(db: Db, filters: BrowseFilters) {
  const today = filters.today ?? todayInFrance();
  let query = db.selectFrom('homes as h').where('h.published', '=', 1);
  if (filters.city) {
    query = query.where(inCircleSql(circle(filters.city, filters.radiusKm), 'h.lat', 'h.lng'));
  }
  if (filters.budget !== null || filters.bedrooms !== null) {
    const wanted = filters.bedrooms ?? 1;
    query = query.where((eb) => eb(freeRoomsCount(eb, today, filters.budget), '>=', wanted));
  }
  return query;
}

/** Ids of one page, in order, and the number of adverts on all pages. */
export async function browseAdvertIds(db: Db, filters: BrowseFilters): Promise<{ total: number; ids: number[] }> {
  const counted = await filteredHomes(db, filters)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const total = toCount(counted.n);
  const offset = (filters.page - 1) * BROWSE_PAGE_SIZE;
  if (offset >= total) return { total, ids: [] };

  let query = filteredHomes(db, filters).select('h.id');
  if (filters.order === 'recent') {
    query = query.orderBy(sql`coalesce(h.moderated_at, h.created_at)`, 'desc').orderBy('h.id', 'desc');
  } else {
    const rentMin = (eb: HomesEb) => eb.selectFrom('rooms as r').select((sub) => sub.fn.min('r.rent').as('m')).whereRef('r.home_id', '=', 'h.id');
    query = query
      .select((eb) => rentMin(eb).as('rent_min'))
      .orderBy('rent_min', (ob) => (filters.order === 'price-desc' ? ob.desc() : ob.asc()).nullsLast())
      .orderBy('h.id');
  }
  const rows = await query.limit(BROWSE_PAGE_SIZE).offset(offset).execute();
  return { total, ids: rows.map((row) => row.id) };
}

/** The first date a room not under an active tenancy becomes free, when none is free today. */
function nextAvailableDate(rooms: readonly RoomRow[], letRoomIds: ReadonlySet<number>, wholeHomeLet: boolean, today: string): string | null {
  if (wholeHomeLet) return null;
  const dates = rooms.flatMap((room) => (!letRoomIds.has(room.id) && room.available_from !== null && room.available_from > today ? [room.available_from] : []));
  return dates.length > 0 ? dates.sort()[0]! : null;
}

/** Cards of these homes, in the order of `ids` (missing ones left out). */
export async function advertCards(db: Db, ids: readonly number[], today: string = todayInFrance()): Promise<AdvertCardObject[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [homes, rooms, photos, tenancies] = await Promise.all([
    db.selectFrom('homes').selectAll().where('id', 'in', list).execute(),
    db.selectFrom('rooms').selectAll().where('home_id', 'in', list).execute(),
    db.selectFrom('images').select(['id', 'public_id', 'home_id']).where('home_id', 'in', list).where('kind', '=', 'home').execute(),
    db.selectFrom('tenancies').select(['home_id', 'room_id']).where('home_id', 'in', list).where('status', '=', 'active').execute(),
  ]);
  const group = <T extends { home_id: number | null }>(rows: readonly T[]) => {
    const byHome = new Map<number, T[]>();
    for (const row of rows) if (row.home_id !== null) byHome.set(row.home_id, [...(byHome.get(row.home_id) ?? []), row]);
    return byHome;
  };
  const roomsOf = group(rooms);
  const photosOf = group(photos);
  const tenanciesOf = group(tenancies);
  const homeById = new Map<number, HomeRow>(homes.map((home) => [home.id, home]));

  return list.flatMap((id) => {
    const home = homeById.get(id);
    if (!home) return [];
    const homeRooms = roomsOf.get(id) ?? [];
    const lets = tenanciesOf.get(id) ?? [];
    const letRoomIds = new Set(lets.flatMap((row) => (row.room_id === null ? [] : [row.room_id])));
    const wholeHomeLet = lets.some((row) => row.room_id === null);
    const free = homeRooms.filter((room) => isRoomAvailable(room, letRoomIds, wholeHomeLet, today)).length;
    const homePhotos = new Map((photosOf.get(id) ?? []).map((photo) => [photo.id, photo.public_id]));
    const photoIds = orderedPhotoIds(home.image_orders, new Set(homePhotos.keys()));
    return [
      {
        id: home.id,
        public_url: homePublicUrl(home),
        title: advertTitle(home),
        city: home.city,
        district: districtOf(home.city, home.postal_code),
        photo_id: photoIds[0] === undefined ? null : (homePhotos.get(photoIds[0]) ?? null),
        ...rentRange(homeRooms),
        rooms_available: free,
        room_count: homeRooms.length,
        available_from: free > 0 ? null : nextAvailableDate(homeRooms, letRoomIds, wholeHomeLet, today),
        housing_for_services: toBool(home.pay_by_service),
        home_type: home.home_type === null ? null : optionText('home_type', home.home_type),
      },
    ];
  });
}
