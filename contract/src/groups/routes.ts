// The groups route map: each endpoint with its schemas.
import { defineRoutes } from '../route-map';
import { GROUPS_ENDPOINTS } from './endpoints';
import { GroupFavoritesSchema, GroupInviteBody, GroupMemberParams, GroupNameBody, GroupParams, GroupSchema, MyGroupsSchema, NoContentSchema } from './schemas';

export const GROUPS_ROUTES = defineRoutes(GROUPS_ENDPOINTS, {
  'groups.mine': { response: { 200: MyGroupsSchema } },
  'groups.create': { body: GroupNameBody, response: { 201: GroupSchema } },
  'groups.rename': { params: GroupParams, body: GroupNameBody, response: { 200: GroupSchema } },
  'groups.invite': { params: GroupParams, body: GroupInviteBody, response: { 201: GroupSchema } },
  'groups.accept': { params: GroupParams, response: { 200: GroupSchema } },
  'groups.decline': { params: GroupParams, response: { 204: NoContentSchema } },
  'groups.removeMember': { params: GroupMemberParams, response: { 204: NoContentSchema } },
  'groups.favorites': { params: GroupParams, response: { 200: GroupFavoritesSchema } },
});
