// The homes route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult).
import { Type } from 'typebox';
import { defineRoutes } from '../route-map';
import { HOMES_ENDPOINTS } from './endpoints';
import { HomeIdParams, HomeSchema, HomeUpdateBody, HomeWithAccessSchema } from './schemas';

export const HOMES_ROUTES = defineRoutes(HOMES_ENDPOINTS, {
  'homes.get': { params: HomeIdParams, response: { 200: HomeWithAccessSchema } },
  'homes.create': { body: HomeUpdateBody, response: { 201: HomeSchema } },
  'homes.update': { params: HomeIdParams, body: HomeUpdateBody, response: { 200: HomeSchema } },
  'homes.delete': { params: HomeIdParams, response: { 204: Type.Null({ description: 'Supprimé' }) } },
});
