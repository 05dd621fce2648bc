/*
 * Circles around the searched cities, tested in SQL with plain arithmetic so that SQLite and
 * PostgreSQL run the same query and counts and pages stay exact in the database:
 *   1. a bounding box on lat/lng (served by the lat/lng indexes);
 *   2. the local flat-earth distance: (Δlat)² + (Δlng × cos(lat₀))² ≤ (radius in degrees)².
 * Within 200 km this differs from the great-circle distance by well under 1 % (a few metres at the
 * default 5 km); the distance shown to users is the haversine one.
 */
import { haversineKm } from '../../homes';

/** Length of one degree of latitude on the sphere haversineKm uses. */
export const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;

export interface Circle {
  cityId: number;
  lat: number;
  lng: number;
  radiusKm: number;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
  /** cos(lat) of the centre: scales longitude differences to latitude degrees. */
  cos: number;
  /** Squared radius in latitude degrees. */
  r2: number;
}

export function circle(city: { id: number; lat: number; lng: number }, radiusKm: number): Circle {
  const dLat = radiusKm / KM_PER_DEGREE;
  const cos = Math.max(Math.cos((city.lat * Math.PI) / 180), 0.01);
  // A hair wider than the circle, so that float rounding never cuts a point on the edge.
  const margin = 1e-9;
  const dLng = dLat / cos;
  return {
    cityId: city.id,
    lat: city.lat,
    lng: city.lng,
    radiusKm,
    minLat: city.lat - dLat - margin,
    maxLat: city.lat + dLat + margin,
    minLng: city.lng - dLng - margin,
    maxLng: city.lng + dLng + margin,
    cos,
    r2: dLat * dLat,
  };
}

/** The same test as the SQL one, for code paths that already hold coordinates. */
export function inCircle(c: Circle, lat: number, lng: number): boolean {
  if (lat < c.minLat || lat > c.maxLat || lng < c.minLng || lng > c.maxLng) return false;
  const dy = lat - c.lat;
  const dx = (lng - c.lng) * c.cos;
  return dy * dy + dx * dx <= c.r2 + 1e-12;
}

/** Great-circle distance in km to the nearest centre, one decimal; null without coordinates. */
export function nearestKm(circles: readonly Circle[], lat: number | null, lng: number | null): number | null {
  if (lat === null || lng === null || circles.length === 0) return null;
  let best = Infinity;
  for (const c of circles) best = Math.min(best, haversineKm({ lat: c.lat, lng: c.lng }, { lat, lng }));
  return Math.round(best * 10) / 10;
}
