// Every domain's endpoints in one table, for the typed client (`call` of @coloc/shared/call).
// No TypeBox: a screen that calls the API bundles names, methods and paths only.
import { MESSAGING_ENDPOINTS } from './messaging/endpoints';
import { HOMES_ENDPOINTS } from './homes/endpoints';
import { PROPERTIES_ENDPOINTS } from './properties/endpoints';
import { ADVERTS_ENDPOINTS } from './adverts/endpoints';
import { OFFERS_ENDPOINTS } from './offers/endpoints';
import { OPTIONS_ENDPOINTS } from './options/endpoints';
import { MANDATES_ENDPOINTS } from './mandates/endpoints';
import { IMAGES_ENDPOINTS } from './images/endpoints';
import { RENTALS_ENDPOINTS } from './rentals/endpoints';

export const ENDPOINTS = { ...MESSAGING_ENDPOINTS, ...HOMES_ENDPOINTS, ...PROPERTIES_ENDPOINTS, ...ADVERTS_ENDPOINTS, ...OFFERS_ENDPOINTS, ...OPTIONS_ENDPOINTS, ...MANDATES_ENDPOINTS, ...IMAGES_ENDPOINTS, ...RENTALS_ENDPOINTS };
export type RouteName = keyof typeof ENDPOINTS;
