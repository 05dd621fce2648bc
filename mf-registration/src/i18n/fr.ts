// Texts of the registration area (namespace 'registration'). Each feature keeps its own texts file,
// merged here under its own key, so features never edit the same file.
import { accountTexts } from '../features/account/texts';
import { flowTexts } from '../features/flow/texts';
import { listingTexts } from '../features/listing/texts';
import { questionnaireTexts } from '../features/questionnaire/texts';

export const fr = {
  flow: flowTexts,
  questionnaire: questionnaireTexts,
  listing: listingTexts,
  account: accountTexts,
} as const;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
// i18next picks `key_one` / `key_other` itself from `count`: callers use the bare key.
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every text key of the namespace, checked at compile time: `t('flow.next')`. */
export type TextKey = Leaves<typeof fr>;
