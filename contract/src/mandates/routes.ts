// The mandates route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult).
import { Type } from 'typebox';
import { defineRoutes } from '../route-map';
import { MANDATES_ENDPOINTS } from './endpoints';
import { HomeMandateSchema, HomeParams, MandateParams, MandateViewSchema, NotificationAnswer, ProviderParams, SignQuery } from './schemas';

export const MANDATES_ROUTES = defineRoutes(MANDATES_ENDPOINTS, {
  'mandates.forHome': { params: HomeParams, response: { 200: HomeMandateSchema } },
  'mandates.sign': { params: MandateParams, query: SignQuery, response: { 303: Type.Null({ description: 'Redirection vers la page de signature' }) } },
  'mandates.countersign': { params: MandateParams, response: { 200: MandateViewSchema } },
  'mandates.decline': { params: MandateParams, response: { 204: Type.Null() } },
  'mandates.pdf': { params: MandateParams, response: { 200: Type.Unsafe({ type: 'string', format: 'binary' }) } },
  'mandates.notify': { params: ProviderParams, response: { 200: NotificationAnswer } },
});
