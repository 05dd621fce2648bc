/*
 * Affinity between two people, and the score of a home for a seeker.
 *
 * Pair score (Total on 0–200):
 *   1. For each section, every answer both people gave (and share) is compared (fields.ts); the
 *      section similarity S is 100 × Σ weight × similarity / Σ weight, null when nothing compares.
 *   2. Each person weighs the sections with their own importance (1 Pas important … 4 Essentiel):
 *      D(A) = Σ importance_A × S / Σ importance_A over the sections that compare (50 when none).
 *   3. Total = D(A) + D(B) − 20 per deal-breaker, within 0..200. The section similarities are
 *      symmetric, so Total(A, B) = Total(B, A): a match must suit both people.
 *
 * Home score for a seeker (0–200):
 *   occupants = the people living there who are on the platform (today: the owner when the owner
 *   is a coloc user, i.e. an owner-occupier or a seeker sharing their home; tenants come later);
 *   fit = the home's part (homeFit below), 0..1, 0.5 when nothing applies;
 *   with occupants: Total = 0.8 × mean(pair Totals with each occupant) + 0.2 × 200 × fit;
 *   without:        Total = 200 × (0.25 + 0.5 × fit): 25 % to 75 %, 50 % when nothing is known, so that a
 *                   home nobody lives in never outranks good flatmates on its features alone.
 */
import { STUDYING_WORK, MULTI_SPECS, PACE, PETS, POSITION, SINGLE_INDEX, SINGLE_SPECS, SMOKING, CHILDREN, compareSingle, popcount } from './fields';
import { WANTS_NO_CHILDREN, WANTS_NO_PETS, WANTS_NO_SMOKERS, type MatchProfile, type Person } from './profile';

/** 'peer': a seeker's own view. 'pro': a professional's view of profiles for a home (no sensitive answers). */
export type View = 'peer' | 'pro';

export const DEAL_BREAKER_PENALTY = 20;
/**
 * Fewer answers in common than this and there is no score (null, « Pas assez d'informations pour
 * calculer l'affinité »). With one or two answers, the one most people share (non-smoker, no
 * animal) would make the whole percentage: 100 % for two strangers who only said they do not
 * smoke, 25 % for a home nobody described. Five answers reach past the first questionnaire page
 * (tobacco, animals, children, meals, rhythm), so a number always rests on more than one topic.
 */
export const MIN_COMMON_ANSWERS = 5;
export const NEUTRAL_DIRECTION = 50;
export const OCCUPANTS_SHARE = 0.8;

export type DealBreakerCode =
  | 'smoking-other' | 'smoking-self' | 'pets-other' | 'pets-self' | 'children-other' | 'children-self' | 'pace' | 'tidy';

/** One answer both people gave, for the explanations. */
export interface FieldMatch {
  kind: 'single' | 'multi';
  /** Index in SINGLE_SPECS or MULTI_SPECS. */
  index: number;
  /** Option id (single) or bit set (multi) of each side. */
  a: number;
  b: number;
  similarity: number;
  /** similarity × field weight × mean importance of its section for both people. */
  strength: number;
}

export interface PairResult {
  /** Null when fewer than MIN_COMMON_ANSWERS answers compare. */
  total: number | null;
  /** How many answers both people gave and that were compared. */
  common: number;
  /** Section similarities 0–100 (lifestyle, personality, athome, employment), null when nothing compares. */
  sections: [number | null, number | null, number | null, number | null];
  dealBreakers: DealBreakerCode[];
  matches: FieldMatch[];
}

const sums = new Float64Array(4);
const weights = new Float64Array(4);
/** Answers compared by the last core() call (module state like sums: no allocation per candidate). */
let compared = 0;

/*
 * Lookup tables, built once: for each single answer the similarity of every pair of option ids
 * (ids are below 32), and for list answers sqrt(Dice) by (common count, summed counts). Scoring a
 * pair is then a few hundred array reads, without allocation: thousands of candidates per request.
 */
const SINGLE_COUNT = SINGLE_SPECS.length;
const MULTI_COUNT = MULTI_SPECS.length;
const SINGLE_TABLE = new Float64Array(SINGLE_COUNT * 1024);
for (let i = 0; i < SINGLE_COUNT; i += 1) {
  for (let a = 1; a < 32; a += 1) for (let b = 1; b < 32; b += 1) SINGLE_TABLE[i * 1024 + a * 32 + b] = compareSingle(SINGLE_SPECS[i]!.compare, a, b);
}
const DICE_TABLE = new Float64Array(32 * 64);
for (let c = 1; c < 32; c += 1) for (let n = 2; n < 64; n += 1) DICE_TABLE[c * 64 + n] = Math.sqrt(Math.min(1, (2 * c) / n));
const SINGLE_SECTION = Int8Array.from(SINGLE_SPECS, (spec) => spec.section);
const SINGLE_WEIGHT = Float64Array.from(SINGLE_SPECS, (spec) => spec.weight);
const SINGLE_SENSITIVE = Uint8Array.from(SINGLE_SPECS, (spec) => ('sensitive' in spec && spec.sensitive ? 1 : 0));
const MULTI_SECTION = Int8Array.from(MULTI_SPECS, (spec) => spec.section);
const MULTI_WEIGHT = Float64Array.from(MULTI_SPECS, (spec) => spec.weight);
const MULTI_SENSITIVE = Uint8Array.from(MULTI_SPECS, (spec) => ('sensitive' in spec && spec.sensitive ? 1 : 0));
const MULTI_NEUTRAL_BIT = Int32Array.from(MULTI_SPECS, (spec) => ('neutralId' in spec ? 1 << spec.neutralId : 0));
const MULTI_NEUTRAL = Float64Array.from(MULTI_SPECS, (spec) => ('neutral' in spec ? spec.neutral : 0.75));

function multiSimilarity(i: number, x: number, y: number): number {
  const neutral = MULTI_NEUTRAL_BIT[i]!;
  if (neutral !== 0 && (x & neutral || y & neutral)) return x === y ? 1 : MULTI_NEUTRAL[i]!;
  const common = popcount(x & y);
  return common === 0 ? 0 : DICE_TABLE[common * 64 + popcount(x) + popcount(y)]!;
}

const SMOKERS = (value: number) => value === SMOKING.smoker || value === SMOKING.vaper;
const PARENT = (value: number) => value === CHILDREN.fullTime || value === CHILDREN.shared || value === CHILDREN.weekends;
const I_SMOKING = SINGLE_INDEX.smoking;
const I_PETS = SINGLE_INDEX.pets;
const I_CHILDREN = SINGLE_INDEX.children;
const I_PACE = SINGLE_INDEX.pace_of_life;
const I_TIDY = SINGLE_INDEX.clean_and_tidy;

/**
 * Deal-breakers seen from A ('-other': B has what A refuses; '-self': A has what B refuses), as a
 * bit set of DEAL_BREAKER_CODES (no allocation: this runs for every candidate).
 */
function dealBreakerBits(a: Person, b: Person): number {
  const sa = a.profile.single;
  const sb = b.profile.single;
  let bits = 0;
  const smokeA = sa[I_SMOKING]!;
  const smokeB = sb[I_SMOKING]!;
  if ((smokeB === SMOKING.smoker && smokeA === SMOKING.nonSmoker) || (SMOKERS(smokeB) && a.wants & WANTS_NO_SMOKERS)) bits |= 1;
  if ((smokeA === SMOKING.smoker && smokeB === SMOKING.nonSmoker) || (SMOKERS(smokeA) && b.wants & WANTS_NO_SMOKERS)) bits |= 2;
  const petsA = sa[I_PETS]!;
  const petsB = sb[I_PETS]!;
  if (petsB === PETS.has && (petsA === PETS.none || a.wants & WANTS_NO_PETS)) bits |= 4;
  if (petsA === PETS.has && (petsB === PETS.none || b.wants & WANTS_NO_PETS)) bits |= 8;
  if (PARENT(sb[I_CHILDREN]!) && a.wants & WANTS_NO_CHILDREN) bits |= 16;
  if (PARENT(sa[I_CHILDREN]!) && b.wants & WANTS_NO_CHILDREN) bits |= 32;
  const paceA = sa[I_PACE]!;
  const paceB = sb[I_PACE]!;
  if ((paceA === PACE.early && paceB === PACE.late) || (paceA === PACE.late && paceB === PACE.early)) bits |= 64;
  const tidyA = sa[I_TIDY]!;
  const tidyB = sb[I_TIDY]!;
  if (tidyA > 0 && tidyB > 0 && Math.abs(tidyA - tidyB) >= 3) bits |= 128;
  return bits;
}

export const DEAL_BREAKER_CODES: readonly DealBreakerCode[] = [
  'smoking-other', 'smoking-self', 'pets-other', 'pets-self', 'children-other', 'children-self', 'pace', 'tidy',
];

export function dealBreakers(a: Person, b: Person): DealBreakerCode[] {
  const bits = dealBreakerBits(a, b);
  return DEAL_BREAKER_CODES.filter((_, i) => bits & (1 << i));
}

function direction(importance: readonly number[]): number {
  let total = 0;
  let weight = 0;
  for (let s = 0; s < 4; s += 1) {
    const w = weights[s]!;
    if (w > 0) {
      const importanceWeight = importance[s]!;
      total += importanceWeight * ((100 * sums[s]!) / w);
      weight += importanceWeight;
    }
  }
  return weight > 0 ? total / weight : NEUTRAL_DIRECTION;
}

function core(a: Person, b: Person, view: View, matches: FieldMatch[] | null): number {
  sums.fill(0);
  weights.fill(0);
  compared = 0;
  const pa = a.profile;
  const pb = b.profile;
  const ia = pa.importance;
  const ib = pb.importance;
  const pro = view === 'pro';
  const sa = pa.single;
  const sb = pb.single;
  for (let i = 0; i < SINGLE_COUNT; i += 1) {
    const x = sa[i]!;
    const y = sb[i]!;
    if (x === 0 || y === 0 || (pro && SINGLE_SENSITIVE[i] === 1)) continue;
    const similarity = SINGLE_TABLE[i * 1024 + x * 32 + y]!;
    compared += 1;
    const section = SINGLE_SECTION[i]!;
    const weight = SINGLE_WEIGHT[i]!;
    sums[section] = sums[section]! + weight * similarity;
    weights[section] = weights[section]! + weight;
    if (matches) {
      const strength = (similarity * weight * (ia[section]! + ib[section]!)) / 2;
      matches.push({ kind: 'single', index: i, a: x, b: y, similarity, strength });
    }
  }
  const ma = pa.multi;
  const mb = pb.multi;
  for (let i = 0; i < MULTI_COUNT; i += 1) {
    const x = ma[i]!;
    const y = mb[i]!;
    if (x === 0 || y === 0 || (pro && MULTI_SENSITIVE[i] === 1)) continue;
    const similarity = multiSimilarity(i, x, y);
    compared += 1;
    const section = MULTI_SECTION[i]!;
    const weight = MULTI_WEIGHT[i]!;
    sums[section] = sums[section]! + weight * similarity;
    weights[section] = weights[section]! + weight;
    if (matches) {
      const strength = (similarity * weight * (ia[section]! + ib[section]!)) / 2;
      matches.push({ kind: 'multi', index: i, a: x, b: y, similarity, strength });
    }
  }
  return direction(ia) + direction(ib);
}

function clampTotal(value: number): number {
  return Math.round(Math.max(0, Math.min(200, value)));
}

function bitCount(bits: number): number {
  return popcount(bits);
}

/** Total only (the hot path of score sorts): same value as pairDetail(...).total, null without enough in common. */
export function pairScore(a: Person, b: Person, view: View): number | null {
  const raw = core(a, b, view, null);
  if (compared < MIN_COMMON_ANSWERS) return null;
  return clampTotal(raw - DEAL_BREAKER_PENALTY * bitCount(dealBreakerBits(a, b)));
}

/**
 * pairScore as a plain number, 0 when there is not enough in common, for callers that compare a
 * score with a threshold (a pair nobody can score never passes one).
 */
export function pairTotal(a: Person, b: Person, view: View): number {
  return pairScore(a, b, view) ?? 0;
}

export function pairDetail(a: Person, b: Person, view: View): PairResult {
  const matches: FieldMatch[] = [];
  const raw = core(a, b, view, matches);
  const common = compared;
  const sections = Array.from(weights, (w, s) => (w > 0 ? Math.round((100 * sums[s]!) / w) : null)) as PairResult['sections'];
  const codes = dealBreakers(a, b);
  const total = common < MIN_COMMON_ANSWERS ? null : clampTotal(raw - DEAL_BREAKER_PENALTY * codes.length);
  return { total, common, sections, dealBreakers: codes, matches };
}

/** What a home offers beyond its occupants. */
export interface HomeTraits {
  /** Eco-living practices of the home (ecoloc bit set). */
  ecoloc: number;
  /** Services expected in exchange for housing (service_list bit set). */
  services: number;
  payByService: boolean;
  furnished: boolean;
  handicapFriendly: boolean;
}

export type FitCode = 'services' | 'services-list' | 'ecoloc' | 'furnished' | 'accessible';

export interface FitPart {
  code: FitCode;
  weight: number;
  similarity: number;
  /** Shared option ids (bit set) for the list parts. */
  common: number;
}

const ECOLOC_INDEX = MULTI_SPECS.findIndex((spec) => spec.field === 'ecoloc');

/**
 * The home's part of its score for a seeker, 0..1 (null when nothing applies):
 * - housing against services: a seeker looking for it (position 4) scores 1 on such a home and
 *   0.1 elsewhere (weight 2); when both list services, their overlap (weight 1);
 * - eco-living: the seeker's practices against the home's (weight 1.5; 0.2 if the home lists none);
 * - furnished: for students, interns and apprentices (weight 1: 1 furnished, 0.4 otherwise);
 * - accessible: when the criteria ask for it (weight 1).
 */
export function homeFit(seeker: MatchProfile, home: HomeTraits, wantsAccessible: boolean): { fit: number | null; parts: FitPart[] } {
  const parts: FitPart[] = [];
  if (seeker.position === POSITION.seeksServices) {
    parts.push({ code: 'services', weight: 2, similarity: home.payByService ? 1 : 0.1, common: 0 });
    if (home.payByService && home.services !== 0 && seeker.services !== 0) {
      const common = home.services & seeker.services;
      parts.push({ code: 'services-list', weight: 1, similarity: common ? Math.sqrt((2 * popcount(common)) / (popcount(home.services) + popcount(seeker.services))) : 0, common });
    }
  }
  const ecoloc = seeker.multi[ECOLOC_INDEX]!;
  if (ecoloc !== 0) {
    const common = ecoloc & home.ecoloc;
    const similarity = home.ecoloc === 0 ? 0.2 : common ? Math.sqrt((2 * popcount(common)) / (popcount(ecoloc) + popcount(home.ecoloc))) : 0;
    parts.push({ code: 'ecoloc', weight: 1.5, similarity, common });
  }
  const work = seeker.single[SINGLE_INDEX.work]!;
  if ((STUDYING_WORK as readonly number[]).includes(work)) {
    parts.push({ code: 'furnished', weight: 1, similarity: home.furnished ? 1 : 0.4, common: 0 });
  }
  if (wantsAccessible) parts.push({ code: 'accessible', weight: 1, similarity: home.handicapFriendly ? 1 : 0, common: 0 });
  if (parts.length === 0) return { fit: null, parts };
  let total = 0;
  let weight = 0;
  for (const part of parts) {
    total += part.weight * part.similarity;
    weight += part.weight;
  }
  return { fit: total / weight, parts };
}

/**
 * The home's affinity for a seeker: its occupants' affinity (those with enough answers in common)
 * for 80 %, the home's features for 20 %. Null when no occupant can be scored: the affinity is
 * about living together, and features alone (or nothing, the old 25 % to 75 %) would be a number
 * about nobody.
 */
export function homeScoreOf(occupantTotals: readonly (number | null)[], fit: number | null): number | null {
  const known = occupantTotals.filter((value): value is number => value !== null);
  if (known.length === 0) return null;
  return homeTotal(known, fit);
}

export function homeTotal(occupantTotals: readonly number[], fit: number | null): number {
  const fitTotal = 200 * (fit ?? 0.5);
  if (occupantTotals.length === 0) return clampTotal(200 * (0.25 + 0.5 * (fit ?? 0.5)));
  const mean = occupantTotals.reduce((sum, value) => sum + value, 0) / occupantTotals.length;
  return clampTotal(OCCUPANTS_SHARE * mean + (1 - OCCUPANTS_SHARE) * fitTotal);
}
