// The searches wire contract lives in @coloc/contract; the module's code reads it from here.
export { SEARCH_DEFAULTS, SEARCH_FLAGS, SEARCH_LIMITS, SITUATIONS, type SearchFlag, type Situation } from '@coloc/contract/searches/limits';
export {
  CitySearchSchema,
  GeonameSchema,
  SearchBody,
  SearchIdParams,
  SearchSchema,
  type CitySearch as CitySearchObject,
  type Geoname as GeonameObject,
  type Search as SearchObject,
  type SearchInput,
} from '@coloc/contract/searches/schemas';
