// Every domain's endpoints in one table, for the typed client (`call` of @coloc/shared/call).
// No TypeBox: a screen that calls the API bundles names, methods and paths only.
import { MESSAGING_ENDPOINTS } from './messaging/endpoints';
import { PAYMENTS_ENDPOINTS } from './payments/endpoints';
import { PROFILES_ENDPOINTS } from './profiles/endpoints';
import { USERS_ENDPOINTS } from './users/endpoints';
import { AUTH_ENDPOINTS } from './auth/endpoints';
import { BANK_ACCOUNTS_ENDPOINTS } from './bank-accounts/endpoints';
import { TENANT_SPACE_ENDPOINTS } from './tenant-space/endpoints';
import { NEWSLETTER_ENDPOINTS } from './newsletter/endpoints';
import { CONTACT_ENDPOINTS } from './contact/endpoints';
import { SITE_ENDPOINTS } from './site/endpoints';
import { ANALYTICS_ENDPOINTS } from './analytics/endpoints';
import { NOTIFICATIONS_ENDPOINTS } from './notifications/endpoints';
import { MARKETING_ENDPOINTS } from './marketing/endpoints';
import { ALERTS_ENDPOINTS } from './alerts/endpoints';
import { HOMES_ENDPOINTS } from './homes/endpoints';
import { PROPERTIES_ENDPOINTS } from './properties/endpoints';
import { ADVERTS_ENDPOINTS } from './adverts/endpoints';
import { OFFERS_ENDPOINTS } from './offers/endpoints';
import { OPTIONS_ENDPOINTS } from './options/endpoints';
import { MANDATES_ENDPOINTS } from './mandates/endpoints';
import { IMAGES_ENDPOINTS } from './images/endpoints';
import { RENTALS_ENDPOINTS } from './rentals/endpoints';

export const ENDPOINTS = {
  ...MESSAGING_ENDPOINTS,
  ...PAYMENTS_ENDPOINTS,
  ...PROFILES_ENDPOINTS,
  ...USERS_ENDPOINTS,
  ...AUTH_ENDPOINTS,
  ...BANK_ACCOUNTS_ENDPOINTS,
  ...TENANT_SPACE_ENDPOINTS,
  ...NEWSLETTER_ENDPOINTS,
  ...CONTACT_ENDPOINTS,
  ...SITE_ENDPOINTS,
  ...ANALYTICS_ENDPOINTS,
  ...NOTIFICATIONS_ENDPOINTS,
  ...MARKETING_ENDPOINTS,
  ...ALERTS_ENDPOINTS,
  ...HOMES_ENDPOINTS,
  ...PROPERTIES_ENDPOINTS,
  ...ADVERTS_ENDPOINTS,
  ...OFFERS_ENDPOINTS,
  ...OPTIONS_ENDPOINTS,
  ...MANDATES_ENDPOINTS,
  ...IMAGES_ENDPOINTS,
  ...RENTALS_ENDPOINTS,
};
export type RouteName = keyof typeof ENDPOINTS;
