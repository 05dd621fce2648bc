// Anonymous browsing without TypeBox: page size, limits and sorts of the public lists.
import { MATCH_LIMITS } from '../matching/limits';

/** SPEC 9: homes and profiles are listed 12 to a page. */
export const BROWSE_PAGE_SIZE = 12;
export const BROWSE_LIMITS = {
  maxRadius: 100,
  maxBudget: MATCH_LIMITS.maxBudget,
  maxBedrooms: MATCH_LIMITS.maxBedrooms,
  /** 1.2 million adverts deep: beyond any real list, and it bounds the OFFSET a request can ask for. */
  maxPage: 100_000,
  maxCityLinks: 50,
  /** The longest commune slug is about 45 characters; room for a non-canonical spelling. */
  maxSlugLength: 150,
} as const;
/** Sort of GET /api/browse/adverts: rent_min ascending (default), descending, or latest published first. */
export const BROWSE_ORDERS = ['price-asc', 'price-desc', 'recent'] as const;
export type BrowseOrder = (typeof BROWSE_ORDERS)[number];
