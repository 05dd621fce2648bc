// The profile route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult).
import { defineRoutes } from '../route-map';
import { PROFILES_ENDPOINTS } from './endpoints';
import { ProfileIdParams, ProfileSchema, ProfileUpdateBody } from './schemas';

export const PROFILES_ROUTES = defineRoutes(PROFILES_ENDPOINTS, {
  'profiles.get': { params: ProfileIdParams, response: { 200: ProfileSchema } },
  'profiles.update': { params: ProfileIdParams, body: ProfileUpdateBody, response: { 200: ProfileSchema } },
});
