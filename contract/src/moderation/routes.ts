// The moderation route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult).
import { MessageSchema } from '../common/schemas';
import { HomeIdParams } from '../homes/schemas';
import { defineRoutes } from '../route-map';
import { MODERATION_ENDPOINTS } from './endpoints';
import {
  AccountFlagListSchema,
  HomeModerationSchema,
  ModerationAccountParams,
  ModerationDecisionSchema,
  ModerationHomeParams,
  ModerationQueueQuery,
  ModerationQueueSchema,
  RejectBody,
} from './schemas';

export const MODERATION_ROUTES = defineRoutes(MODERATION_ENDPOINTS, {
  'moderation.queue': { query: ModerationQueueQuery, response: { 200: ModerationQueueSchema } },
  'moderation.accounts': { response: { 200: AccountFlagListSchema } },
  'moderation.clearAccount': { params: ModerationAccountParams, response: { 200: MessageSchema } },
  'moderation.disableAccount': { params: ModerationAccountParams, response: { 200: MessageSchema } },
  'moderation.approve': { params: ModerationHomeParams, response: { 200: ModerationDecisionSchema } },
  'moderation.reject': { params: ModerationHomeParams, body: RejectBody, response: { 200: ModerationDecisionSchema } },
  // For the advert's landlords (403 otherwise).
  'moderation.homeStatus': { params: HomeIdParams, response: { 200: HomeModerationSchema } },
});
