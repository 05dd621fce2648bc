import { badRequest } from '../../lib/errors';
import { isOptionId } from '../options';
import type { ProfileRow } from '../../db/types';
import { ageOn, isCalendarDate, todayInFrance } from './age';
import {
  ANSWER_LABELS,
  IMPORTANCE_SECTIONS,
  MAX_AGE,
  MIN_AGE,
  PRIVATE_CAPABLE_FIELDS,
  PROFILE_MULTI_FIELDS,
  PROFILE_SINGLE_FIELDS,
} from './fields';
import type { ProfileUpdateInput } from '@coloc/contract/profiles/schemas';
import { parseImportance } from './serialize';
import type { ProfileColumns } from './store';

export const PROFILE_MESSAGES = {
  birthDateInvalid: "La date de naissance n'est pas valide.",
  tooYoung: `Vous devez avoir au moins ${MIN_AGE} ans.`,
} as const;

export function invalidChoice(label: string): string {
  return `Choix invalide pour ${label}.`;
}

function blankToNull(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value;
}

/**
 * Checks what the schema cannot (option ids against the catalogue, a real birth date, the age) and
 * turns a validated ProfileUpdate into column values. Fields left out are not in the result, so
 * they keep their stored value. `stored` is needed for importance, which is merged section by section.
 */
export function profileChanges(
  input: ProfileUpdateInput,
  stored: Pick<ProfileRow, 'importance'> & Partial<Pick<ProfileRow, 'sensitive_consent_at'>>,
  today: string = todayInFrance(),
): ProfileColumns {
  const changes: ProfileColumns = {};

  for (const field of PROFILE_SINGLE_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    if (value !== null && !isOptionId(field, value)) throw badRequest(invalidChoice(ANSWER_LABELS[field]));
    changes[field] = value;
  }
  for (const field of PROFILE_MULTI_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    if (value.some((id) => !isOptionId(field, id))) throw badRequest(invalidChoice(ANSWER_LABELS[field]));
    changes[field] = JSON.stringify(value);
  }

  if (input.birth_date !== undefined) {
    const birthDate = input.birth_date;
    if (birthDate !== null) {
      if (!isCalendarDate(birthDate) || birthDate > today) throw badRequest(PROFILE_MESSAGES.birthDateInvalid);
      const age = ageOn(birthDate, today);
      if (age < MIN_AGE) throw badRequest(PROFILE_MESSAGES.tooYoung);
      if (age > MAX_AGE) throw badRequest(PROFILE_MESSAGES.birthDateInvalid);
    }
    changes.birth_date = birthDate;
  }
  if (input.children_count !== undefined) changes.children_count = input.children_count;
  if (input.custody_note !== undefined) changes.custody_note = blankToNull(input.custody_note);
  if (input.description !== undefined) changes.description = blankToNull(input.description);
  if (input.home_kind !== undefined) changes.home_kind = input.home_kind;

  if (input.importance !== undefined) {
    const merged = parseImportance(stored.importance);
    for (const section of IMPORTANCE_SECTIONS) {
      const weight = input.importance[section];
      if (weight !== undefined) merged[section] = weight;
    }
    changes.importance = JSON.stringify(merged);
  }
  if (input.sensitive_consent !== undefined) {
    // The date of a consent already given is kept: it records when it was given.
    changes.sensitive_consent_at = input.sensitive_consent ? (stored.sensitive_consent_at ?? new Date().toISOString()) : null;
  }
  if (input.private_fields !== undefined) {
    const chosen = new Set<string>(input.private_fields);
    // Catalogue order, so that the stored list does not depend on the order of the clicks.
    changes.private_fields = JSON.stringify(PRIVATE_CAPABLE_FIELDS.filter((field) => chosen.has(field)));
  }
  return changes;
}
