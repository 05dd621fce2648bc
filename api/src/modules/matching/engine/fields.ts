/*
 * How each questionnaire answer takes part in the affinity score: its section (the one whose
 * importance the user chose), its weight inside the section and how two answers compare.
 *
 * Kinds of comparison:
 * - ordinal: options are naturally ordered (1 - distance / span);
 * - matrix: a hand-written compatibility table (tobacco, animals, children, rhythm);
 * - same: 1 when equal, `other` otherwise (style, religion, sector);
 * - levels: ordinal over coarser levels (time at home: rarely < evenings or week-ends < often <
 *   full-time telework), equal answers 1;
 * - groups: 1 when equal, 0.8 in the same group (studying, working, between jobs), 0.4 otherwise;
 * - multi: overlap of two lists, sqrt of the Dice coefficient (2|A∩B| / (|A| + |B|)), so that one
 *   or two things in common already count.
 *
 * Gender, situation and position are never scored: they are criteria (filters) or describe the
 * project, not the way of living together.
 */
import type { ImportanceSection } from '../../profiles';

export type SectionIndex = 0 | 1 | 2 | 3;
export const SECTIONS: readonly ImportanceSection[] = ['lifestyle', 'personality', 'athome', 'employment'];

export type SingleKind =
  | { kind: 'ordinal'; span: number }
  | { kind: 'matrix'; table: readonly (readonly number[])[] }
  | { kind: 'same'; other: number }
  | { kind: 'levels'; levels: Readonly<Record<number, number>>; span: number }
  | { kind: 'groups'; groups: Readonly<Record<number, number>> };

export interface SingleSpec {
  field: ScoredSingleField;
  section: SectionIndex;
  weight: number;
  compare: SingleKind;
  /** Never used in a professional's view of profiles for a home (religion, health-like answers). */
  sensitive?: boolean;
}

export interface MultiSpec {
  field: ScoredMultiField;
  section: SectionIndex;
  weight: number;
  /** An answer that means "anything suits me": any list holding it compares at `neutral`. */
  neutralId?: number;
  neutral?: number;
  /** An answer that says "none of these" rather than an interest (e.g. "Aucun sport"). */
  noneId?: number;
  sensitive?: boolean;
}

/** Non-smoker, outside only, smoker, vaper. */
export const SMOKING = { nonSmoker: 1, outsideOnly: 2, smoker: 3, vaper: 4 } as const;
/** No animal (and none wanted), animals, no animal but others' are welcome. */
export const PETS = { none: 1, has: 2, accepts: 3 } as const;
/** No child, full-time, shared custody, week-ends and holidays, expected. */
export const CHILDREN = { none: 1, fullTime: 2, shared: 3, weekends: 4, expected: 5 } as const;
export const PACE = { early: 1, late: 2, regular: 3, shifted: 4, variable: 5 } as const;
export const POSITION = { seeksRoom: 1, offersRoom: 2, seeksFlatmates: 3, seeksServices: 4, offersServices: 5 } as const;
/** work: students, interns and apprentices. */
export const STUDYING_WORK = [1, 2, 3] as const;

const SMOKING_TABLE = [
  [1, 0.6, 0, 0.3],
  [0.6, 1, 0.8, 0.7],
  [0, 0.8, 1, 0.7],
  [0.3, 0.7, 0.7, 1],
];
const PETS_TABLE = [
  [1, 0, 1],
  [0, 0.9, 1],
  [1, 1, 1],
];
const CHILDREN_TABLE = [
  [1, 0.4, 0.5, 0.6, 0.5],
  [0.4, 1, 0.8, 0.7, 0.8],
  [0.5, 0.8, 1, 0.8, 0.7],
  [0.6, 0.7, 0.8, 1, 0.7],
  [0.5, 0.8, 0.7, 0.7, 1],
];
const PACE_TABLE = [
  [1, 0.1, 0.8, 0.2, 0.5],
  [0.1, 1, 0.5, 0.6, 0.6],
  [0.8, 0.5, 1, 0.3, 0.5],
  [0.2, 0.6, 0.3, 1, 0.6],
  [0.5, 0.6, 0.5, 0.6, 1],
];

/** Order matters: it is the index of the answer in MatchProfile.single. */
export const SINGLE_SPECS = [
  { field: 'smoking', section: 0, weight: 3, compare: { kind: 'matrix', table: SMOKING_TABLE } },
  { field: 'pets', section: 0, weight: 2, compare: { kind: 'matrix', table: PETS_TABLE } },
  { field: 'children', section: 0, weight: 1, compare: { kind: 'matrix', table: CHILDREN_TABLE } },
  { field: 'custody_schedule', section: 0, weight: 1, compare: { kind: 'same', other: 0.6 } },
  { field: 'meals', section: 0, weight: 2, compare: { kind: 'ordinal', span: 3 } },
  { field: 'pace_of_life', section: 0, weight: 2, compare: { kind: 'matrix', table: PACE_TABLE } },
  { field: 'outings_at_week', section: 0, weight: 1, compare: { kind: 'ordinal', span: 3 } },
  { field: 'religious', section: 0, weight: 0.5, compare: { kind: 'same', other: 0.5 }, sensitive: true },
  { field: 'appearance', section: 1, weight: 0.5, compare: { kind: 'same', other: 0.5 } },
  { field: 'time_at_home', section: 2, weight: 1, compare: { kind: 'levels', levels: { 1: 0, 2: 1, 3: 1, 4: 2, 5: 2, 6: 3 }, span: 3 } },
  { field: 'clean_and_tidy', section: 2, weight: 3, compare: { kind: 'ordinal', span: 3 } },
  { field: 'cooking', section: 2, weight: 1.5, compare: { kind: 'ordinal', span: 3 } },
  { field: 'bathing', section: 2, weight: 0.5, compare: { kind: 'same', other: 0.6 } },
  { field: 'tinkering', section: 2, weight: 0.5, compare: { kind: 'ordinal', span: 2 } },
  { field: 'gardening', section: 2, weight: 0.5, compare: { kind: 'ordinal', span: 3 } },
  { field: 'watching_tv', section: 2, weight: 1, compare: { kind: 'ordinal', span: 3 } },
  { field: 'work', section: 3, weight: 2, compare: { kind: 'groups', groups: { 1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2, 10: 3, 11: 3, 12: 4, 13: 5 } } },
  { field: 'education', section: 3, weight: 1, compare: { kind: 'ordinal', span: 6 } },
  { field: 'business_area', section: 3, weight: 1, compare: { kind: 'same', other: 0.3 } },
] as const satisfies readonly SingleSpec[];

export const MULTI_SPECS = [
  { field: 'dietaries', section: 0, weight: 1, sensitive: true },
  { field: 'activities_we', section: 0, weight: 1.5 },
  { field: 'sports', section: 0, weight: 1, noneId: 21 },
  { field: 'arts', section: 0, weight: 1 },
  { field: 'ecoloc', section: 0, weight: 1.5 },
  { field: 'character', section: 1, weight: 2 },
  { field: 'thinking_about', section: 1, weight: 1.5 },
  { field: 'hobby', section: 1, weight: 2 },
  { field: 'decorating', section: 2, weight: 0.5, neutralId: 8, neutral: 0.75 },
] as const satisfies readonly MultiSpec[];

export type ScoredSingleField =
  | 'smoking' | 'pets' | 'children' | 'custody_schedule' | 'meals' | 'pace_of_life' | 'outings_at_week' | 'religious'
  | 'appearance' | 'time_at_home' | 'clean_and_tidy' | 'cooking' | 'bathing' | 'tinkering' | 'gardening' | 'watching_tv'
  | 'work' | 'education' | 'business_area';
export type ScoredMultiField =
  | 'dietaries' | 'activities_we' | 'sports' | 'arts' | 'ecoloc' | 'character' | 'thinking_about' | 'hobby' | 'decorating';

export const SINGLE_INDEX = Object.fromEntries(SINGLE_SPECS.map((spec, index) => [spec.field, index])) as Record<ScoredSingleField, number>;
export const MULTI_INDEX = Object.fromEntries(MULTI_SPECS.map((spec, index) => [spec.field, index])) as Record<ScoredMultiField, number>;

/**
 * Never used in a professional's view of profiles for a home: religion, and diets (halal, casher
 * and gluten- or lactose-free are religious or health information). The questionnaire has no
 * origin-like answer (no nationality, no language).
 */
export const PRO_VIEW_EXCLUDED: readonly string[] = [
  ...SINGLE_SPECS.filter((spec) => 'sensitive' in spec && spec.sensitive).map((spec) => spec.field),
  ...MULTI_SPECS.filter((spec) => 'sensitive' in spec && spec.sensitive).map((spec) => spec.field),
];

/** Similarity of two known single answers (option ids, 1-based), 0..1. */
export function compareSingle(compare: SingleKind, a: number, b: number): number {
  switch (compare.kind) {
    case 'ordinal':
      return 1 - Math.min(1, Math.abs(a - b) / compare.span);
    case 'matrix':
      return compare.table[a - 1]?.[b - 1] ?? (a === b ? 1 : 0.5);
    case 'same':
      return a === b ? 1 : compare.other;
    case 'levels': {
      if (a === b) return 1;
      const la = compare.levels[a];
      const lb = compare.levels[b];
      if (la === undefined || lb === undefined) return 0.5;
      return la === lb ? 0.85 : 1 - Math.min(1, Math.abs(la - lb) / compare.span);
    }
    case 'groups': {
      if (a === b) return 1;
      const ga = compare.groups[a];
      return ga !== undefined && ga === compare.groups[b] ? 0.8 : 0.4;
    }
  }
}

export function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Option ids as a bit set; ids above 30 (none today) are ignored rather than wrapped. */
export function toMask(ids: readonly number[]): number {
  let mask = 0;
  for (const id of ids) if (Number.isInteger(id) && id > 0 && id <= 30) mask |= 1 << id;
  return mask;
}

export function maskIds(mask: number): number[] {
  const ids: number[] = [];
  for (let id = 1; id <= 30; id += 1) if (mask & (1 << id)) ids.push(id);
  return ids;
}

/** Similarity of two non-empty lists, 0..1. */
export function compareMulti(spec: MultiSpec, a: number, b: number): number {
  if (spec.neutralId !== undefined) {
    const bit = 1 << spec.neutralId;
    if (a & bit || b & bit) return a === b ? 1 : (spec.neutral ?? 0.75);
  }
  const common = popcount(a & b);
  if (common === 0) return 0;
  return Math.sqrt((2 * common) / (popcount(a) + popcount(b)));
}
