// The searches route map: each endpoint with its schemas.
import { defineRoutes } from '../route-map';
import { SEARCHES_ENDPOINTS } from './endpoints';
import { SearchBody, SearchIdParams, SearchSchema } from './schemas';

export const SEARCHES_ROUTES = defineRoutes(SEARCHES_ENDPOINTS, {
  'searches.create': { body: SearchBody, response: { 201: SearchSchema } },
  'searches.get': { params: SearchIdParams, response: { 200: SearchSchema } },
  'searches.update': { params: SearchIdParams, body: SearchBody, response: { 200: SearchSchema } },
});
