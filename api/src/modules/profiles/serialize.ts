import type { ProfileRow } from '../../db/types';
import {
  DEFAULT_IMPORTANCE,
  HOME_KINDS,
  IMPORTANCE_SECTIONS,
  PRIVATE_CAPABLE_FIELDS,
  PROFILE_MULTI_FIELDS,
  PROFILE_SINGLE_FIELDS,
  type HomeKind,
  type ImportanceSection,
  type PrivateCapableField,
} from './fields';
import type { ProfileObject } from '@coloc/contract/profiles/schemas';

function parseJson(value: string | null | undefined): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** A JSON list column as option ids; anything malformed reads as no answer rather than a 500. */
export function parseIdList(value: string | null | undefined): number[] {
  const parsed = parseJson(value);
  return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
}

export function parseImportance(value: string | null | undefined): Record<ImportanceSection, number> {
  const parsed = parseJson(value);
  const stored = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const importance = {} as Record<ImportanceSection, number>;
  for (const section of IMPORTANCE_SECTIONS) {
    const weight = stored[section];
    importance[section] = Number.isInteger(weight) && (weight as number) >= 1 && (weight as number) <= 4 ? (weight as number) : DEFAULT_IMPORTANCE;
  }
  return importance;
}

export function parsePrivateFields(value: string | null | undefined): PrivateCapableField[] {
  const parsed = parseJson(value);
  if (!Array.isArray(parsed)) return [];
  return PRIVATE_CAPABLE_FIELDS.filter((field) => parsed.includes(field));
}

function homeKind(value: string | null): HomeKind | null {
  return (HOME_KINDS as readonly string[]).includes(value ?? '') ? (value as HomeKind) : null;
}

/** ProfileData as the API sends it: JSON columns parsed, importance complete (3 by default). */
export function toProfileObject(row: ProfileRow): ProfileObject {
  const single = Object.fromEntries(PROFILE_SINGLE_FIELDS.map((field) => [field, row[field]]));
  const multi = Object.fromEntries(PROFILE_MULTI_FIELDS.map((field) => [field, parseIdList(row[field])]));
  return {
    id: row.id,
    user_id: row.user_id,
    ...single,
    ...multi,
    birth_date: row.birth_date,
    children_count: row.children_count,
    custody_note: row.custody_note,
    description: row.description,
    home_kind: homeKind(row.home_kind),
    importance: parseImportance(row.importance),
    private_fields: parsePrivateFields(row.private_fields),
    sensitive_consent: row.sensitive_consent_at !== null && row.sensitive_consent_at !== undefined,
  } as ProfileObject;
}
