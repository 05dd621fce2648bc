// The browse wire contract lives in @coloc/contract; the module's code reads it from here.
export { BROWSE_LIMITS, BROWSE_ORDERS, BROWSE_PAGE_SIZE, type BrowseOrder as BrowseOrderId } from '@coloc/contract/browse/limits';
export {
  AdvertCardSchema,
  BrowseAdvertsPageSchema,
  BrowseAdvertsQuery,
  CityLinkSchema,
  CityPageDataSchema,
  CityParams,
  CitySummarySchema,
  TopCitiesQuery,
  type AdvertCard as AdvertCardObject,
  type BrowseAdvertsPage as BrowseAdvertsPageObject,
  type CityLink as CityLinkObject,
  type CityPageData as CityPageDataObject,
  type CitySummary as CitySummaryObject,
} from '@coloc/contract/browse/schemas';

/** Nothing personal in the browse answers, robots.txt or the sitemap: a shared cache may keep them a minute. */
export const BROWSE_CACHE = 'public, max-age=60';
