// The cities route map.
import { defineRoutes } from '../route-map';
import { CITIES_ENDPOINTS } from './endpoints';
import { CitiesQuery, CityListSchema } from './schemas';

export const CITIES_ROUTES = defineRoutes(CITIES_ENDPOINTS, {
  'cities.search': { query: CitiesQuery, response: { 200: CityListSchema } },
});
