/*
 * The criteria of one match call: the body first, then the saved search it names (search_id), then
 * (for a professional's home) the home itself, then the defaults of SPEC 9.
 */
import type { Db } from '../../db';
import { toBool } from '../../db';
import type { HomeRow, RoomRow, SearchRow } from '../../db/types';
import { badRequest, forbidden, HttpError } from '../../lib/errors';
import { isOptionId } from '../options';
import { ANSWER_LABELS } from '../profiles';
import { invalidChoice } from '../profiles';
import { SEARCH_DEFAULTS, SEARCH_FLAGS, SITUATIONS, type Situation } from '@coloc/contract/searches/limits';
import { resolveCitySearches, SEARCH_MESSAGES } from '../searches';
import { circle, type Circle } from './engine/geo';
import { FILTER_KEYS, type FilterKey, type MatchCriteriaInput } from './schemas';

export const MATCH_MESSAGES = {
  budgetOrder: SEARCH_MESSAGES.budgetOrder,
  ageOrder: SEARCH_MESSAGES.ageOrder,
  gender: SEARCH_MESSAGES.gender,
  searchNotFound: 'Cette recherche est introuvable.',
  proFilter: "La religion et l'alimentation ne peuvent pas servir de critères pour choisir un locataire.",
  sensitiveFilter:
    "La religion et l'alimentation ne peuvent servir de filtres qu'après votre accord, dans vos paramètres (« Religion et alimentation »).",
  pagingOrder: 'La fin de la page (to) doit être supérieure ou égale à son début (from).',
} as const;

export type Flag = (typeof SEARCH_FLAGS)[number];

export interface ResolvedCriteria {
  circles: Circle[];
  radiusKm: number;
  bedroomCount: number;
  budgetMin: number;
  budgetMax: number;
  ageMin: number;
  ageMax: number;
  /** Profile situation option ids (1 single, 2 couple, 3 family, 4 group); empty: any. */
  situations: number[];
  gender: number | null;
  flags: Record<Flag, boolean | null>;
  filters: Partial<Record<FilterKey, number[]>>;
}

/** Situation names of searches and the option ids of the profile answer, in the same order. */
export const SITUATION_IDS: Record<Situation, number> = { single: 1, couple: 2, family: 3, group: 4 };

export interface CitySource {
  id: number;
  lat: number;
  lng: number;
}

/** Defaults a caller can put between the saved search and SPEC 9 (a professional's home). */
export interface CriteriaBase {
  cities?: CitySource[];
  budgetMin?: number;
  budgetMax?: number;
  bedroomCount?: number;
}

export interface ResolvedCall {
  criteria: ResolvedCriteria;
  search: SearchRow | null;
  /** A saved search without cities and no cities in the body: answer nothing, query nothing (SPEC 5). */
  empty: boolean;
}

/** Stored city_searches JSON of a search: its cities with the coordinates the server wrote. */
export function storedCities(text: string): CitySource[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      const g = (entry as { geoname?: { id?: unknown; lat?: unknown; lng?: unknown } } | null)?.geoname;
      return g && Number.isInteger(g.id) && typeof g.lat === 'number' && typeof g.lng === 'number' ? [{ id: g.id as number, lat: g.lat, lng: g.lng }] : [];
    });
  } catch {
    return [];
  }
}

function triState(value: number | null | undefined): boolean | null {
  return value === null || value === undefined ? null : toBool(value);
}

function situationsOf(list: readonly string[] | undefined, single: string | null | undefined): number[] {
  const names = new Set<string>([...(list ?? []), ...(single ? [single] : [])]);
  return SITUATIONS.filter((s) => names.has(s)).map((s) => SITUATION_IDS[s]);
}

function parseSituations(text: string | null | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the person consented to religion and diet being used in matching (profiles.sensitive_consent_at). */
export async function hasSensitiveConsent(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('profiles').select('sensitive_consent_at').where('user_id', '=', userId).executeTakeFirst();
  return Boolean(row?.sensitive_consent_at);
}

/** The caller's saved search named by search_id: 404 when it does not exist, 403 when it is someone else's. */
export async function ownSearch(db: Db, userId: number, searchId: number): Promise<SearchRow> {
  const row = await db.selectFrom('searches').selectAll().where('id', '=', searchId).executeTakeFirst();
  if (!row) throw new HttpError(404, MATCH_MESSAGES.searchNotFound);
  if (row.user_id !== userId) throw forbidden();
  return row;
}

export function checkFilters(filters: MatchCriteriaInput['filters'], pro: boolean): Partial<Record<FilterKey, number[]>> {
  const checked: Partial<Record<FilterKey, number[]>> = {};
  for (const key of FILTER_KEYS) {
    const ids = filters?.[key];
    if (!ids || ids.length === 0) continue;
    if (pro && (key === 'religious' || key === 'dietaries')) throw badRequest(MATCH_MESSAGES.proFilter);
    if (ids.some((id) => !isOptionId(key, id))) throw badRequest(invalidChoice(ANSWER_LABELS[key]));
    checked[key] = [...new Set(ids)];
  }
  return checked;
}

/**
 * Criteria of a call. `search` is the caller's saved search named by the body (checked here);
 * `base` the defaults between it and SPEC 9. Throws French 400s for impossible criteria.
 */
export async function resolveCriteria(
  db: Db,
  userId: number,
  body: MatchCriteriaInput,
  options: { base?: CriteriaBase; pro?: boolean; search?: SearchRow | null } = {},
): Promise<ResolvedCall> {
  const search = options.search !== undefined ? options.search : body.search_id ? await ownSearch(db, userId, body.search_id) : null;
  const base = options.base ?? {};

  let cities: CitySource[];
  if (body.city_searches !== undefined) {
    cities = (await resolveCitySearches(db, body.city_searches)).map((entry) => ({ id: entry.geoname.id, lat: entry.geoname.lat, lng: entry.geoname.lng }));
  } else if (search) {
    cities = storedCities(search.city_searches);
  } else {
    cities = base.cities ?? [];
  }

  const radiusKm = body.radius ?? search?.radius ?? SEARCH_DEFAULTS.radius;
  const budgetMin = body.budget_per_room_min ?? search?.per_room_budget_min ?? base.budgetMin ?? SEARCH_DEFAULTS.per_room_budget_min;
  const budgetMax = body.budget_per_room_max ?? search?.per_room_budget_max ?? base.budgetMax ?? SEARCH_DEFAULTS.per_room_budget_max;
  if (budgetMin > budgetMax) throw badRequest(MATCH_MESSAGES.budgetOrder);
  const ageMin = body.age_min ?? search?.age_min ?? SEARCH_DEFAULTS.age_min;
  const ageMax = body.age_max ?? search?.age_max ?? SEARCH_DEFAULTS.age_max;
  if (ageMin > ageMax) throw badRequest(MATCH_MESSAGES.ageOrder);

  const gender = body.gender !== undefined ? body.gender : (search?.gender ?? null);
  if (gender !== null && !isOptionId('gender', gender)) throw badRequest(MATCH_MESSAGES.gender);

  const situations =
    body.situations !== undefined || body.situation !== undefined
      ? situationsOf(body.situations, body.situation)
      : search
        ? situationsOf(parseSituations(search.situations), search.situation)
        : [];

  const flags = {} as Record<Flag, boolean | null>;
  for (const flag of SEARCH_FLAGS) {
    const value = body[flag];
    flags[flag] = value !== undefined ? value : triState(search?.[flag]);
  }

  const filters = checkFilters(body.filters, options.pro ?? false);
  if (!options.pro && (filters.religious || filters.dietaries) && !(await hasSensitiveConsent(db, userId))) {
    // Never a filter on others' religion or diet for someone who keeps their own out of matching.
    throw badRequest(MATCH_MESSAGES.sensitiveFilter);
  }
  const criteria: ResolvedCriteria = {
    circles: cities.map((city) => circle(city, radiusKm)),
    radiusKm,
    bedroomCount: body.bedroom_count ?? search?.bedroom_count ?? base.bedroomCount ?? SEARCH_DEFAULTS.bedroom_count,
    budgetMin,
    budgetMax,
    ageMin,
    ageMax,
    situations,
    gender,
    flags,
    filters,
  };
  const empty = criteria.circles.length === 0;
  return { criteria, search, empty };
}

/** The columns of a saved search that make its criteria (what the match index keeps of it). */
export type SearchCriteriaRow = Pick<
  SearchRow,
  'radius' | 'bedroom_count' | 'per_room_budget_min' | 'per_room_budget_max' | 'age_min' | 'age_max' | 'situation' | 'situations' | 'gender' | Flag
>;

/**
 * The criteria of a saved search alone: what resolveCriteria answers for a call with an empty
 * body naming that search, without the database (the cities come already parsed). The alerts'
 * fan-out reads it from the match index for thousands of seekers per new home.
 */
export function searchCriteria(search: SearchCriteriaRow, cities: readonly CitySource[]): ResolvedCriteria {
  const flags = {} as Record<Flag, boolean | null>;
  for (const flag of SEARCH_FLAGS) flags[flag] = triState(search[flag]);
  const radiusKm = search.radius ?? SEARCH_DEFAULTS.radius;
  return {
    circles: cities.map((city) => circle(city, radiusKm)),
    radiusKm,
    bedroomCount: search.bedroom_count ?? SEARCH_DEFAULTS.bedroom_count,
    budgetMin: search.per_room_budget_min ?? SEARCH_DEFAULTS.per_room_budget_min,
    budgetMax: search.per_room_budget_max ?? SEARCH_DEFAULTS.per_room_budget_max,
    ageMin: search.age_min ?? SEARCH_DEFAULTS.age_min,
    ageMax: search.age_max ?? SEARCH_DEFAULTS.age_max,
    situations: situationsOf(parseSituations(search.situations), search.situation),
    gender: search.gender ?? null,
    flags,
    filters: {},
  };
}

/** What a professional's home brings as defaults: its place, the price range of its rooms, their number. */
export async function homeBase(db: Db, home: HomeRow): Promise<CriteriaBase & { rooms: RoomRow[] }> {
  const rooms = await db.selectFrom('rooms').selectAll().where('home_id', '=', home.id).execute();
  const prices = rooms.filter((room) => room.rent !== null).map((room) => (room.rent ?? 0) + (room.charges ?? 0));
  let cities: CitySource[] = [];
  if (home.lat !== null && home.lng !== null) cities = [{ id: home.city_id ?? 0, lat: home.lat, lng: home.lng }];
  return {
    rooms,
    cities,
    ...(prices.length > 0 ? { budgetMin: Math.min(...prices), budgetMax: Math.max(...prices) } : {}),
    bedroomCount: Math.max(1, rooms.length),
  };
}
