// The site route map.
import { defineRoutes } from '../route-map';
import { SITE_ENDPOINTS } from './endpoints';
import { SiteConfigSchema } from './schemas';

export const SITE_ROUTES = defineRoutes(SITE_ENDPOINTS, {
  'site.config': { response: { 200: SiteConfigSchema } },
});
