// The marketing route map.
import { defineRoutes } from '../route-map';
import { MARKETING_ENDPOINTS } from './endpoints';
import { IdentifyBody, IdentifyResultSchema, MarketingEventsQuery, MarketingEventsSchema } from './schemas';

export const MARKETING_ROUTES = defineRoutes(MARKETING_ENDPOINTS, {
  'marketing.identify': { body: IdentifyBody, response: { 200: IdentifyResultSchema } },
  'marketing.events': { query: MarketingEventsQuery, response: { 200: MarketingEventsSchema } },
});
