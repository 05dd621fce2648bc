import type { TextKeys } from '@coloc/shared/remote';
// Texts of the matching area (namespace 'matching'). Each feature keeps its own texts file, merged
// here under its own key, so features never edit the same file.
import { agendaTexts } from '../features/agenda/texts';
import { favoritesTexts } from '../features/favorites/texts';
import { groupsTexts } from '../features/groups/texts';
import { matchingTexts } from '../entities/matching/texts';
import { profileCardTexts } from '../entities/profile-card/texts';
import { searchTexts } from '../features/search/texts';
import { visitRequestTexts } from '../features/visit-request/texts';

export const fr = {
  matching: matchingTexts,
  profileCard: profileCardTexts,
  search: searchTexts,
  favorites: favoritesTexts,
  agenda: agendaTexts,
  groups: groupsTexts,
  visitRequest: visitRequestTexts,
} as const;

/** Every text key of the namespace, checked at compile time. */
export type TextKey = TextKeys<typeof fr>;
