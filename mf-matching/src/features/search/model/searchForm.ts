// The search page's form: the shared search criteria form plus the profile filter keys, to and
// from the search link (encodeSearchQuery) and the saved search (PUT/POST /api/searches).
import {
  criteriaFormOf,
  SEARCH_FILTER_KEYS,
  searchFieldsOf,
  type Search,
  type SearchCriteriaForm,
  type SearchDraft,
  type SearchFilters,
  type SearchSave,
} from '@coloc/shared';
import type { EffectiveSearch } from '../../../entities/matching/model/criteria';

export { addCity, citySearchOf, SEARCH_FLAGS, SEARCH_LIMITS, SITUATIONS, validateSearchForm } from '@coloc/shared';
export type { SearchFlag, SearchFormError, SearchFormErrors } from '@coloc/shared';

export interface SearchForm extends SearchCriteriaForm {
  filters: SearchFilters;
}

/** The search being looked at (saved search with the link on top), or SPEC 9's defaults. */
export function formFromSearch({ fields, filters }: EffectiveSearch): SearchForm {
  return { ...criteriaFormOf(fields), filters: { ...filters } };
}

export function toggleFilter(filters: SearchFilters, key: (typeof SEARCH_FILTER_KEYS)[number], id: number, on: boolean): SearchFilters {
  const current = filters[key] ?? [];
  const next = on ? [...new Set([...current, id])] : current.filter((value) => value !== id);
  const copy = { ...filters };
  if (next.length > 0) copy[key] = next;
  else delete copy[key];
  return copy;
}

/** The search link's value (encodeSearchQuery): the whole search, filters included. */
export function draftOf(form: SearchForm): SearchDraft {
  const filters = Object.fromEntries(SEARCH_FILTER_KEYS.flatMap((key) => ((form.filters[key] ?? []).length > 0 ? [[key, [...form.filters[key]!]]] : []))) as SearchFilters;
  return { ...searchFieldsOf(form), ...(Object.keys(filters).length > 0 ? { filters } : {}) };
}

/** PUT /api/searches/{id} (or POST without a saved search): the form over the saved search. */
export function searchBody(form: SearchForm, saved: Search | null): SearchSave {
  const { budget_user_id: _b, budget_connection_url: _c, warranty_link: _w, ...kept } = saved ?? ({} as Partial<Search>);
  return { ...kept, ...searchFieldsOf(form) };
}
