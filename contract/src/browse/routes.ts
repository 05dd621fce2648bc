// The browse route map: each endpoint with its schemas.
import { defineRoutes } from '../route-map';
import { BROWSE_ENDPOINTS } from './endpoints';
import { BrowseAdvertsPageSchema, BrowseAdvertsQuery, CityLinksSchema, CityPageDataSchema, CityParams, TopCitiesQuery } from './schemas';

export const BROWSE_ROUTES = defineRoutes(BROWSE_ENDPOINTS, {
  'browse.adverts': { query: BrowseAdvertsQuery, response: { 200: BrowseAdvertsPageSchema } },
  'browse.city': { params: CityParams, response: { 200: CityPageDataSchema } },
  'browse.topCities': { query: TopCitiesQuery, response: { 200: CityLinksSchema } },
});
