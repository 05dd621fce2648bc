// The analytics route map.
import { defineRoutes } from '../route-map';
import { ANALYTICS_ENDPOINTS } from './endpoints';
import { PageViewBody, PageViewRecordedSchema } from './schemas';

export const ANALYTICS_ROUTES = defineRoutes(ANALYTICS_ENDPOINTS, {
  'analytics.pageView': { body: PageViewBody, response: { 204: PageViewRecordedSchema } },
});
