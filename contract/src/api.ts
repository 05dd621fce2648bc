// Every domain's route map in one, read by the typed client as types (`typeof ROUTES`). Importing
// it as a value brings TypeBox and every schema: the API does, screens must not.
import { MESSAGING_ROUTES } from './messaging/routes';
import type { RouteName } from './endpoints';

export const ROUTES = { ...MESSAGING_ROUTES } satisfies { [K in RouteName]: unknown };
export type Routes = typeof ROUTES;
