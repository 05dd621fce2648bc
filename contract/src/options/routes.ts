// The options route map. The API registers its route from it; clients read it as types only.
import { defineRoutes } from '../route-map';
import { OPTIONS_ENDPOINTS } from './endpoints';
import { OptionsSchema } from './schemas';

export const OPTIONS_ROUTES = defineRoutes(OPTIONS_ENDPOINTS, {
  'options.list': { response: { 200: OptionsSchema } },
});
