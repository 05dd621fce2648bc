import { Type } from '@fastify/type-provider-typebox';
import { ageOn, isCalendarDate, todayInFrance } from './age';
import { PROFILE_MULTI_FIELDS, PROFILE_SINGLE_FIELDS, SENSITIVE_FIELDS, type PrivateCapableField } from './fields';
import type { ProfileObject } from './schemas';

/**
 * What other signed-in users may see of the answers (PublicProfile.answers). The schema is also
 * the last safety net: fast-json-stringify drops any property it does not list.
 * birth_date is never listed: the age says enough, and a full date of birth helps identity theft.
 */
export const PublicAnswersSchema = Type.Object(
  {
    ...Object.fromEntries(PROFILE_SINGLE_FIELDS.map((field) => [field, Type.Optional(Type.Integer())])),
    ...Object.fromEntries(PROFILE_MULTI_FIELDS.map((field) => [field, Type.Optional(Type.Array(Type.Integer()))])),
    children_count: Type.Optional(Type.Integer()),
    custody_note: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
  },
  { description: 'Réponses partagées : les réponses privées et celles laissées vides sont absentes' },
);
export type PublicAnswers = Partial<Record<string, number | number[] | string>>;

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
  const answers: PublicAnswers = {};
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
  return answers;
}

/** The age others may see: null when unknown or when the birth date is kept private. */
export function publicAge(profile: Pick<ProfileObject, 'birth_date' | 'private_fields'>, today: string = todayInFrance()): number | null {
  if (!profile.birth_date || profile.private_fields.includes('birth_date') || !isCalendarDate(profile.birth_date)) return null;
  return ageOn(profile.birth_date, today);
}
