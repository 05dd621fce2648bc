// Texts of the properties area (namespace 'properties'). Each feature keeps its own texts file,
// merged here under its own key, so features never edit the same file.
import { propertiesTexts } from '../features/properties/texts';
import { propertyBarTexts } from '../features/property-bar/texts';
import { invitationsTexts } from '../features/invitations/texts';
import { advertTexts } from '../features/advert/texts';
import { moderationTexts } from '../features/moderation/texts';
import { managementTexts } from '../features/management/texts';
import { diagnosticsTexts } from '../features/diagnostics/texts';
import { documentsTexts } from '../features/documents/texts';
import { requestsTexts } from '../features/requests/texts';
import { leaseTexts } from '../features/lease/texts';
import { reportsTexts } from '../features/reports/texts';
import { myColocationTexts } from '../features/my-colocation/texts';

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
} as const;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
// i18next picks `key_one` / `key_other` itself from `count`: callers use the bare key.
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every text key of the namespace, checked at compile time: `t('conversations.title')`. */
export type TextKey = Leaves<typeof fr>;
