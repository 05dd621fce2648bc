// The browser side of the listing pages: start from what the server loaded (the stores hold it for
// the URL the page was rendered at), and fetch for itself only when the URL asks for something else.
// The first render is the server's: nothing here reads the window or the clock while rendering.
import { errorStatus, errorText, type BrowseAdvertsPage, type CityLink } from '@coloc/shared';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { fetchAdverts, fetchTopCities } from '../api/browseApi';
import { listingKey, type BrowseFilters } from './browseQuery';
import { $cityPage, $listing, $topCities, cityPageLoaded, listingLoaded, topCitiesLoaded, type CityPageSeed } from './browseState';
import { fetchCityPage } from './cityData';

export type Loaded<T> =
  | { state: 'loading'; previous: T | null }
  | { state: 'ready'; value: T }
  | { state: 'missing' }
  | { state: 'failed'; message: string; previous: T | null };

/** Fetches `load` whenever `key` has no value in the store yet; a newer key cancels the older request. */
function useSeeded<T>(key: string | null, seeded: T | 'missing' | null, load: (signal: AbortSignal) => Promise<T | 'missing'>) {
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The last list shown stays on screen (dimmed) while the next one loads.
  const [previous, setPrevious] = useState<T | null>(null);
  useEffect(() => {
    if (seeded !== null && seeded !== 'missing') setPrevious(seeded);
  }, [seeded]);

  useEffect(() => {
    if (key === null || seeded !== null) return;
    const controller = new AbortController();
    setFailure(null);
    load(controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) setFailure({ key, message: errorText(error) });
    });
    return () => controller.abort();
    // `load` is rebuilt every render; `key` says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, seeded === null, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  let loaded: Loaded<T>;
  if (seeded === 'missing') loaded = { state: 'missing' };
  else if (seeded !== null) loaded = { state: 'ready', value: seeded };
  else if (failure && failure.key === key) loaded = { state: 'failed', message: failure.message, previous };
  else loaded = { state: 'loading', previous };
  return { loaded, retry };
}

/** The adverts of `city` (a slug; null: the whole country) with these filters. */
export function useListing(city: string | null, filters: BrowseFilters, enabled = true) {
  const key = enabled ? listingKey(city, filters) : null;
  const [seed, loaded] = useUnit([$listing, listingLoaded]);
  const seeded = seed && seed.key === key ? ('missing' in seed ? 'missing' : seed.result) : null;
  return useSeeded<BrowseAdvertsPage>(key, seeded, async (signal) => {
    if (key === null) return 'missing';
    try {
      const result = await fetchAdverts(city, filters, signal);
      loaded({ key, result });
      return result;
    } catch (error) {
      if (errorStatus(error) !== 404) throw error;
      loaded({ key, missing: true });
      return 'missing';
    }
  });
}

type CityPageValue = Extract<CityPageSeed, { data: unknown }>;

/** A city page's figures, nearby cities and rents, for the slug of the URL (null: none wanted). */
export function useCityPage(slug: string | null) {
  const [seed, loaded] = useUnit([$cityPage, cityPageLoaded]);
  const seeded = seed && seed.slug === slug ? ('missing' in seed ? 'missing' : seed) : null;
  return useSeeded<CityPageValue>(slug, seeded, async (signal) => {
    if (slug === null) return 'missing';
    try {
      const value = await fetchCityPage(slug, signal);
      loaded(value);
      return value;
    } catch (error) {
      if (errorStatus(error) !== 404) throw error;
      loaded({ slug, missing: true });
      return 'missing';
    }
  });
}

/** The busiest cities (home page, empty quick search); an empty list while they load or when they cannot. */
export function useTopCities(limit: number, enabled = true): CityLink[] {
  const [cities, loaded] = useUnit([$topCities, topCitiesLoaded]);
  useEffect(() => {
    if (cities !== null || !enabled) return;
    const controller = new AbortController();
    fetchTopCities(limit, controller.signal).then(loaded, () => undefined);
    return () => controller.abort();
  }, [cities, limit, loaded, enabled]);
  return cities ?? [];
}
