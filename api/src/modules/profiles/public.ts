import type { ProfileObject, PublicAnswers } from '@coloc/contract/profiles/schemas';
import { ageOn, isCalendarDate, todayInFrance } from './age';
import { PROFILE_MULTI_FIELDS, PROFILE_SINGLE_FIELDS, SENSITIVE_FIELDS, type PrivateCapableField } from './fields';

// What other signed-in users may see of the answers: PublicAnswersSchema of the contract says which
// fields can appear; these functions decide which do. birth_date never does (the age says enough).

/** Keeping a field private also hides the answers that only make sense with it. */
const HIDDEN_WITH: Partial<Record<PrivateCapableField, readonly string[]>> = {
  children: ['children_count', 'custody_schedule', 'custody_note'],
};

function hiddenFields(privateFields: readonly PrivateCapableField[]): Set<string> {
  const hidden = new Set<string>(['birth_date']);
  for (const field of privateFields) {
    hidden.add(field);
    for (const related of HIDDEN_WITH[field] ?? []) hidden.add(related);
  }
  return hidden;
}

export function publicAnswers(profile: ProfileObject): PublicAnswers {
  const hidden = hiddenFields(profile.private_fields);
  // Religion and diet stay private until the person consents in their parameters.
  if (!profile.sensitive_consent) for (const field of SENSITIVE_FIELDS) hidden.add(field);
  // Filled field by field: the schema's type (which field holds what) is checked by the schema itself.
  const answers: Partial<Record<string, number | number[] | string>> = {};
  const record = profile as unknown as Record<string, unknown>;
  for (const field of [...PROFILE_SINGLE_FIELDS, 'children_count', 'custody_note', 'description'] as const) {
    const value = record[field];
    if (hidden.has(field) || value === null || value === undefined || value === '') continue;
    answers[field] = value as number | string;
  }
  for (const field of PROFILE_MULTI_FIELDS) {
    const value = profile[field];
    if (hidden.has(field) || value.length === 0) continue;
    answers[field] = value;
  }
  return answers as PublicAnswers;
}

/** The age others may see: null when unknown or when the birth date is kept private. */
export function publicAge(profile: Pick<ProfileObject, 'birth_date' | 'private_fields'>, today: string = todayInFrance()): number | null {
  if (!profile.birth_date || profile.private_fields.includes('birth_date') || !isCalendarDate(profile.birth_date)) return null;
  return ageOn(profile.birth_date, today);
}
