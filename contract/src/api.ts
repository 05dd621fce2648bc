// Every domain's route map in one, read by the typed client as types (`typeof ROUTES`). Importing
// it as a value brings TypeBox and every schema: the API does, screens must not.
import { MESSAGING_ROUTES } from './messaging/routes';
import { HOMES_ROUTES } from './homes/routes';
import { PROPERTIES_ROUTES } from './properties/routes';
import { ADVERTS_ROUTES } from './adverts/routes';
import { OFFERS_ROUTES } from './offers/routes';
import { OPTIONS_ROUTES } from './options/routes';
import { MANDATES_ROUTES } from './mandates/routes';
import { IMAGES_ROUTES } from './images/routes';
import { RENTALS_ROUTES } from './rentals/routes';
import type { RouteName } from './endpoints';

export const ROUTES = { ...MESSAGING_ROUTES, ...HOMES_ROUTES, ...PROPERTIES_ROUTES, ...ADVERTS_ROUTES, ...OFFERS_ROUTES, ...OPTIONS_ROUTES, ...MANDATES_ROUTES, ...IMAGES_ROUTES, ...RENTALS_ROUTES } satisfies { [K in RouteName]: unknown };
export type Routes = typeof ROUTES;
