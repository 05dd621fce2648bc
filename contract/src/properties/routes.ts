// The properties route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult).
import { Type } from 'typebox';
import { defineRoutes } from '../route-map';
import { PROPERTIES_ENDPOINTS } from './endpoints';
import { HomeIdParams, HomeSchema } from '../homes/schemas';
import { AcceptResultSchema, DelegationBody, InvitationParams, InvitationPreviewSchema, InviteBody, InviteQuery, InviteResultSchema, LandlordSchema, PropertiesListSchema, TokenParams } from './schemas';

export const PROPERTIES_ROUTES = defineRoutes(PROPERTIES_ENDPOINTS, {
  'properties.list': { response: { 200: PropertiesListSchema } },
  'properties.landlords': { params: HomeIdParams, response: { 200: Type.Array(LandlordSchema) } },
  'properties.invite': { params: HomeIdParams, query: InviteQuery, body: InviteBody, response: { 201: InviteResultSchema } },
  'properties.resendInvitation': { params: InvitationParams, response: { 200: LandlordSchema } },
  'properties.removeLandlord': { params: InvitationParams, response: { 204: Type.Null({ description: 'Retiré' }) } },
  'properties.invitation': { params: TokenParams, response: { 200: InvitationPreviewSchema } },
  'properties.acceptInvitation': { params: TokenParams, response: { 200: AcceptResultSchema } },
  'properties.delegate': { params: HomeIdParams, body: DelegationBody, response: { 200: HomeSchema } },
});
