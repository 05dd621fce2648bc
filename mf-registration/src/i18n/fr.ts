import type { TextKeys } from '@coloc/shared/remote';
// Texts of the registration area (namespace 'registration'). Each feature keeps its own texts file,
// merged here under its own key, so features never edit the same file.
import { accountTexts } from '../features/account/texts';
import { alertsTexts } from '../features/parameters/ui/alertsTexts';
import { flowTexts } from '../entities/flow/texts';
import { listingTexts } from '../features/listing/texts';
import { sensitiveTexts } from '../features/parameters/sensitiveTexts';
import { questionnaireTexts } from '../features/questionnaire/texts';

export const fr = {
  flow: flowTexts,
  questionnaire: questionnaireTexts,
  listing: listingTexts,
  account: accountTexts,
  alerts: alertsTexts,
  sensitive: sensitiveTexts,
} as const;

/** Every text key of the namespace, checked at compile time. */
export type TextKey = TextKeys<typeof fr>;
