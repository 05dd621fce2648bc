// Every call of the matching screens. Lists show their own errors inline (SPEC 8: error message and
// empty list), so only a 401 still reaches the shell (session gone); forms answer 4xx inline too.
import {
  api,
  type AccordanceInput,
  type ConversationSummary,
  type MatchCriteria,
  type MatchHomeHit,
  type MatchHomesAnswer,
  type MatchHomeUsersAnswer,
  type MatchUserHit,
  type MatchUsersAnswer,
  type PairScoreAnswer,
  type Search,
  type StartConversationInput,
  type Visit,
} from '@coloc/shared';
import type { PageRange } from '../model/paging';

/** Everything but 401, which must still sign the user out. */
const INLINE_STATUSES: readonly number[] = [400, 403, 404, 409, 413, 422, 424, 429, 500, 502, 503, 504];
const inline = { context: { handledStatuses: INLINE_STATUSES } };

/** 'default' is the user's own choice (a seeker) or the user's first home (a professional). */
export type HomeKey = number | 'default';

function listParams(range: PageRange, sort: string, count = false): Record<string, string | number> {
  return { ...(count ? { count: 'force' } : {}), from: range.from, to: range.to, sort };
}

export function matchHomes(criteria: MatchCriteria, range: PageRange, sort: string, signal?: AbortSignal): Promise<MatchHomesAnswer> {
  return api.post('match/user-match-homes-v4', { json: criteria, searchParams: listParams(range, sort), signal, ...inline }).json<MatchHomesAnswer>();
}

export function matchUsers(criteria: MatchCriteria, range: PageRange, sort: string, signal?: AbortSignal): Promise<MatchUsersAnswer> {
  return api.post('match/user-match-users-v4', { json: criteria, searchParams: listParams(range, sort, true), signal, ...inline }).json<MatchUsersAnswer>();
}

export function matchHomeUsers(homeId: number, range: PageRange, sort: string, signal?: AbortSignal): Promise<MatchHomeUsersAnswer> {
  const criteria: MatchCriteria = { home_id: homeId };
  return api
    .post(`match/home-match-users-v4/${homeId}`, { json: criteria, searchParams: listParams(range, sort, true), signal, ...inline })
    .json<MatchHomeUsersAnswer>();
}

/** Profiles compatible with the seeker's saved search, counted only. */
/** The caller's explained affinity with one person, and whether they liked or set them aside. */
export function fetchPairScore(userId: number, signal?: AbortSignal): Promise<PairScoreAnswer> {
  return api.get(`match/users/${userId}/score`, { signal, ...inline }).json<PairScoreAnswer>();
}

export async function countMatchingUsers(signal?: AbortSignal): Promise<number> {
  const answer = await api.get('match/user-match-users', { searchParams: { count: 'true' }, signal, ...inline }).json<{ HitsCount: number }>();
  return answer.HitsCount;
}

/** Raw call: the no_mandate answer is read by `readNbMatching` (SPEC 8). */
export function nbMatching(home: HomeKey, signal?: AbortSignal): Promise<number> {
  return api.get(`homes/${home}/nb-matching-v4`, { signal, ...inline }).json<number>();
}

/** Favourites of the seeker (every profile and home they liked). */
export function countAccordances(signal?: AbortSignal): Promise<number> {
  return api.get('accordances', { searchParams: { counter: 1 }, signal, ...inline }).json<number>();
}

/** Profiles a professional liked for one home. */
export async function countHomeAccordances(home: HomeKey, signal?: AbortSignal): Promise<number> {
  const answer = await api.get(`homes/accordances/${home}`, { searchParams: { counter: 1 }, signal, ...inline }).json<{ Count: number }>();
  return answer.Count;
}

/** The answer is read if it is JSON (the choice now stored), else ignored. */
export async function postAccordance(home: HomeKey, body: AccordanceInput): Promise<unknown> {
  const response = await api.post(`homes/accordances/${home}`, { json: body, ...inline });
  return response.headers.get('content-type')?.includes('json') ? response.json().catch(() => null) : null;
}

export interface Favorites {
  users: MatchUserHit[];
  homes: MatchHomeHit[];
}

/** A seeker's own choices, or with `home` a professional's choices for that home (profiles only). */
export function fetchFavorites(userId: number, home?: HomeKey, signal?: AbortSignal): Promise<Favorites> {
  return api.get(`users/${userId}/favorite`, { searchParams: home === undefined ? {} : { home_id: home }, signal, ...inline }).json<Favorites>();
}

export function fetchDisliked(userId: number, home?: HomeKey, signal?: AbortSignal): Promise<Favorites> {
  return api.get(`users/${userId}/dislike`, { searchParams: home === undefined ? {} : { home_id: home }, signal, ...inline }).json<Favorites>();
}

/** Opens the conversation with a person (or continues it) with a first message. */
export function startConversation(body: StartConversationInput): Promise<ConversationSummary> {
  return api.post('conversations', { json: body, ...inline }).json<ConversationSummary>();
}

export function requestVisit(body: { home_id: number; slots: string[]; message?: string }): Promise<Visit> {
  return api.post('visits', { json: body, ...inline }).json<Visit>();
}

/** SPEC 4: POST creates the search when it has no id yet, PUT updates it. */
export function saveSearch(search: Partial<Search>): Promise<Search> {
  return search.id
    ? api.put(`searches/${search.id}`, { json: search, ...inline }).json<Search>()
    : api.post('searches', { json: search, ...inline }).json<Search>();
}
