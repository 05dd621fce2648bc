/*
 * The three match calls and the counters, on the match index (match-index.ts): candidates come
 * from the grid cells around the searched cities and the hard filters, then are sorted (by a
 * column, or by score: each candidate scored without any text), counted and paged in memory. Only
 * the page's ids are read from the database, for the cards, and only those scores are explained.
 */
import { todayInFrance } from '../profiles';
import type { HomeRow, UserRow } from '../../db/types';
import { badRequest, HttpError } from '../../lib/errors';
import { homeForEditing } from '../homes';
import { toSearchObject } from '../searches';
import type { Search as SearchObject } from '@coloc/contract/searches/schemas';
import { homeBase, MATCH_MESSAGES, resolveCriteria, type ResolvedCriteria } from './criteria';
import type { PersonEntry } from './engine/entries';
import type { Person } from './engine/profile';
import { pairScore } from './engine/score';
import { findHomes, findPeople, type FoundHome } from './find';
import { buildHomeHits, buildUserHits, homeScore, homeScoreExplained, peerScorer, traitsOf, type HomeContext, type MatchDeps } from './hits';
import { likedUsers } from './accordances-store';
import { MATCH_MAX_PAGE, MATCH_PAGE_SIZE, type PairScoreAnswerObject, type HomeSortId, type MatchCriteriaInput, type MatchHomeHitObject, type MatchUserHitObject, type ProfileSortId } from './schemas';
import type { Db } from '../../db';

export const DEFAULT_HOME_SORT: HomeSortId = 'price-asc';
export const DEFAULT_PROFILE_SORT: ProfileSortId = '5';

export const INCOMPLETE_HOME_ERROR =
  "incomplete\nAnnonce incomplète : ajoutez l'adresse, la description, au moins une chambre avec son loyer et une photo pour voir les profils compatibles.";
/** What is still missing at each incomplete step (homes/step.ts), said on the error's second line. */
const MISSING_BY_STEP: Record<number, string> = {
  0: "ajoutez l'adresse du logement dans une ville connue, puis la description, une chambre avec son loyer et une photo",
  1: "ajoutez une description d'au moins 20 caractères et au moins une chambre avec son loyer, puis une photo",
  2: 'ajoutez au moins une photo',
};
export function incompleteHomeError(step: number): string {
  const missing = MISSING_BY_STEP[step];
  return missing ? `incomplete\nAnnonce incomplète : ${missing} pour voir les profils compatibles.` : INCOMPLETE_HOME_ERROR;
}
/** nb-matching-v4 for a home under a mandate not signed yet (SPEC 8: the client reads the count on line 3). */
export const NO_MANDATE_STATUS = 409;
export function noMandateError(count: number): HttpError {
  return new HttpError(
    NO_MANDATE_STATUS,
    `no_mandate\nVotre mandat de gestion n'est pas encore signé : les profils compatibles vous seront présentés dès sa signature.\n${count}`,
  );
}

export interface Paging {
  from?: number | undefined;
  to?: number | undefined;
}

export function pageOf(paging: Paging): { offset: number; limit: number } {
  const offset = paging.from ?? 0;
  const to = paging.to ?? offset + MATCH_PAGE_SIZE;
  if (to < offset) throw badRequest(MATCH_MESSAGES.pagingOrder);
  return { offset, limit: Math.min(to - offset, MATCH_MAX_PAGE) };
}

/** The caller as scored against others (an empty profile if they are not a coloc user). */
export async function viewerOf(deps: MatchDeps, userId: number): Promise<Person> {
  await deps.index.ready(deps.db);
  return deps.index.personOf(userId);
}

/** People disliked in this context, and the members of groups disliked there. */
async function dislikedPeople(db: Db, userId: number, context: number | null): Promise<Set<number>> {
  let query = db
    .selectFrom('accordances as a')
    .leftJoin('seeker_group_members as g', (join) => join.onRef('g.group_id', '=', 'a.target_group_id').on('g.status', '=', 'member'))
    .select(['a.target_user_id', 'g.user_id as member_id'])
    .where('a.user_id', '=', userId)
    .where('a.type', '=', 'dislike')
    .where((eb) => eb.or([eb('a.target_user_id', 'is not', null), eb('a.target_group_id', 'is not', null)]));
  query = context === null ? query.where('a.home_id', 'is', null) : query.where('a.home_id', '=', context);
  const rows = await query.execute();
  return new Set(rows.flatMap((row) => [row.target_user_id, row.member_id].filter((id): id is number => id !== null)));
}

async function dislikedHomes(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('accordances')
    .select('target_home_id')
    .where('user_id', '=', userId)
    .where('type', '=', 'dislike')
    .where('home_id', 'is', null)
    .where('target_home_id', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.target_home_id!));
}

// ---------------------------------------------------------------------------------------------
// Sorts. Equal keys keep a stable order so that pages never overlap.

const NULLS_LAST = (a: number | string | null, b: number | string | null, direction: 1 | -1): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -direction : direction;
};

export function sortHomes(found: FoundHome[], sort: Exclude<HomeSortId, 'score'>): FoundHome[] {
  const byId = (a: FoundHome, b: FoundHome) => a.home.id - b.home.id;
  switch (sort) {
    case 'price-asc':
      return found.sort((a, b) => a.fit.priceMin - b.fit.priceMin || byId(a, b));
    case 'price-desc':
      return found.sort((a, b) => b.fit.priceMin - a.fit.priceMin || byId(a, b));
    case 'recent':
      return found.sort((a, b) => NULLS_LAST(a.home.createdAt, b.home.createdAt, -1) || byId(a, b));
    case 'available':
      return found.sort((a, b) => NULLS_LAST(a.fit.availableMin, b.fit.availableMin, 1) || byId(a, b));
  }
}

export function sortPeople(found: PersonEntry[], sort: Exclude<ProfileSortId, '5'>): PersonEntry[] {
  const byId = (a: PersonEntry, b: PersonEntry) => b.id - a.id;
  switch (sort) {
    case '1':
      return found.sort((a, b) => NULLS_LAST(a.createdAt, b.createdAt, -1) || byId(a, b));
    case '2':
      return found.sort((a, b) => NULLS_LAST(a.search?.budgetMax ?? null, b.search?.budgetMax ?? null, -1) || byId(a, b));
    case '3':
      // Youngest first: the latest shared birth date; undisclosed ages last (sorting on them would reveal them).
      return found.sort((a, b) => NULLS_LAST(a.birthDate, b.birthDate, -1) || byId(a, b));
    case '4':
      return found.sort((a, b) => NULLS_LAST(a.birthDate, b.birthDate, 1) || byId(a, b));
  }
}

/** Stands for a null total in topByScore's input: below every real score, so sorted last. */
export const NO_SCORE = -1;

/**
 * Ids of ranks [offset, offset + limit) by score, best first, equal scores newest id first, no
 * score (NO_SCORE) last. Totals are integers -1..200 and ids below 2³¹, so (total + 1, id) packs
 * into one non-negative float and a native typed sort does the work (no comparator, no object per
 * candidate).
 */
export function topByScore(ids: ArrayLike<number>, totals: ArrayLike<number>, offset: number, limit: number): number[] {
  const keys = new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i += 1) keys[i] = (totals[i]! + 1) * 2_147_483_648 + ids[i]!;
  keys.sort();
  const page: number[] = [];
  for (let rank = offset; rank < offset + limit && rank < keys.length; rank += 1) page.push(keys[keys.length - 1 - rank]! % 2_147_483_648);
  return page;
}

// ---------------------------------------------------------------------------------------------
// Homes for a seeker

export interface HomesAnswer {
  Hits: MatchHomeHitObject[];
  Count: number;
  Search: SearchObject | null;
}

export async function matchHomes(deps: MatchDeps, user: UserRow, body: MatchCriteriaInput, paging: Paging, sort: HomeSortId = DEFAULT_HOME_SORT): Promise<HomesAnswer> {
  const { db, index } = deps;
  const { offset, limit } = pageOf(paging);
  const { criteria, search, empty } = await resolveCriteria(db, user.id, body);
  const searchObject = search ? toSearchObject(search) : null;
  if (empty) return { Hits: [], Count: 0, Search: searchObject };
  await index.ready(db);
  const found = findHomes(index, criteria, user.id, await dislikedHomes(db, user.id), todayInFrance());
  const seeker = index.personOf(user.id);

  let ids: number[];
  if (sort === 'score') {
    const wantsAccessible = criteria.flags.handicap_friendly === true;
    const totals = new Float64Array(found.length);
    const homeIds = new Float64Array(found.length);
    found.forEach(({ home }, i) => {
      const occupant = index.people.get(home.ownerId);
      const context: HomeContext = { traits: home.traits, occupants: occupant ? [occupant.person] : [] };
      totals[i] = homeScore(seeker, context, 'peer', wantsAccessible) ?? NO_SCORE;
      homeIds[i] = home.id;
    });
    ids = topByScore(homeIds, totals, offset, limit);
  } else {
    ids = sortHomes(found, sort).slice(offset, offset + limit).map((f) => f.home.id);
  }
  const hits = await buildHomeHits(deps, user.id, ids, seeker, criteria);
  return { Hits: hits, Count: found.length, Search: searchObject };
}

// ---------------------------------------------------------------------------------------------
// Profiles for a seeker, and for a professional's home

export interface UsersAnswer {
  Hits: MatchUserHitObject[];
  HitsCount: number;
  Search: SearchObject | null;
}

function rankPeople(found: PersonEntry[], sort: ProfileSortId, offset: number, limit: number, total: (entry: PersonEntry) => number | null): number[] {
  if (sort !== '5') return sortPeople(found, sort).slice(offset, offset + limit).map((entry) => entry.id);
  const totals = new Float64Array(found.length);
  const ids = new Float64Array(found.length);
  for (let i = 0; i < found.length; i += 1) {
    totals[i] = total(found[i]!) ?? NO_SCORE;
    ids[i] = found[i]!.id;
  }
  return topByScore(ids, totals, offset, limit);
}

export async function matchUsers(deps: MatchDeps, user: UserRow, body: MatchCriteriaInput, paging: Paging, sort: ProfileSortId = DEFAULT_PROFILE_SORT): Promise<UsersAnswer> {
  const { db, index } = deps;
  const { offset, limit } = pageOf(paging);
  const { criteria, search, empty } = await resolveCriteria(db, user.id, body);
  const searchObject = search ? toSearchObject(search) : null;
  if (empty) return { Hits: [], HitsCount: 0, Search: searchObject };
  await index.ready(db);
  const viewer = index.personOf(user.id);
  const found = findPeople(index, criteria, user.id, await dislikedPeople(db, user.id, null), null, todayInFrance());
  const ids = rankPeople(found, sort, offset, limit, (entry) => pairScore(viewer, entry.person, 'peer'));
  const hits = await buildUserHits(deps, user.id, ids, null, peerScorer(viewer));
  return { Hits: hits, HitsCount: found.length, Search: searchObject };
}

export const PAIR_MESSAGES = {
  notFound: 'Ce profil est introuvable.',
  self: 'Vous ne pouvez pas calculer votre affinité avec vous-même.',
} as const;

/**
 * The caller's explained affinity with one person (their profile page), with the caller's own
 * favourite / dislike of that person. 404 for an unknown account or a professional (no answers).
 */
export async function pairWith(deps: MatchDeps, user: UserRow, targetId: number): Promise<PairScoreAnswerObject> {
  if (targetId === user.id) throw badRequest(PAIR_MESSAGES.self);
  const target = await deps.db.selectFrom('users').select(['id', 'type']).where('id', '=', targetId).executeTakeFirst();
  if (!target || !(target.type & 1)) throw new HttpError(404, PAIR_MESSAGES.notFound);
  const viewer = await viewerOf(deps, user.id);
  const [liked, disliked] = await Promise.all([likedUsers(deps.db, user.id, null, [targetId]), dislikedPeople(deps.db, user.id, null)]);
  return { GlobalScore: peerScorer(viewer)(deps.index.personOf(targetId)), IsFavorite: liked.has(targetId), IsDisliked: disliked.has(targetId) };
}

/** How many profiles match the caller's saved search (the 'Mon matching' badge). */
export async function countUsersForSavedSearch(deps: MatchDeps, user: UserRow): Promise<number> {
  const { db, index } = deps;
  if (user.search_id === null) return 0;
  const search = await db.selectFrom('searches').selectAll().where('id', '=', user.search_id).where('user_id', '=', user.id).executeTakeFirst();
  if (!search) return 0;
  const { criteria, empty } = await resolveCriteria(db, user.id, {}, { search });
  if (empty) return 0;
  await index.ready(db);
  return findPeople(index, criteria, user.id, await dislikedPeople(db, user.id, null), null, todayInFrance()).length;
}

interface HomeView {
  home: HomeRow;
  criteria: ResolvedCriteria;
  empty: boolean;
  roomCount: number;
}

async function homeView(deps: MatchDeps, user: UserRow, idParam: string, body: MatchCriteriaInput): Promise<HomeView> {
  const home = await homeForEditing(deps.db, user, idParam);
  const base = await homeBase(deps.db, home);
  // A professional's view has no saved search of its own: the home gives the defaults.
  const { criteria, empty } = await resolveCriteria(deps.db, user.id, { ...body, search_id: null }, { base, pro: true, search: null });
  return { home, criteria, empty, roomCount: base.rooms.length };
}

function findForHome(deps: MatchDeps, view: HomeView, callerId: number, disliked: ReadonlySet<number>): PersonEntry[] {
  // The home's occupants are never proposed to themselves.
  const found = findPeople(deps.index, view.criteria, callerId, disliked, view.roomCount, todayInFrance());
  return found.filter((entry) => entry.id !== view.home.user_id);
}

/** The people living in a home who are on the platform: its owner when the owner is a coloc user. */
export function homeContextOf(deps: MatchDeps, home: HomeRow): HomeContext {
  const owner = deps.index.people.get(home.user_id);
  return { traits: traitsOf(home), occupants: owner ? [owner.person] : [] };
}

export interface HomeUsersAnswer {
  Hits: MatchUserHitObject[];
  Count: number;
}

export async function matchHomeUsers(
  deps: MatchDeps,
  user: UserRow,
  idParam: string,
  body: MatchCriteriaInput,
  paging: Paging,
  sort: ProfileSortId = DEFAULT_PROFILE_SORT,
): Promise<HomeUsersAnswer> {
  const { offset, limit } = pageOf(paging);
  const view = await homeView(deps, user, idParam, body);
  if (view.home.step < 3) throw new HttpError(424, incompleteHomeError(view.home.step));
  if (view.empty) return { Hits: [], Count: 0 };
  await deps.index.ready(deps.db);
  const found = findForHome(deps, view, user.id, await dislikedPeople(deps.db, user.id, view.home.id));
  const context = homeContextOf(deps, view.home);
  const ids = rankPeople(found, sort, offset, limit, (entry) => homeScore(entry.person, context, 'pro', entry.search?.accessible ?? false));
  const hits = await buildUserHits(deps, user.id, ids, view.home.id, (person) =>
    homeScoreExplained(person, context, 'pro', deps.index.people.get(person.profile.userId)?.search?.accessible ?? false),
  );
  return { Hits: hits, Count: found.length };
}

/**
 * How many profiles match a professional's home (its defaults). A home under a mandate that is not
 * signed yet answers the no_mandate error of SPEC 8, whose third line is the count.
 */
export async function countForHome(deps: MatchDeps, user: UserRow, idParam: string): Promise<number> {
  const view = await homeView(deps, user, idParam, {});
  // SPEC 2.7 / 7: the badge counts what the page can show, and an incomplete advert shows none.
  if (view.home.step < 3) return 0;
  let count = 0;
  if (!view.empty) {
    await deps.index.ready(deps.db);
    count = findForHome(deps, view, user.id, await dislikedPeople(deps.db, user.id, view.home.id)).length;
  }
  if (view.home.offer === 'mandate' && view.home.mandate_status !== 'complete') throw noMandateError(count);
  return count;
}
