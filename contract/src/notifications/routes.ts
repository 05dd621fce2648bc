// The push-notification route map.
import { defineRoutes } from '../route-map';
import { NOTIFICATIONS_ENDPOINTS } from './endpoints';
import { OkSchema, PushPublicKeySchema, PushSubscriptionBody } from './schemas';

export const NOTIFICATIONS_ROUTES = defineRoutes(NOTIFICATIONS_ENDPOINTS, {
  'notifications.publicKey': { response: { 200: PushPublicKeySchema } },
  'notifications.subscribe': { body: PushSubscriptionBody, response: { 200: OkSchema } },
  'notifications.unsubscribe': { body: PushSubscriptionBody, response: { 200: OkSchema } },
});
