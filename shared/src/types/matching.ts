// Wire types of the matching area: criteria, answers, sorts, accordances, visits, contact requests
// and groups. Derived from the contract's schemas (@coloc/contract), which the API validates with.
export type { MatchCriteria, MatchHomesAnswer, MatchHomeUsersAnswer, MatchUsersAnswer } from '@coloc/contract/matching/schemas';
export type { AccordanceInput } from '@coloc/contract/accordances/schemas';
export type { ContactRequest, CreateVisitInput, Visit, VisitConfirmation } from '@coloc/contract/visits/schemas';
export type { SearchInput } from '@coloc/contract/searches/schemas';
export type { VisitStatus } from '@coloc/contract/visits/limits';
export type { GroupFavorites, GroupInvitation, GroupMember, MyGroups, SeekerGroup } from '@coloc/contract/groups/schemas';
export { GROUP_MAX_MEMBERS } from '@coloc/contract/groups/limits';
export { MATCH_PAGE_SIZE, type HomeSortId, type ProfileSortId } from '@coloc/contract/matching/limits';
import type { HomeSortId, ProfileSortId } from '@coloc/contract/matching/limits';

/** Page number list of up to 5 entries (SPEC 9). */
export const MATCH_PAGE_LINKS = 5;

/** Sorts of the homes list; the first is the default (SPEC 2.10). */
export const HOME_SORTS = [
  { id: 'price-asc', label: 'Loyer croissant' },
  { id: 'price-desc', label: 'Loyer décroissant' },
  { id: 'score', label: 'Meilleure affinité' },
  { id: 'recent', label: 'Plus récentes' },
  { id: 'available', label: 'Disponibles le plus tôt' },
] as const satisfies ReadonlyArray<{ id: HomeSortId; label: string }>;
/** Sorts of the profiles lists; '5' (best score first) is the default (SPEC 2.10). */
export const PROFILE_SORTS = [
  { id: '5', label: 'Meilleure affinité' },
  { id: '1', label: 'Inscrits récemment' },
  { id: '2', label: 'Budget le plus élevé' },
  { id: '3', label: 'Les plus jeunes' },
  { id: '4', label: 'Les plus âgés' },
] as const satisfies ReadonlyArray<{ id: ProfileSortId; label: string }>;
