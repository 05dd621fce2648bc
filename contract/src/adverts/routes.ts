// The adverts route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult).
import { defineRoutes } from '../route-map';
import { ADVERTS_ENDPOINTS } from './endpoints';
import { AdvertParams, AdvertQuery, PublicAdvertSchema } from './schemas';

export const ADVERTS_ROUTES = defineRoutes(ADVERTS_ENDPOINTS, {
  'adverts.get': { params: AdvertParams, query: AdvertQuery, response: { 200: PublicAdvertSchema } },
});
