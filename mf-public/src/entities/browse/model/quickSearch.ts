// What a quick search turns into: a search draft carried in the URL (SPEC 2.4), and where to go.
import { DEFAULT_RADIUS_KM, encodeSearchQuery, isPro, landingPathFor, pathTo, type Geoname, type SearchDraft, type User } from '@coloc/shared';

/** `radius` (km, DEFAULT_RADIUS_KM when not given) and `bedrooms` (free rooms wanted) come from a listing's filters. */
export function buildSearchDraft(city: Geoname, budgetMax: number, { radius = DEFAULT_RADIUS_KM, bedrooms = null }: { radius?: number; bedrooms?: number | null } = {}): SearchDraft {
  const geoname: Geoname = {
    ...(city.id !== undefined ? { id: city.id } : {}),
    name: city.name,
    country_id: city.country_id,
    admin1_code: city.admin1_code,
    admin1_name: city.admin1_name,
    admin2_code: city.admin2_code,
    admin2_name: city.admin2_name,
    ...(city.lat !== undefined ? { lat: city.lat } : {}),
    ...(city.lng !== undefined ? { lng: city.lng } : {}),
  };
  return {
    city_searches: [{ type: 'city', geoname }],
    per_room_budget_max: budgetMax,
    radius,
    country_id: city.country_id,
    ...(bedrooms !== null ? { bedroom_count: bedrooms } : {}),
  };
}

/**
 * Visitors sign up first (the draft waits in the URL), flatmate seekers see the matching homes,
 * professionals have no home search and go to their own space.
 */
export function quickSearchDestination(user: User | null, draft: SearchDraft): string {
  const search = encodeSearchQuery(draft);
  if (!user) return pathTo('SignupType', { type: 'users' }, { query: { search } });
  if (isPro(user)) return landingPathFor(user);
  return pathTo('DashboardHomeMatching', {}, { user, query: { search } });
}
