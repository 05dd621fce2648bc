import type { TextKeys } from '@coloc/shared/remote';
// Texts of the properties area (namespace 'properties'). Each feature keeps its own texts file,
// merged here under its own key, so features never edit the same file.
import { propertiesTexts } from '../entities/properties/texts';
import { propertyBarTexts } from '../features/property-bar/texts';
import { invitationsTexts } from '../entities/invitations/texts';
import { advertTexts } from '../entities/advert/texts';
import { moderationTexts } from '../features/moderation/texts';
import { managementTexts } from '../features/management/texts';
import { diagnosticsTexts } from '../features/diagnostics/texts';
import { documentsTexts } from '../features/documents/texts';
import { requestsTexts } from '../features/requests/texts';
import { leaseTexts } from '../features/lease/texts';
import { reportsTexts } from '../features/reports/texts';
import { myColocationTexts } from '../features/my-colocation/texts';
import { mandateTexts } from '../entities/mandate/texts';
import { alertsTexts } from '../entities/alerts/texts';

export const fr = {
  properties: propertiesTexts,
  propertyBar: propertyBarTexts,
  invitations: invitationsTexts,
  advert: advertTexts,
  moderation: moderationTexts,
  management: managementTexts,
  diagnostics: diagnosticsTexts,
  documents: documentsTexts,
  requests: requestsTexts,
  lease: leaseTexts,
  reports: reportsTexts,
  myColocation: myColocationTexts,
  alerts: alertsTexts,
  mandate: mandateTexts,
} as const;

/** Every text key of the namespace, checked at compile time. */
export type TextKey = TextKeys<typeof fr>;
