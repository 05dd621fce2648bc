// Texts of the matching area (namespace 'matching'). Each feature keeps its own texts file, merged
// here under its own key, so features never edit the same file.
import { agendaTexts } from '../features/agenda/texts';
import { favoritesTexts } from '../features/favorites/texts';
import { groupsTexts } from '../features/groups/texts';
import { matchingTexts } from '../features/matching/texts';
import { profileCardTexts } from '../features/profile-card/texts';
import { searchTexts } from '../features/search/texts';

export const fr = {
  matching: matchingTexts,
  profileCard: profileCardTexts,
  search: searchTexts,
  favorites: favoritesTexts,
  agenda: agendaTexts,
  groups: groupsTexts,
} as const;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
// i18next picks `key_one` / `key_other` itself from `count`: callers use the bare key.
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every text key of the namespace, checked at compile time: `t('matching.title')`. */
export type TextKey = Leaves<typeof fr>;
