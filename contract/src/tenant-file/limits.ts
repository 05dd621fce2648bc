// Limits and closed lists of the tenant file (« Mon dossier », issue 7). No TypeBox: the API's rules
// and messages and the screens read them too.

export type TenantDocumentCategory = 'identity' | 'income' | 'employment' | 'address' | 'other';
export type TenantFileStatus = 'draft' | 'confirmed';
export type GuaranteeStatus = 'none' | 'requested' | 'accepted' | 'refused';

export const DOCUMENT_CATEGORIES = ['identity', 'income', 'employment', 'address', 'other'] as const satisfies readonly TenantDocumentCategory[];

/** A complete file has at least one document of each of these, and its situation filled in. */
export const REQUIRED_CATEGORIES = ['identity', 'income', 'employment'] as const satisfies readonly TenantDocumentCategory[];

/** The situations of « Mon dossier », with the wording an owner reads. */
export const EMPLOYMENT_STATUSES = {
  cdi: 'Salarié·e en CDI',
  cdd: 'Salarié·e en CDD ou en intérim',
  fonctionnaire: 'Fonctionnaire',
  independant: 'Indépendant·e ou profession libérale',
  etudiant: 'Étudiant·e',
  alternant: 'Alternant·e ou apprenti·e',
  retraite: 'Retraité·e',
  recherche: "En recherche d'emploi",
  autre: 'Autre situation',
} as const;
export type EmploymentStatus = keyof typeof EMPLOYMENT_STATUSES;
export const EMPLOYMENT_STATUS_IDS = Object.keys(EMPLOYMENT_STATUSES) as EmploymentStatus[];

/** 100 000 € a month: above it a figure is a typing mistake rather than an income. */
export const MAX_MONTHLY_INCOME_CENTS = 10_000_000;

/** What one seeker may keep: enough for every category twice over, small enough for the disk. */
export const DOCUMENT_QUOTA = { count: 20, bytes: 50 * 1024 * 1024 } as const;

/** Length of a document's title, in characters. */
export const TITLE_LIMITS = { min: 2, max: 120 } as const;
