/*
 * What the match index keeps of each person and home, and the hard filters of the criteria on
 * them (pure functions: the same rules whatever the database).
 *
 * Filter rules:
 * - place: a person is where their current search looks (each city) and where their home is; a
 *   home is at its coordinates; inside a circle of `radius` km around one of the searched cities;
 * - people: age from the birth date, situation(s), gender, children, pets, smoking, eco-living
 *   (has some practices), housing against services (position 4 or 5), has a home, per-room budget
 *   ranges overlapping; a private or missing answer never passes a filter on it (matching never
 *   uses what someone keeps to themselves, even to exclude them);
 * - homes: published, at least `bedroom_count` rooms with a rent whose rent + charges is within the
 *   budget (and a private bathroom / toilets when asked), accessible, against services, eco-living
 *   (the home lists practices); the criteria about people apply to the people living there (a coloc
 *   owner); homes without known occupants pass them.
 */
import type { ResolvedCriteria } from '../criteria';
import type { FilterKey } from '../schemas';
import { CHILDREN, PETS, POSITION, SMOKING, toMask } from './fields';
import { inCircle } from './geo';
import { copyPerson, type Person } from './profile';
import type { HomeTraits } from './score';

/** Every questionnaire answer usable as a filter (SPEC 3 filter keys), single and lists. */
export const FILTER_SINGLE = [
  'position', 'situation', 'gender', 'children', 'pets', 'smoking', 'religious', 'meals', 'pace_of_life', 'outings_at_week',
  'appearance', 'time_at_home', 'clean_and_tidy', 'cooking', 'bathing', 'tinkering', 'gardening', 'watching_tv', 'work',
  'education', 'business_area',
] as const;
export const FILTER_MULTI = [
  'pet_list', 'dietaries', 'activities_we', 'sports', 'arts', 'hobby', 'thinking_about', 'character', 'decorating', 'service_list', 'ecoloc',
] as const;
const SINGLE_AT = new Map<string, number>(FILTER_SINGLE.map((field, i) => [field, i]));
const MULTI_AT = new Map<string, number>(FILTER_MULTI.map((field, i) => [field, i]));

export interface PersonEntry {
  id: number;
  /** Scratch mark of the last query that visited this entry (dedupes entries found in several cells). */
  stamp: number;
  /** A finished seeker: the only people matching lists show. */
  matchable: boolean;
  createdAt: string;
  person: Person;
  /** FILTER_SINGLE answers, 0 when unknown or private. */
  answers: Int8Array;
  /** FILTER_MULTI bit sets, 0 when empty or private. */
  lists: Int32Array;
  /** The birth date when shared, else null. */
  birthDate: string | null;
  search: {
    budgetMin: number;
    budgetMax: number;
    bedroomCount: number;
    accessible: boolean;
    radiusKm: number;
    /** How many numbers of `points` (lat, lng pairs) are the searched cities. */
    searchPoints: number;
    /** The whole search as a match call with an empty body sees it (criteria.ts searchCriteria). */
    criteria: ResolvedCriteria;
  } | null;
  /** lat, lng pairs: the cities of the current search, then the person's homes. */
  points: number[];
  hasHome: boolean;
}

/** A copy owning fresh arrays and objects (see MatchIndex.repack); the criteria are never mutated, so shared. */
export function copyPersonEntry(entry: PersonEntry): PersonEntry {
  return {
    ...entry,
    stamp: 0,
    person: copyPerson(entry.person),
    answers: entry.answers.slice(),
    lists: entry.lists.slice(),
    search: entry.search ? { ...entry.search } : null,
    points: entry.points.slice(),
  };
}

export interface RoomEntry {
  /** rent + charges, null without a rent. */
  price: number | null;
  privateBathroom: boolean;
  privateToilets: boolean;
  /** YYYY-MM-DD, null: free now. */
  availableFrom: string | null;
}

export interface HomeEntry {
  id: number;
  /** Scratch mark of the last query that visited this entry. */
  stamp: number;
  ownerId: number;
  lat: number;
  lng: number;
  createdAt: string;
  rooms: RoomEntry[];
  traits: HomeTraits;
}

/** The answers a person shares, for filters (private ones blanked, as in compactProfile). */
export function filterAnswers(
  row: Record<string, unknown>,
  hidden: ReadonlySet<string>,
): { answers: Int8Array; lists: Int32Array } {
  const answers = new Int8Array(FILTER_SINGLE.length);
  FILTER_SINGLE.forEach((field, i) => {
    const value = row[field];
    if (!hidden.has(field) && typeof value === 'number' && value > 0 && value < 128) answers[i] = value;
  });
  const lists = new Int32Array(FILTER_MULTI.length);
  FILTER_MULTI.forEach((field, i) => {
    if (hidden.has(field)) return;
    const value = row[field];
    let ids: unknown = [];
    try {
      ids = typeof value === 'string' ? JSON.parse(value) : [];
    } catch {
      ids = [];
    }
    lists[i] = Array.isArray(ids) ? toMask(ids.filter((id): id is number => Number.isInteger(id))) : 0;
  });
  return { answers, lists };
}

export function answerOf(entry: PersonEntry, field: (typeof FILTER_SINGLE)[number]): number {
  return entry.answers[SINGLE_AT.get(field)!]!;
}

export function listOf(entry: PersonEntry, field: (typeof FILTER_MULTI)[number]): number {
  return entry.lists[MULTI_AT.get(field)!]!;
}

/** "YYYY-MM-DD" minus whole years (29 February falls back to the 28th). */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const dd = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

export function ageFiltered(criteria: ResolvedCriteria): boolean {
  return criteria.ageMin > 0 || criteria.ageMax < 120;
}

/** Criteria compiled once per request: bit sets and date bounds instead of lists. */
export interface PersonFilter {
  /** Born on or before (age ≥ min) and strictly after (age ≤ max), or null without an age range. */
  born: { latest: string; earliest: string } | null;
  situations: number;
  gender: number | null;
  children: boolean | null;
  pets: boolean | null;
  smoking: boolean | null;
  ecoloc: boolean | null;
  payByService: boolean | null;
  single: Array<{ index: number; mask: number }>;
  multi: Array<{ index: number; mask: number }>;
}

/** `flags` lets homes drop the criteria that describe the home rather than its occupants. */
export function personFilter(criteria: ResolvedCriteria, today: string, flags: Partial<ResolvedCriteria['flags']> = criteria.flags, filters = criteria.filters): PersonFilter {
  const single: PersonFilter['single'] = [];
  const multi: PersonFilter['multi'] = [];
  for (const [key, ids] of Object.entries(filters) as Array<[FilterKey, number[]]>) {
    const mask = toMask(ids);
    if (SINGLE_AT.has(key)) single.push({ index: SINGLE_AT.get(key)!, mask });
    else if (MULTI_AT.has(key)) multi.push({ index: MULTI_AT.get(key)!, mask });
  }
  return {
    born: ageFiltered(criteria) ? { latest: yearsBefore(today, criteria.ageMin), earliest: yearsBefore(today, criteria.ageMax + 1) } : null,
    situations: criteria.situations.length > 0 && criteria.situations.length < 4 ? toMask(criteria.situations) : 0,
    gender: criteria.gender,
    children: flags.children ?? null,
    pets: flags.pets ?? null,
    smoking: flags.smoking ?? null,
    ecoloc: flags.ecoloc ?? null,
    payByService: flags.pay_by_service ?? null,
    single,
    multi,
  };
}

const S_POSITION = SINGLE_AT.get('position')!;
const S_SITUATION = SINGLE_AT.get('situation')!;
const S_GENDER = SINGLE_AT.get('gender')!;
const S_CHILDREN = SINGLE_AT.get('children')!;
const S_PETS = SINGLE_AT.get('pets')!;
const S_SMOKING = SINGLE_AT.get('smoking')!;
const M_ECOLOC = MULTI_AT.get('ecoloc')!;

export function personPasses(entry: PersonEntry, filter: PersonFilter): boolean {
  const a = entry.answers;
  if (filter.born) {
    const birth = entry.birthDate;
    if (birth === null || birth > filter.born.latest || birth <= filter.born.earliest) return false;
  }
  if (filter.situations !== 0 && !(filter.situations & (1 << a[S_SITUATION]!))) return false;
  if (filter.gender !== null && a[S_GENDER] !== filter.gender) return false;
  if (filter.children !== null) {
    const children = a[S_CHILDREN]!;
    if (children === 0 || (filter.children ? children === CHILDREN.none : children !== CHILDREN.none)) return false;
  }
  if (filter.pets !== null) {
    const pets = a[S_PETS]!;
    if (pets === 0 || (filter.pets ? pets !== PETS.has : pets === PETS.has)) return false;
  }
  if (filter.smoking !== null) {
    const smoking = a[S_SMOKING]!;
    if (smoking === 0 || (filter.smoking ? smoking === SMOKING.nonSmoker : smoking !== SMOKING.nonSmoker)) return false;
  }
  if (filter.ecoloc !== null && (entry.lists[M_ECOLOC] !== 0) !== filter.ecoloc) return false;
  if (filter.payByService !== null) {
    const position = a[S_POSITION]!;
    const services = position === POSITION.seeksServices || position === POSITION.offersServices;
    if (services !== filter.payByService) return false;
  }
  for (const { index, mask } of filter.single) if (!(mask & (1 << a[index]!)) || a[index] === 0) return false;
  for (const { index, mask } of filter.multi) if (!(mask & entry.lists[index]!)) return false;
  return true;
}

/** The person is somewhere inside one of the circles. */
export function personInCircles(entry: PersonEntry, criteria: ResolvedCriteria): boolean {
  const p = entry.points;
  for (const c of criteria.circles) for (let i = 0; i + 1 < p.length; i += 2) if (inCircle(c, p[i]!, p[i + 1]!)) return true;
  return false;
}

export function budgetNarrowed(criteria: ResolvedCriteria): boolean {
  return criteria.budgetMin > 0 || criteria.budgetMax < 1500;
}

/** What lists of people check beyond personPasses: budget ranges overlapping, rooms, has a home. */
export function seekerPasses(entry: PersonEntry, criteria: ResolvedCriteria, roomCount: number | null): boolean {
  if (budgetNarrowed(criteria)) {
    const search = entry.search;
    if (!search || search.budgetMin > criteria.budgetMax || search.budgetMax < criteria.budgetMin) return false;
  }
  if (roomCount !== null && (entry.search?.bedroomCount ?? 1) > Math.max(roomCount, 1)) return false;
  const hasHome = criteria.flags.has_home;
  if (hasHome !== null && entry.hasHome !== hasHome) return false;
  return true;
}

export function roomFits(room: RoomEntry, criteria: ResolvedCriteria): boolean {
  if (room.price === null || room.price < criteria.budgetMin || room.price > criteria.budgetMax) return false;
  // "No" to a private bathroom means "not needed", never "must share".
  if (criteria.flags.private_bathroom && !room.privateBathroom) return false;
  if (criteria.flags.private_toilets && !room.privateToilets) return false;
  return true;
}

/** What a home shows in a list: the cheapest fitting room and the soonest free one. */
export interface HomeFit {
  priceMin: number;
  /** '0000-00-00' when a fitting room is free now (sorts first). */
  availableMin: string;
}

/** The home's own criteria (rooms, accessible, services, eco-living, home lists), null when it fails. */
export function homePasses(home: HomeEntry, criteria: ResolvedCriteria, homeLists: { ecoloc: number; services: number }): HomeFit | null {
  const { handicap_friendly, pay_by_service, ecoloc } = criteria.flags;
  const traits = home.traits;
  if (handicap_friendly !== null && traits.handicapFriendly !== handicap_friendly) return null;
  if (pay_by_service !== null && traits.payByService !== pay_by_service) return null;
  if (ecoloc !== null && (traits.ecoloc !== 0) !== ecoloc) return null;
  if (homeLists.ecoloc !== 0 && !(homeLists.ecoloc & traits.ecoloc)) return null;
  if (homeLists.services !== 0 && !(homeLists.services & traits.services)) return null;
  let count = 0;
  let priceMin = Infinity;
  let availableMin = '9999-99-99';
  for (const room of home.rooms) {
    if (!roomFits(room, criteria)) continue;
    count += 1;
    if (room.price! < priceMin) priceMin = room.price!;
    const available = room.availableFrom ?? '0000-00-00';
    if (available < availableMin) availableMin = available;
  }
  if (count < criteria.bedroomCount) return null;
  return { priceMin, availableMin };
}

export function homeInCircles(home: HomeEntry, criteria: ResolvedCriteria): boolean {
  for (const c of criteria.circles) if (inCircle(c, home.lat, home.lng)) return true;
  return false;
}

