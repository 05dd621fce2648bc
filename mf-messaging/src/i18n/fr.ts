// Texts of the messaging area (namespace 'messaging'). Each feature keeps its own texts file,
// merged here under its own key, so features never edit the same file.
import { composerTexts, conversationsTexts, threadTexts } from '../features/conversations/texts';
import { supportTexts } from '../features/support/texts';

export const fr = {
  conversations: conversationsTexts,
  thread: threadTexts,
  composer: composerTexts,
  support: supportTexts,
} as const;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
// i18next picks `key_one` / `key_other` itself from `count`: callers use the bare key.
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every text key of the namespace, checked at compile time: `t('conversations.title')`. */
export type TextKey = Leaves<typeof fr>;
