// Rules of the questionnaire that depend on particular answers. The ids are those of the option
// catalogue (api/src/modules/options/catalogue): ids are never renumbered, so they are stable.
import type { HomeKindAnswer, ImportanceSection, ProfileData } from '@coloc/shared';

/** `children`: full time (2), shared custody (3), weekends and holidays (4) — there are children at home. */
export const CHILDREN_AT_HOME = [2, 3, 4] as const;
/** `children`: the answers of parents who share custody, for whom the custody rhythm matters. */
export const CHILDREN_SHARED_CUSTODY = [3, 4] as const;
/** `pets`: "J'ai un ou plusieurs animaux". */
export const PETS_OWNER = 2;
/** `gender`: "Je préfère ne pas le préciser", an answer about oneself that makes no sense as a search filter. */
export const GENDER_UNDISCLOSED = 4;
/** `position`: looking for or offering a home against services. */
export const POSITIONS_WITH_SERVICES = [4, 5] as const;

export const MIN_AGE = 18;
export const MAX_AGE = 120;
export const MAX_CHILDREN = 10;
export const MAX_CUSTODY_NOTE = 500;
export const MAX_DESCRIPTION = 2000;
/** Caps from the brief: a few words that describe a person, not the whole list. */
export const MAX_ACTIVITIES_WE = 5;
export const MAX_CHARACTER = 5;
/** "Important": what the API stores until the user says otherwise. */
export const DEFAULT_IMPORTANCE = 3;

export const HOME_KIND_ANSWERS: readonly HomeKindAnswer[] = ['none', 'shared', 'non-coloc'];

export function hasChildrenAtHome(children: number | null | undefined): boolean {
  return children != null && (CHILDREN_AT_HOME as readonly number[]).includes(children);
}

export function sharesCustody(children: number | null | undefined): boolean {
  return children != null && (CHILDREN_SHARED_CUSTODY as readonly number[]).includes(children);
}

export function ownsPets(pets: number | null | undefined): boolean {
  return pets === PETS_OWNER;
}

export function offersServices(position: number | null | undefined): boolean {
  return position != null && (POSITIONS_WITH_SERVICES as readonly number[]).includes(position);
}

/** Today in France as YYYY-MM-DD, the calendar the API checks ages against. */
export function todayInFrance(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Full years between a YYYY-MM-DD birth date and `today`, or null when the date is not a real one. */
export function ageOn(birthDate: string, today: string = todayInFrance()): number | null {
  if (!isCalendarDate(birthDate) || !isCalendarDate(today)) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export type BirthDateProblem = 'required' | 'invalid' | 'tooYoung';

/** Same rule as the API: a real date in the past, 18 to 120 years ago. */
export function birthDateProblem(value: string, today: string = todayInFrance()): BirthDateProblem | null {
  if (!value) return 'required';
  const age = ageOn(value, today);
  if (age === null || value > today || age > MAX_AGE) return 'invalid';
  if (age < MIN_AGE) return 'tooYoung';
  return null;
}

export function importanceOf(profile: Pick<ProfileData, 'importance'> | null | undefined, section: ImportanceSection): number {
  return profile?.importance?.[section] ?? DEFAULT_IMPORTANCE;
}
