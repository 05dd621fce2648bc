import type { Db } from '../../db';
import type { HomeRow } from '../../db/types';

/** Fewer comparable rooms than this and the figures would say more about one landlord than the market. */
export const MIN_COMPARABLES = 5;
export const NEARBY_RADIUS_KM = 10;
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = 111.32;

export interface RentStatistics {
  /** First quartile. */
  q1: number;
  median: number;
  /** Third quartile. */
  q3: number;
}

/** Quantile of sorted values by linear interpolation between closest ranks (R type 7, numpy's default). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError('quantile of an empty list');
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower]!;
  return low + (sorted[upper]! - low) * (position - lower);
}

/** Quartiles rounded to the euro, or null below MIN_COMPARABLES values. */
export function rentStatistics(values: readonly number[]): RentStatistics | null {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length < MIN_COMPARABLES) return null;
  return {
    q1: Math.round(quantile(sorted, 0.25)),
    median: Math.round(quantile(sorted, 0.5)),
    q3: Math.round(quantile(sorted, 0.75)),
  };
}

export interface LatLng {
  lat: number;
  lng: number;
}

export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A box that contains the circle of radiusKm around center, so an indexed range query can pre-filter. */
export function boundingBox(center: LatLng, radiusKm: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  // Longitude degrees shrink towards the poles; the floor keeps the box finite there.
  const dLng = radiusKm / (KM_PER_DEGREE_LAT * Math.max(Math.cos((center.lat * Math.PI) / 180), 0.01));
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

export type ComparableScope = 'nearby' | 'departement' | 'country';

export interface ReferenceRentColumns {
  reference_rent_auto: number;
  reference_rent_month: number | null;
  inc_reference_rent_month: number | null;
  dec_reference_rent_month: number | null;
}

export const NO_REFERENCE_RENT: ReferenceRentColumns = {
  reference_rent_auto: 0,
  reference_rent_month: null,
  inc_reference_rent_month: null,
  dec_reference_rent_month: null,
};

type ComparableHome = Pick<HomeRow, 'id' | 'lat' | 'lng' | 'city_id' | 'country'>;

/**
 * Monthly rent plus charges of every room of other homes that could be compared with this one,
 * from the narrowest area that has enough of them: 10 km around, then the département, then the
 * country. Rooms let against services (rent 0 or pay_by_service homes) would drag the figures
 * down, so they are left out.
 */
export async function comparableRents(db: Db, home: ComparableHome): Promise<{ scope: ComparableScope; values: number[] } | null> {
  const base = () =>
    db
      .selectFrom('rooms')
      .innerJoin('homes', 'homes.id', 'rooms.home_id')
      .select(['rooms.rent', 'rooms.charges'])
      .where('homes.id', '!=', home.id)
      .where('homes.pay_by_service', '=', 0)
      .where('rooms.rent', 'is not', null)
      .where('rooms.rent', '>', 0);
  const total = (rows: ReadonlyArray<{ rent: number | null; charges: number | null }>) =>
    rows.map((row) => (row.rent ?? 0) + (row.charges ?? 0));

  if (home.lat !== null && home.lng !== null) {
    const center = { lat: home.lat, lng: home.lng };
    const box = boundingBox(center, NEARBY_RADIUS_KM);
    const rows = await base()
      .select(['homes.lat', 'homes.lng'])
      .where('homes.lat', '>=', box.minLat)
      .where('homes.lat', '<=', box.maxLat)
      .where('homes.lng', '>=', box.minLng)
      .where('homes.lng', '<=', box.maxLng)
      .execute();
    const nearby = rows.filter(
      (row) => row.lat !== null && row.lng !== null && haversineKm(center, { lat: row.lat, lng: row.lng }) <= NEARBY_RADIUS_KM,
    );
    if (nearby.length >= MIN_COMPARABLES) return { scope: 'nearby', values: total(nearby) };
  }

  if (home.city_id !== null) {
    const city = await db.selectFrom('cities').select(['admin2_code', 'country_id']).where('id', '=', home.city_id).executeTakeFirst();
    if (city?.admin2_code) {
      const rows = await base()
        .innerJoin('cities', 'cities.id', 'homes.city_id')
        .where('cities.admin2_code', '=', city.admin2_code)
        .where('cities.country_id', '=', city.country_id)
        .execute();
      if (rows.length >= MIN_COMPARABLES) return { scope: 'departement', values: total(rows) };
    }
  }

  if (home.country !== null) {
    const rows = await base().where('homes.country', '=', home.country).execute();
    if (rows.length >= MIN_COMPARABLES) return { scope: 'country', values: total(rows) };
  }
  return null;
}

/** The reference rent columns of a home, as stored after each write. */
export async function computeReferenceRent(db: Db, home: ComparableHome): Promise<ReferenceRentColumns> {
  const comparables = await comparableRents(db, home);
  const stats = comparables ? rentStatistics(comparables.values) : null;
  if (!stats) return NO_REFERENCE_RENT;
  return {
    reference_rent_auto: 1,
    reference_rent_month: stats.median,
    dec_reference_rent_month: stats.q1,
    inc_reference_rent_month: stats.q3,
  };
}
