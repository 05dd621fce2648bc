// Limits of rental management (SPEC 9). No TypeBox: the API's messages and the screens read them too.

/** Shared limits of rental amounts (same ceilings as the homes module's rents). */
export const RENTAL_LIMITS = {
  rentMax: 10000,
  chargesMax: 5000,
  depositMax: 20000,
  nameMin: 2,
  nameMax: 120,
  titleMin: 2,
  titleMax: 120,
  termsMax: 4000,
  answerMax: 4000,
  leaseMonthsMin: 1,
  leaseMonthsMax: 36,
} as const;

export const DIAGNOSTIC_KINDS = ['dpe', 'electricite', 'gaz', 'plomb', 'amiante', 'erp', 'surface', 'bruit', 'termites'] as const;
export type DiagnosticKind = (typeof DIAGNOSTIC_KINDS)[number];

export const DOCUMENT_CATEGORIES = ['titre', 'assurance', 'diagnostic', 'bail', 'etat_des_lieux', 'reglement', 'facture', 'autre'] as const;
export type DocumentCategoryValue = (typeof DOCUMENT_CATEGORIES)[number];

/** Accepted document uploads are strictly smaller. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_MIMES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const REPORT_PERIODS = [30, 90, 365] as const;
