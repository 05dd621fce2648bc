/*
 * Cities for anonymous browsing: lookup by slug (canonical or not), what a city page counts, the
 * cities around it and the cities with the most adverts. "Published" is the advert page's rule
 * (GET /api/adverts/{id}): homes.published; a home belongs to the commune of its city_id.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { toCount, type Db } from '../../db';
import { circle, type Circle } from '../matching';
import { slugify } from '../cities';
import { todayInFrance } from '../profiles';
import { roomFreeToday } from './availability';
import type { CityLinkObject, CitySummaryObject } from './schemas';

/** How far a city page looks for other cities to link to, and how many it links. */
export const NEARBY_RADIUS_KM = 60;
export const NEARBY_LIMIT = 8;

/**
 * The circle test of the matching engine (engine/geo.ts: bounding box, then the local flat-earth
 * distance) written in SQL on a table's lat/lng columns, with the same numbers as `inCircle`.
 */
export function inCircleSql(c: Circle, lat: string, lng: string): Expression<SqlBool> {
  const latRef = sql.ref(lat);
  const lngRef = sql.ref(lng);
  return sql<SqlBool>`(${latRef} >= ${c.minLat} and ${latRef} <= ${c.maxLat} and ${lngRef} >= ${c.minLng} and ${lngRef} <= ${c.maxLng}
    and (${latRef} - ${c.lat}) * (${latRef} - ${c.lat}) + (${lngRef} - ${c.lng}) * ${c.cos} * ((${lngRef} - ${c.lng}) * ${c.cos}) <= ${c.r2 + 1e-12})`;
}

/** Squared flat-earth distance (in latitude degrees) to the circle's centre, to order by nearness. */
function distance2Sql(c: Circle, lat: string, lng: string) {
  const latRef = sql.ref(lat);
  const lngRef = sql.ref(lng);
  return sql<number>`(${latRef} - ${c.lat}) * (${latRef} - ${c.lat}) + (${lngRef} - ${c.lng}) * ${c.cos} * ((${lngRef} - ${c.lng}) * ${c.cos})`;
}

export interface FoundCity {
  city: CitySummaryObject;
  /** The slug asked for was already the canonical one (otherwise the web server redirects). */
  canonical: boolean;
}

/**
 * The city of a slug: the stored one, else the slug the text folds to (« Saint-Etienne »,
 * « saint-étienne » → saint-etienne). Null when neither names a city.
 */
export async function findCityBySlug(db: Db, asked: string): Promise<FoundCity | null> {
  const read = (slug: string) =>
    db
      .selectFrom('cities')
      .select(['id', 'name', 'slug', 'admin2_name', 'admin2_code', 'lat', 'lng'])
      .where('slug', '=', slug)
      .executeTakeFirst();
  let row = await read(asked);
  let canonical = true;
  if (!row) {
    const folded = slugify(asked);
    if (!folded || folded === asked) return null;
    row = await read(folded);
    canonical = false;
  }
  if (!row || row.slug === null) return null;
  return {
    city: { id: row.id, name: row.name, slug: row.slug, department: row.admin2_name, admin2_code: row.admin2_code, lat: row.lat, lng: row.lng },
    canonical,
  };
}

export interface CityCounts {
  advert_count: number;
  room_count: number;
  rooms_available: number;
  rent_min: number | null;
  rent_max: number | null;
}

/**
 * Published adverts of the commune, all their rooms, the rooms free today (roomFreeToday: the
 * advert page's rule) and the range of those free rooms' rents, housing for services aside (its
 * symbolic rents would make the range meaningless). Each one query through homes_city_id_idx,
 * then the rooms and tenancies of those homes by their home_id indexes.
 */
export async function cityCounts(db: Db, cityId: number, today: string = todayInFrance()): Promise<CityCounts> {
  const [adverts, rooms, free] = await Promise.all([
    db.selectFrom('homes').select((eb) => eb.fn.countAll().as('n')).where('city_id', '=', cityId).where('published', '=', 1).executeTakeFirstOrThrow(),
    db
      .selectFrom('rooms')
      .innerJoin('homes', 'homes.id', 'rooms.home_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('homes.city_id', '=', cityId)
      .where('homes.published', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('rooms as r')
      .innerJoin('homes as h', 'h.id', 'r.home_id')
      .where('h.city_id', '=', cityId)
      .where('h.published', '=', 1)
      .where((eb) => roomFreeToday(eb, today))
      .select((eb) => {
        const rent = eb.case().when('h.pay_by_service', '=', 0).then(eb.ref('r.rent')).end();
        return [eb.fn.countAll().as('n'), eb.fn.min(rent).as('rent_min'), eb.fn.max(rent).as('rent_max')];
      })
      .executeTakeFirstOrThrow(),
  ]);
  const rent = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    advert_count: toCount(adverts.n),
    room_count: toCount(rooms.n),
    rooms_available: toCount(free.n),
    rent_min: rent(free.rent_min),
    rent_max: rent(free.rent_max),
  };
}

/** Cities with published adverts and a slug, with their number of adverts. */
function citiesWithAdverts(db: Db) {
  return db
    .selectFrom('homes')
    .innerJoin('cities', 'cities.id', 'homes.city_id')
    .where('homes.published', '=', 1)
    .where('cities.slug', 'is not', null)
    .select((eb) => ['cities.name', 'cities.slug', eb.fn.countAll().as('advert_count')])
    .groupBy(['cities.id', 'cities.name', 'cities.slug']);
}

function toLinks(rows: ReadonlyArray<{ name: string; slug: string | null; advert_count: unknown }>): CityLinkObject[] {
  return rows.map((row) => ({ name: row.name, slug: row.slug!, advert_count: toCount(row.advert_count) }));
}

/** Up to NEARBY_LIMIT other cities within NEARBY_RADIUS_KM that have published adverts, nearest first. */
export async function nearbyCities(db: Db, city: CitySummaryObject): Promise<CityLinkObject[]> {
  const around = circle(city, NEARBY_RADIUS_KM);
  const rows = await citiesWithAdverts(db)
    .select(distance2Sql(around, 'cities.lat', 'cities.lng').as('distance2'))
    .groupBy(['cities.lat', 'cities.lng'])
    .where('cities.id', '!=', city.id)
    .where(inCircleSql(around, 'cities.lat', 'cities.lng'))
    .orderBy('distance2')
    .orderBy('cities.id')
    .limit(NEARBY_LIMIT)
    .execute();
  return toLinks(rows);
}

/** The cities with the most published adverts (equal counts by name). */
export async function topCities(db: Db, limit: number): Promise<CityLinkObject[]> {
  const rows = await citiesWithAdverts(db).orderBy('advert_count', 'desc').orderBy('cities.name').orderBy('cities.id').limit(limit).execute();
  return toLinks(rows);
}
