// Every domain's endpoints in one table: the route names (RouteName) and the route map's test.
// Screens do not bundle it: `call` takes the table of the route's domain
// (`@coloc/contract/<domain>/endpoints`); only its deprecated name-only form loads this one, lazily.
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
import { MATCHING_ENDPOINTS } from './matching/endpoints';
import { BROWSE_ENDPOINTS } from './browse/endpoints';
import { SEARCHES_ENDPOINTS } from './searches/endpoints';
import { VISITS_ENDPOINTS } from './visits/endpoints';
import { ACCORDANCES_ENDPOINTS } from './accordances/endpoints';
import { GROUPS_ENDPOINTS } from './groups/endpoints';
import { CITIES_ENDPOINTS } from './cities/endpoints';
import { TENANT_FILE_ENDPOINTS } from './tenant-file/endpoints';
import { MODERATION_ENDPOINTS } from './moderation/endpoints';

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
  ...MATCHING_ENDPOINTS,
  ...BROWSE_ENDPOINTS,
  ...SEARCHES_ENDPOINTS,
  ...VISITS_ENDPOINTS,
  ...ACCORDANCES_ENDPOINTS,
  ...GROUPS_ENDPOINTS,
  ...CITIES_ENDPOINTS,
  ...TENANT_FILE_ENDPOINTS,
  ...MODERATION_ENDPOINTS,
};
export type RouteName = keyof typeof ENDPOINTS;
