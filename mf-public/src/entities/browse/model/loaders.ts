// Server loaders of the listing pages (registered in app/loaders.ts): each reads the API once,
// anonymously, fills the page's stores in the request's scope and says the page's status and head.
import { errorStatus, SITE_NAME, type PageHead } from '@coloc/shared';
import { allSettled } from 'effector';
import type { PageLoader } from '../../page/model/pageState';
import { fetchAdverts, fetchCity, fetchTopCities } from '../api/browseApi';
import { cityPagePath, filtersFromQuery, listingKey, quickSearchFromQuery, slugFromParam } from './browseQuery';
import { cityPageLoaded, listingLoaded, topCitiesLoaded } from './browseState';
import { cityHead, quickSearchHead } from './head';
import { TOP_CITIES_LIMIT } from './topCities';


const NOT_FOUND_HEAD: PageHead = { title: `Page introuvable | ${SITE_NAME}`, noindex: true, canonical: null };

/** `/colocation-{city}`: 404 for an unknown city, 301 to the canonical slug, else the city and its adverts. */
export const loadCityPage: PageLoader = async (scope, { params, query, origin }) => {
  const slug = slugFromParam(params.city_slug);
  const filters = filtersFromQuery(query);
  let data;
  try {
    data = await fetchCity(slug);
  } catch (error) {
    if (errorStatus(error) !== 404) throw error;
    await allSettled(cityPageLoaded, { scope, params: { slug, missing: true } });
    return { status: 404, head: NOT_FOUND_HEAD };
  }
  // « Saint-Etienne », an old spelling: the one URL of the city (the query is kept by the renderer).
  if (data.city.slug !== slug) return { status: 301, location: cityPagePath(data.city.slug) };

  const result = await fetchAdverts(slug, filters);
  const seed = { slug, data };
  await allSettled(cityPageLoaded, { scope, params: seed });
  await allSettled(listingLoaded, { scope, params: { key: listingKey(slug, filters), result } });
  return { status: 200, head: cityHead(seed, result, filters, origin) };
};

/**
 * `/quicksearch?ville=…`: the adverts around the city asked for. Without a city, the busiest cities
 * to start from; an unknown city is said on the page (a search, not a missing page). When nothing
 * matches, the city's neighbours are read too, for the suggestions.
 */
export const loadQuickSearchPage: PageLoader = async (scope, { query, origin }) => {
  const { city, ...filters } = quickSearchFromQuery(query);
  if (!city) {
    const cities = await fetchTopCities(TOP_CITIES_LIMIT).catch(() => null);
    if (cities) await allSettled(topCitiesLoaded, { scope, params: cities });
    return { status: 200 };
  }
  const key = listingKey(city, filters);
  try {
    const result = await fetchAdverts(city, filters);
    await allSettled(listingLoaded, { scope, params: { key, result } });
    if (result.total === 0 && result.city) {
      const data = await fetchCity(result.city.slug).catch(() => null);
      if (data) await allSettled(cityPageLoaded, { scope, params: { slug: result.city.slug, data } });
    }
    return { status: 200, head: quickSearchHead(result, filters, origin) };
  } catch (error) {
    if (errorStatus(error) !== 404) throw error;
    await allSettled(listingLoaded, { scope, params: { key, missing: true } });
    return { status: 200, head: { title: `Ville introuvable | ${SITE_NAME}`, noindex: true, canonical: null } };
  }
};

/** `/`: the cities with the most adverts, linked from the home page. A failure leaves the section to the browser. */
export const loadHomePage: PageLoader = async (scope) => {
  const cities = await fetchTopCities(TOP_CITIES_LIMIT).catch(() => null);
  if (cities) await allSettled(topCitiesLoaded, { scope, params: cities });
  return { status: 200 };
};
