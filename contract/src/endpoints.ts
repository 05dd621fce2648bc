// Every domain's endpoints in one table, for the typed client (`call` of @coloc/shared/call).
// No TypeBox: a screen that calls the API bundles names, methods and paths only.
import { MESSAGING_ENDPOINTS } from './messaging/endpoints';
import { MATCHING_ENDPOINTS } from './matching/endpoints';
import { BROWSE_ENDPOINTS } from './browse/endpoints';
import { SEARCHES_ENDPOINTS } from './searches/endpoints';
import { VISITS_ENDPOINTS } from './visits/endpoints';
import { ACCORDANCES_ENDPOINTS } from './accordances/endpoints';
import { GROUPS_ENDPOINTS } from './groups/endpoints';
import { CITIES_ENDPOINTS } from './cities/endpoints';

export const ENDPOINTS = {
  ...MESSAGING_ENDPOINTS,
  ...MATCHING_ENDPOINTS,
  ...BROWSE_ENDPOINTS,
  ...SEARCHES_ENDPOINTS,
  ...VISITS_ENDPOINTS,
  ...ACCORDANCES_ENDPOINTS,
  ...GROUPS_ENDPOINTS,
  ...CITIES_ENDPOINTS,
};
export type RouteName = keyof typeof ENDPOINTS;
