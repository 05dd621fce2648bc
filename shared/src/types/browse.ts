// Wire types of anonymous browsing (city pages, quick listing, home page links): derived from the
// contract's schemas (@coloc/contract/browse), which the API validates with. Nothing personal:
// the API lets shared caches keep these answers a minute.
export type { AdvertCard, BrowseAdvertsPage, CityLink, CityPageData, CitySummary } from '@coloc/contract/browse/schemas';
export type { BrowseOrder } from '@coloc/contract/browse/limits';
