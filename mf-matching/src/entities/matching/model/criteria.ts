// What the match calls are asked: the saved search, overridden by a search link (`search` query,
// SPEC 2.4), turned into the criteria body of SPEC 7.
import { decodeSearchQuery, type MatchCriteria, type Search, type SearchDraft, type SearchFilters } from '@coloc/shared';

/** Search fields sent under the same name in the criteria body. */
const SAME_NAME = [
  'city_searches', 'radius', 'bedroom_count', 'age_min', 'age_max', 'private_bathroom', 'private_toilets', 'situation', 'situations',
  'gender', 'children', 'pets', 'smoking', 'ecoloc', 'handicap_friendly', 'pay_by_service', 'has_home',
] as const satisfies ReadonlyArray<keyof MatchCriteria & keyof Search>;

export interface EffectiveSearch {
  /** The saved search's id, when there is one. */
  id: number | null;
  fields: Omit<SearchDraft, 'filters'>;
  /** Profile filters of the link (a saved search stores none). */
  filters: SearchFilters;
}

/** The saved search with the link's values on top; the link's filters are the only ones (a search stores none). */
export function effectiveSearch(saved: Search | null, draft: SearchDraft | null): EffectiveSearch {
  const { filters = {}, ...linkFields } = draft ?? {};
  const { id, budget_user_id: _b, budget_connection_url: _c, warranty_link: _w, ...savedFields } = saved ?? ({} as Partial<Search>);
  return { id: id ?? null, fields: { ...savedFields, ...linkFields }, filters };
}

export function searchFromUrl(saved: Search | null, query: URLSearchParams): EffectiveSearch {
  return effectiveSearch(saved, decodeSearchQuery(query.get('search')));
}

/** The body of user-match-homes-v4 and user-match-users-v4: only the values known, the API fills the rest. */
export function criteriaOf(search: EffectiveSearch): MatchCriteria {
  const { fields } = search;
  const criteria: MatchCriteria = {};
  if (search.id !== null) criteria.search_id = search.id;
  for (const key of SAME_NAME) {
    if (fields[key] !== undefined) (criteria as Record<string, unknown>)[key] = fields[key];
  }
  if (fields.per_room_budget_min !== undefined) criteria.budget_per_room_min = fields.per_room_budget_min;
  if (fields.per_room_budget_max !== undefined) criteria.budget_per_room_max = fields.per_room_budget_max;
  const filters = Object.fromEntries(Object.entries(search.filters).filter(([, ids]) => (ids ?? []).length > 0));
  if (Object.keys(filters).length > 0) criteria.filters = filters;
  return criteria;
}

/** SPEC 5: a search with an id but no cities gives an empty result without calling the server. */
export function isSearchWithoutCities(search: EffectiveSearch): boolean {
  return search.id !== null && (search.fields.city_searches ?? []).length === 0;
}
