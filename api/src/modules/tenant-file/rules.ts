/*
 * The rules of the tenant file, as pure functions: the situations a seeker can declare, when a
 * file is complete, how the rent guarantee decides, and the income bracket a shared file shows.
 * README.md states them in words; tests pin the figures.
 */

import {
  DOCUMENT_QUOTA,
  EMPLOYMENT_STATUSES,
  REQUIRED_CATEGORIES,
  type EmploymentStatus,
  type GuaranteeStatus,
  type TenantDocumentCategory,
} from '@coloc/contract/tenant-file/limits';

// The closed lists and limits are the contract's (the screens read them too).
export {
  DOCUMENT_CATEGORIES,
  DOCUMENT_QUOTA,
  EMPLOYMENT_STATUS_IDS,
  EMPLOYMENT_STATUSES,
  MAX_MONTHLY_INCOME_CENTS,
  REQUIRED_CATEGORIES,
  type EmploymentStatus,
  type GuaranteeStatus,
  type TenantDocumentCategory,
  type TenantFileStatus,
} from '@coloc/contract/tenant-file/limits';

export const CATEGORY_LABELS: Record<TenantDocumentCategory, string> = {
  identity: "Pièce d'identité",
  income: 'Justificatif de revenus',
  employment: "Justificatif d'activité",
  address: 'Justificatif de domicile',
  other: 'Autre document',
};

export function isEmploymentStatus(value: string | null | undefined): value is EmploymentStatus {
  return typeof value === 'string' && Object.hasOwn(EMPLOYMENT_STATUSES, value);
}

export interface Situation {
  employment_status: string | null;
  monthly_income_cents: number | null;
}

/** Required categories without any document, in the order of REQUIRED_CATEGORIES. */
export function missingCategories(categories: Iterable<string>): TenantDocumentCategory[] {
  const present = new Set(categories);
  return REQUIRED_CATEGORIES.filter((category) => !present.has(category));
}

export function situationFilled(situation: Situation): boolean {
  return isEmploymentStatus(situation.employment_status) && situation.monthly_income_cents !== null;
}

export function isComplete(situation: Situation, categories: Iterable<string>): boolean {
  return situationFilled(situation) && missingCategories(categories).length === 0;
}

/** French list of what keeps a file from being confirmed, for the 409 of POST /tenant-file/confirm. */
export function missingParts(situation: Situation, categories: Iterable<string>): string[] {
  const parts: string[] = [];
  if (!isEmploymentStatus(situation.employment_status)) parts.push('votre situation professionnelle');
  if (situation.monthly_income_cents === null) parts.push('vos revenus mensuels');
  for (const category of missingCategories(categories)) parts.push(`un document « ${CATEGORY_LABELS[category]} »`);
  return parts;
}

// ---------------------------------------------------------------------------------------------
// The rent guarantee

export const GUARANTEE_RULE = {
  /** The guaranteed rent (charges included) is at most this share of the monthly income. */
  incomeShare: 1 / 3,
  /** Highest rent the guarantee ever covers. */
  capCents: 150_000,
  /** Students and apprentices are covered up to this rent, even without income. */
  studentCeilingCents: 60_000,
  /** Below this rent a guarantee would be of no use for a room: the request is refused. */
  minimumCents: 20_000,
  /** Guaranteed rents are rounded down to 10 €. */
  stepCents: 1_000,
} as const;

const STUDENTS: ReadonlySet<string> = new Set<EmploymentStatus>(['etudiant', 'alternant']);

export type GuaranteeDecision =
  | { status: Extract<GuaranteeStatus, 'accepted'>; max_rent_cents: number; reason: null }
  | { status: Extract<GuaranteeStatus, 'refused'>; max_rent_cents: null; reason: string };

/** « 1 500 € »: whole euros with a no-break space, for the API's French sentences. */
export function euros(cents: number): string {
  const units = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${units}\u00a0€`;
}

/**
 * The decision on a confirmed file: accepted up to a third of the monthly income (rounded down to
 * 10 €, at most 1 500 €); students and apprentices at least up to 600 € whatever their income;
 * refused when that leaves less than 200 €.
 */
export function decideGuarantee(situation: Situation): GuaranteeDecision {
  const income = Math.max(0, situation.monthly_income_cents ?? 0);
  const rule = GUARANTEE_RULE;
  const share = Math.floor((income * rule.incomeShare) / rule.stepCents) * rule.stepCents;
  const covered = STUDENTS.has(situation.employment_status ?? '') ? Math.max(share, rule.studentCeilingCents) : share;
  const maxRent = Math.min(covered, rule.capCents);
  if (maxRent >= rule.minimumCents) return { status: 'accepted', max_rent_cents: maxRent, reason: null };
  const reason =
    income === 0
      ? `Sans revenus déclarés, la garantie ne peut couvrir aucun loyer (les étudiant·es et alternant·es sont couverts jusqu'à ${euros(rule.studentCeilingCents)} sans revenus). Mettez à jour vos revenus ou proposez un garant à votre futur propriétaire.`
      : `Vos revenus déclarés ne permettent pas de garantir un loyer d'au moins ${euros(rule.minimumCents)} (la garantie couvre au plus le tiers de vos revenus mensuels).`;
  return { status: 'refused', max_rent_cents: null, reason };
}

/** What the profile cards' badge reads (SecondUser.warranty_status). */
export function warrantyStatus(guarantee: string | null | undefined): 'validated' | 'pending' | null {
  if (guarantee === 'accepted') return 'validated';
  if (guarantee === 'requested') return 'pending';
  return null;
}

// ---------------------------------------------------------------------------------------------
// What a shared file says of the income

const BRACKET_BOUNDS_CENTS = [100_000, 150_000, 200_000, 300_000, 400_000] as const;

/** The bracket an owner reads instead of the exact figure. */
export function incomeBracket(cents: number | null): string | null {
  if (cents === null) return null;
  if (cents <= 0) return 'Sans revenus';
  const first = BRACKET_BOUNDS_CENTS[0];
  if (cents < first) return `Moins de ${euros(first)} par mois`;
  for (let i = 1; i < BRACKET_BOUNDS_CENTS.length; i += 1) {
    const upper = BRACKET_BOUNDS_CENTS[i]!;
    if (cents < upper) return `Entre ${euros(BRACKET_BOUNDS_CENTS[i - 1]!)} et ${euros(upper)} par mois`;
  }
  return `${euros(BRACKET_BOUNDS_CENTS[BRACKET_BOUNDS_CENTS.length - 1]!)} ou plus par mois`;
}

// ---------------------------------------------------------------------------------------------
// The documents a seeker may keep, and how a shared file names them

export interface DocumentUsage {
  count: number;
  bytes: number;
}
export type QuotaProblem = 'count' | 'bytes';

/** Which limit one more document of `bytes` would pass (DOCUMENT_QUOTA), or null. */
export function quotaProblem(usage: DocumentUsage, bytes: number): QuotaProblem | null {
  if (usage.count >= DOCUMENT_QUOTA.count) return 'count';
  if (usage.bytes + bytes > DOCUMENT_QUOTA.bytes) return 'bytes';
  return null;
}

/** « Léa M. » */
export function displayName(firstName: string, name: string): string {
  const initial = Array.from(name.trim())[0];
  return initial ? `${firstName.trim()} ${initial.toLocaleUpperCase('fr-FR')}.` : firstName.trim();
}
