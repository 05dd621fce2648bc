// Every domain's route map in one, read by the typed client as types (`typeof ROUTES`). Importing
// it as a value brings TypeBox and every schema: the API does, screens must not.
import { MESSAGING_ROUTES } from './messaging/routes';
import { MATCHING_ROUTES } from './matching/routes';
import { BROWSE_ROUTES } from './browse/routes';
import { SEARCHES_ROUTES } from './searches/routes';
import { VISITS_ROUTES } from './visits/routes';
import { ACCORDANCES_ROUTES } from './accordances/routes';
import { GROUPS_ROUTES } from './groups/routes';
import { CITIES_ROUTES } from './cities/routes';
import type { RouteName } from './endpoints';

export const ROUTES = {
  ...MESSAGING_ROUTES,
  ...MATCHING_ROUTES,
  ...BROWSE_ROUTES,
  ...SEARCHES_ROUTES,
  ...VISITS_ROUTES,
  ...ACCORDANCES_ROUTES,
  ...GROUPS_ROUTES,
  ...CITIES_ROUTES,
} satisfies { [K in RouteName]: unknown };
export type Routes = typeof ROUTES;
