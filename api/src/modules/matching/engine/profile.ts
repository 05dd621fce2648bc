import type { ProfileRow } from '../../../db/types';
import { ageOn, isCalendarDate, todayInFrance } from '../../profiles';
import { IMPORTANCE_SECTIONS, SENSITIVE_FIELDS } from '../../profiles';
import { parseIdList, parseImportance, parsePrivateFields } from '../../profiles';
import { CHILDREN, MULTI_SPECS, SINGLE_INDEX, SINGLE_SPECS, toMask } from './fields';

/**
 * What matching keeps of a profile: small integers and bit sets, a few hundred bytes, so that
 * thousands of candidates can be scored per request. Private answers are blanked here, once, so
 * that no scoring code can use them by mistake.
 */
export interface MatchProfile {
  userId: number;
  /** Option id per SINGLE_SPECS entry; 0 when unknown or private. */
  single: Int8Array;
  /** Bit set of option ids per MULTI_SPECS entry; 0 when empty or private. */
  multi: Int32Array;
  /** Weight of each section (lifestyle, personality, athome, employment), 1..4. */
  importance: [number, number, number, number];
  position: number;
  situation: number;
  /** Age in years when the birth date is known and shared. */
  age: number | null;
  /** Services the person offers (service_list bit set). */
  services: number;
}

/** What a person refuses in others, from their saved search (tri-state flags set to "no"). */
export const WANTS_NO_SMOKERS = 1;
export const WANTS_NO_PETS = 2;
export const WANTS_NO_CHILDREN = 4;

export function wantsOf(search: { smoking: number | null; pets: number | null; children: number | null } | null | undefined): number {
  if (!search) return 0;
  return (search.smoking === 0 ? WANTS_NO_SMOKERS : 0) | (search.pets === 0 ? WANTS_NO_PETS : 0) | (search.children === 0 ? WANTS_NO_CHILDREN : 0);
}

/** A profile in one comparison, with the refusals of the person's current search. */
export interface Person {
  profile: MatchProfile;
  wants: number;
}

/** A copy owning fresh arrays (the match index reallocating neighbours together). */
export function copyPerson(person: Person): Person {
  const p = person.profile;
  return {
    profile: { ...p, single: p.single.slice(), multi: p.multi.slice(), importance: [...p.importance] },
    wants: person.wants,
  };
}

/** The profile columns matching reads (everything else of the row is ignored). */
export type ProfileSource = Pick<
  ProfileRow,
  | 'user_id' | 'position' | 'situation' | 'birth_date' | 'importance' | 'private_fields' | 'service_list'
  | (typeof SINGLE_SPECS)[number]['field'] | (typeof MULTI_SPECS)[number]['field']
>;

/** Private answers that also hide the answers depending on them (as on the public profile). */
const HIDDEN_WITH: Readonly<Record<string, readonly string[]>> = { children: ['custody_schedule'] };

/**
 * Answers never used for this person: their private fields and what depends on them, and religion
 * and diet unless they consented (sensitiveConsent). Blanking them on each side means a pair uses
 * them only when both people consented.
 */
export function hiddenFields(privateFields: string | null | undefined, sensitiveConsent = false): Set<string> {
  const hidden = new Set<string>(sensitiveConsent ? [] : SENSITIVE_FIELDS);
  for (const field of parsePrivateFields(privateFields)) {
    hidden.add(field);
    for (const related of HIDDEN_WITH[field] ?? []) hidden.add(related);
  }
  return hidden;
}

export function compactProfile(
  row: ProfileSource & { sensitive_consent_at?: string | null },
  today: string = todayInFrance(),
  hidden: ReadonlySet<string> = hiddenFields(row.private_fields, Boolean(row.sensitive_consent_at)),
): MatchProfile {
  const single = new Int8Array(SINGLE_SPECS.length);
  for (const [index, spec] of SINGLE_SPECS.entries()) {
    const value = row[spec.field];
    if (hidden.has(spec.field) || typeof value !== 'number' || value <= 0 || value > 127) continue;
    single[index] = value;
  }
  // The custody rhythm only compares two people who both share custody.
  const children = single[SINGLE_INDEX.children];
  if (children !== CHILDREN.shared && children !== CHILDREN.weekends) single[SINGLE_INDEX.custody_schedule] = 0;

  const multi = new Int32Array(MULTI_SPECS.length);
  for (const [index, spec] of MULTI_SPECS.entries()) {
    if (hidden.has(spec.field)) continue;
    multi[index] = toMask(parseIdList(row[spec.field]));
  }
  const weights = parseImportance(row.importance);
  const birthDate = row.birth_date;
  const age = birthDate && !hidden.has('birth_date') && isCalendarDate(birthDate) ? ageOn(birthDate, today) : null;
  return {
    userId: row.user_id,
    single,
    multi,
    importance: IMPORTANCE_SECTIONS.map((section) => weights[section]) as [number, number, number, number],
    position: row.position ?? 0,
    situation: row.situation ?? 0,
    age,
    services: toMask(parseIdList(row.service_list)),
  };
}

/** A profile with no answer at all (someone who has no profile row yet). */
export function emptyProfile(userId: number): MatchProfile {
  return {
    userId,
    single: new Int8Array(SINGLE_SPECS.length),
    multi: new Int32Array(MULTI_SPECS.length),
    importance: [3, 3, 3, 3],
    position: 0,
    situation: 0,
    age: null,
    services: 0,
  };
}
