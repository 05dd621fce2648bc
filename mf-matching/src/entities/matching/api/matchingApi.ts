// Every call of the matching screens. Lists show their own errors inline (SPEC 8: error message and
// empty list), so only a 401 still reaches the shell (session gone); forms answer 4xx inline too.
import {
  type AccordanceInput,
  type MatchCriteria,
  type MatchHomeHit,
  type MatchHomesAnswer,
  type MatchHomeUsersAnswer,
  type MatchUserHit,
  type MatchUsersAnswer,
  type PairScoreAnswer,
  type HomeSortId,
  type ProfileSortId,
  type Search,
  type SearchSave,
  call,
} from '@coloc/shared';
import { ACCORDANCES_ENDPOINTS } from '@coloc/contract/accordances/endpoints';
import type { AccordanceResult } from '@coloc/contract/accordances/schemas';
import { MATCHING_ENDPOINTS } from '@coloc/contract/matching/endpoints';
import { SEARCHES_ENDPOINTS } from '@coloc/contract/searches/endpoints';
import type { PageRange } from '../model/paging';

/** Everything but 401, which must still sign the user out. */
const INLINE_STATUSES: readonly number[] = [400, 403, 404, 409, 413, 422, 424, 429, 500, 502, 503, 504];
const inline = { context: { handledStatuses: INLINE_STATUSES } };

/** 'default' is the user's own choice (a seeker) or the user's first home (a professional). */
export type HomeKey = number | 'default';

function listParams<S extends string>(range: PageRange, sort: S, count = false) {
  return { ...(count ? { count: 'force' } : {}), from: range.from, to: range.to, sort };
}

export function matchHomes(criteria: MatchCriteria, range: PageRange, sort: HomeSortId, signal?: AbortSignal): Promise<MatchHomesAnswer> {
  return call(MATCHING_ENDPOINTS, 'matching.homesForUser', { query: listParams(range, sort), body: criteria }, { signal, ...inline });
}

export function matchUsers(criteria: MatchCriteria, range: PageRange, sort: ProfileSortId, signal?: AbortSignal): Promise<MatchUsersAnswer> {
  return call(MATCHING_ENDPOINTS, 'matching.usersForUser', { query: listParams(range, sort, true), body: criteria }, { signal, ...inline });
}

export function matchHomeUsers(homeId: number, range: PageRange, sort: ProfileSortId, signal?: AbortSignal): Promise<MatchHomeUsersAnswer> {
  const criteria: MatchCriteria = { home_id: homeId };
  return call(MATCHING_ENDPOINTS, 'matching.usersForHome', { home_id: homeId, query: listParams(range, sort, true), body: criteria }, { signal, ...inline });
}

/** Profiles compatible with the seeker's saved search, counted only. */
/** The caller's explained affinity with one person, and whether they liked or set them aside. */
export function fetchPairScore(userId: number, signal?: AbortSignal): Promise<PairScoreAnswer> {
  return call(MATCHING_ENDPOINTS, 'matching.pairScore', { user_id: userId }, { signal, ...inline });
}

export async function countMatchingUsers(signal?: AbortSignal): Promise<number> {
  const answer = await call(MATCHING_ENDPOINTS, 'matching.savedSearchCount', { query: { count: 'true' } }, { signal, ...inline });
  return answer.HitsCount;
}

/** Raw call: the no_mandate answer is read by `readNbMatching` (SPEC 8). */
export function nbMatching(home: HomeKey, signal?: AbortSignal): Promise<number> {
  return call(MATCHING_ENDPOINTS, 'matching.homeCount', { id: home }, { signal, ...inline });
}

/** Favourites of the seeker (every profile and home they liked). */
export function countAccordances(signal?: AbortSignal): Promise<number> {
  // With counter=1 the answer is the number alone.
  return call(ACCORDANCES_ENDPOINTS, 'accordances.favorites', { query: { counter: '1' } }, { signal, ...inline }) as Promise<number>;
}

/** Profiles a professional liked for one home. */
export async function countHomeAccordances(home: HomeKey, signal?: AbortSignal): Promise<number> {
  const answer = await call(ACCORDANCES_ENDPOINTS, 'accordances.likedProfiles', { id: home, query: { counter: '1' } }, { signal, ...inline });
  return answer.Count;
}

/** Answers the choice now stored. */
export function postAccordance(home: HomeKey, body: AccordanceInput): Promise<AccordanceResult> {
  return call(ACCORDANCES_ENDPOINTS, 'accordances.choose', { id: home, body }, inline);
}

export interface Favorites {
  users: MatchUserHit[];
  homes: MatchHomeHit[];
}

/** A seeker's own choices, or with `home` a professional's choices for that home (profiles only). */
export function fetchFavorites(userId: number, home?: HomeKey, signal?: AbortSignal): Promise<Favorites> {
  return call(ACCORDANCES_ENDPOINTS, 'accordances.userFavorites', { id: userId, query: home === undefined ? {} : { home_id: String(home) } }, { signal, ...inline });
}

export function fetchDisliked(userId: number, home?: HomeKey, signal?: AbortSignal): Promise<Favorites> {
  return call(ACCORDANCES_ENDPOINTS, 'accordances.userDislikes', { id: userId, query: home === undefined ? {} : { home_id: String(home) } }, { signal, ...inline });
}

/** SPEC 4: POST creates the search when it has no id yet, PUT updates it. */
export function saveSearch(search: SearchSave): Promise<Search> {
  return search.id
    ? call(SEARCHES_ENDPOINTS, 'searches.update', { id: search.id, body: search }, inline)
    : call(SEARCHES_ENDPOINTS, 'searches.create', { body: search }, inline);
}
