// The search step's form: the shared search criteria form, plus what registration adds to the body
// of POST/PUT /api/searches (the seeker's own situation, from the profile).
import {
  criteriaFormOf,
  searchFieldsOf,
  SITUATIONS,
  type ProfileData,
  type Search,
  type SearchCriteriaForm,
  type SearchSave,
  type Situation,
} from '@coloc/shared';

export { addCity, citySearchOf, SEARCH_FLAGS, SEARCH_LIMITS, SITUATIONS, validateSearchForm } from '@coloc/shared';
export type { SearchFlag, SearchFormError, SearchFormErrors } from '@coloc/shared';

export type SearchForm = SearchCriteriaForm;

export function situationOfOption(id: number): Situation | null {
  return SITUATIONS[id - 1] ?? null;
}

export function optionOfSituation(situation: Situation): number {
  return SITUATIONS.indexOf(situation) + 1;
}

/** The saved search, or SPEC 9's defaults for a first search. */
export function formFromSearch(search: Search | null): SearchForm {
  return criteriaFormOf(search);
}

/**
 * The body for saveSearch: the saved search (its id decides POST or PUT) with the form's values.
 * `situation` is the seeker's own (from the profile), `situations` those they accept to live with.
 * Call only when validateSearchForm found nothing.
 */
export function searchBody(form: SearchForm, saved: Search | null, profile: Pick<ProfileData, 'situation'> | null): SearchSave {
  const fields = searchFieldsOf(form);
  return {
    ...(saved ?? {}),
    ...fields,
    country_id: form.cities[0]?.geoname.country_id ?? saved?.country_id ?? fields.country_id,
    situation: profile?.situation ? situationOfOption(profile.situation) : (saved?.situation ?? null),
  };
}
