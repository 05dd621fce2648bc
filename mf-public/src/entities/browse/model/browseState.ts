// What the server loaded for a listing page, kept in the pageState domain so the browser starts from
// it (stable sids: only those are serialized). In the browser, later navigations fill the same
// stores with what the page fetched for itself.
import type { BrowseAdvertsPage, CityLink, CityPageData } from '@coloc/shared';
import { pageState } from '../../page/model/pageState';

/** A list of adverts for one request (`key`: listingKey), or the city it names is unknown. */
export type ListingSeed = { key: string; result: BrowseAdvertsPage } | { key: string; missing: true };

/** A city page's figures by the slug of the URL, or the slug names no city. */
export type CityPageSeed = { slug: string; data: CityPageData } | { slug: string; missing: true };

export const listingLoaded = pageState.createEvent<ListingSeed>();
export const $listing = pageState.createStore<ListingSeed | null>(null, { sid: 'mf_public/browseListing' }).on(listingLoaded, (_, seed) => seed);

export const cityPageLoaded = pageState.createEvent<CityPageSeed>();
export const $cityPage = pageState.createStore<CityPageSeed | null>(null, { sid: 'mf_public/cityPage' }).on(cityPageLoaded, (_, seed) => seed);

export const topCitiesLoaded = pageState.createEvent<CityLink[]>();
export const $topCities = pageState.createStore<CityLink[] | null>(null, { sid: 'mf_public/topCities' }).on(topCitiesLoaded, (_, cities) => cities);
