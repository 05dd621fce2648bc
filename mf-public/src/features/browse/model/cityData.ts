// What a city page reads, on the server (its loader) and in the browser (later navigations): the
// city's figures and nearby cities, and the range of rents around it.
import type { AdvertCard, BrowseAdvertsPage } from '@coloc/shared';
import { fetchAdverts, fetchCity } from '../api/browseApi';
import { DEFAULT_FILTERS, listingKey, type BrowseFilters } from './browseQuery';
import type { CityPageSeed, PriceRange } from './browseState';

/**
 * From the cheapest first page and the dearest first page of the default list: the lowest rent_min,
 * and the highest rent of the adverts that start highest (the API has no figure for the whole city).
 * Housing for services is left out: its symbolic rents would make the range meaningless. When the
 * cheapest page holds nothing else, only the upper bound is known (`min` null).
 */
export function priceRange(cheapest: BrowseAdvertsPage, dearest: BrowseAdvertsPage): PriceRange | null {
  const rented = (card: AdvertCard) => !card.housing_for_services;
  const lows = cheapest.items.filter(rented).flatMap((card) => (card.rent_min !== null && card.rent_min > 0 ? [card.rent_min] : []));
  const highs = dearest.items.filter(rented).flatMap((card) => [card.rent_max, card.rent_min].filter((rent): rent is number => rent !== null && rent > 0));
  if (highs.length === 0) return null;
  const max = Math.max(...highs, ...lows);
  return { min: lows.length > 0 ? Math.min(...lows) : null, max };
}

/**
 * Rents around the city. `listing` (the list the page shows, already asked for) is reused when it
 * is the cheapest first page of the default list, which is what a plain city page shows.
 */
export async function fetchPriceRange(
  slug: string,
  listing?: { filters: BrowseFilters; result: Promise<BrowseAdvertsPage> },
  signal?: AbortSignal,
): Promise<PriceRange | null> {
  const reuse = listing && listingKey(slug, listing.filters) === listingKey(slug, DEFAULT_FILTERS) ? listing.result : null;
  const [cheapest, dearest] = await Promise.all([
    reuse ?? fetchAdverts(slug, DEFAULT_FILTERS, signal),
    fetchAdverts(slug, { ...DEFAULT_FILTERS, order: 'price-desc' }, signal),
  ]);
  return priceRange(cheapest, dearest);
}

/** The city page's data for `slug` (404 errors are the caller's: an unknown city). */
export async function fetchCityPage(slug: string, signal?: AbortSignal): Promise<Extract<CityPageSeed, { data: unknown }>> {
  const data = await fetchCity(slug, signal);
  const prices = await fetchPriceRange(data.city.slug, undefined, signal).catch(() => null);
  return { slug, data, prices };
}
