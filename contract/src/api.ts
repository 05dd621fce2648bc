// Every domain's route map in one, read by the typed client as types (`typeof ROUTES`). Importing
// it as a value brings TypeBox and every schema: the API does, screens must not.
import { MESSAGING_ROUTES } from './messaging/routes';
import { PAYMENTS_ROUTES } from './payments/routes';
import { PROFILES_ROUTES } from './profiles/routes';
import { USERS_ROUTES } from './users/routes';
import { AUTH_ROUTES } from './auth/routes';
import { BANK_ACCOUNTS_ROUTES } from './bank-accounts/routes';
import { TENANT_SPACE_ROUTES } from './tenant-space/routes';
import { NEWSLETTER_ROUTES } from './newsletter/routes';
import { CONTACT_ROUTES } from './contact/routes';
import { SITE_ROUTES } from './site/routes';
import { ANALYTICS_ROUTES } from './analytics/routes';
import { NOTIFICATIONS_ROUTES } from './notifications/routes';
import { MARKETING_ROUTES } from './marketing/routes';
import { ALERTS_ROUTES } from './alerts/routes';
import { HOMES_ROUTES } from './homes/routes';
import { PROPERTIES_ROUTES } from './properties/routes';
import { ADVERTS_ROUTES } from './adverts/routes';
import { OFFERS_ROUTES } from './offers/routes';
import { OPTIONS_ROUTES } from './options/routes';
import { MANDATES_ROUTES } from './mandates/routes';
import { IMAGES_ROUTES } from './images/routes';
import { RENTALS_ROUTES } from './rentals/routes';
import { MATCHING_ROUTES } from './matching/routes';
import { BROWSE_ROUTES } from './browse/routes';
import { SEARCHES_ROUTES } from './searches/routes';
import { VISITS_ROUTES } from './visits/routes';
import { ACCORDANCES_ROUTES } from './accordances/routes';
import { GROUPS_ROUTES } from './groups/routes';
import { CITIES_ROUTES } from './cities/routes';
import { TENANT_FILE_ROUTES } from './tenant-file/routes';
import { MODERATION_ROUTES } from './moderation/routes';
import type { RouteName } from './endpoints';

export const ROUTES = {
  ...MESSAGING_ROUTES,
  ...PAYMENTS_ROUTES,
  ...PROFILES_ROUTES,
  ...USERS_ROUTES,
  ...AUTH_ROUTES,
  ...BANK_ACCOUNTS_ROUTES,
  ...TENANT_SPACE_ROUTES,
  ...NEWSLETTER_ROUTES,
  ...CONTACT_ROUTES,
  ...SITE_ROUTES,
  ...ANALYTICS_ROUTES,
  ...NOTIFICATIONS_ROUTES,
  ...MARKETING_ROUTES,
  ...ALERTS_ROUTES,
  ...HOMES_ROUTES,
  ...PROPERTIES_ROUTES,
  ...ADVERTS_ROUTES,
  ...OFFERS_ROUTES,
  ...OPTIONS_ROUTES,
  ...MANDATES_ROUTES,
  ...IMAGES_ROUTES,
  ...RENTALS_ROUTES,
  ...MATCHING_ROUTES,
  ...BROWSE_ROUTES,
  ...SEARCHES_ROUTES,
  ...VISITS_ROUTES,
  ...ACCORDANCES_ROUTES,
  ...GROUPS_ROUTES,
  ...CITIES_ROUTES,
  ...TENANT_FILE_ROUTES,
  ...MODERATION_ROUTES,
} satisfies { [K in RouteName]: unknown };
export type Routes = typeof ROUTES;
