// What « Mon dossier » works out on the client: the situations, the categories, how complete the
// file is, what a chosen file may be (the server checks the content again and decides), and money.
import { DOCUMENT_CATEGORIES, EMPLOYMENT_STATUS_IDS, REQUIRED_CATEGORIES as REQUIRED, type EmploymentStatus } from '@coloc/contract/tenant-file/limits';
import { DOCUMENT_MAX_BYTES, type TenantDocumentCategory, type TenantFile } from '@coloc/shared';

// The closed lists are the contract's, the same the API validates with.
export const EMPLOYMENT_STATUSES: readonly EmploymentStatus[] = EMPLOYMENT_STATUS_IDS;
export type { EmploymentStatus };

export function isEmploymentStatus(value: string | null | undefined): value is EmploymentStatus {
  return (EMPLOYMENT_STATUSES as readonly string[]).includes(value ?? '');
}

export const CATEGORIES: readonly TenantDocumentCategory[] = DOCUMENT_CATEGORIES;
export const REQUIRED_CATEGORIES: readonly TenantDocumentCategory[] = REQUIRED;

/** The five things a complete file needs, in the order the page lists them. */
export type ProgressPart = 'employment' | 'income' | 'identity' | 'incomeDocument' | 'employmentDocument';

export function missingParts(file: Pick<TenantFile, 'employment_status' | 'monthly_income_cents' | 'documents'>): ProgressPart[] {
  const present = new Set(file.documents.map((doc) => doc.category));
  const missing: ProgressPart[] = [];
  if (!isEmploymentStatus(file.employment_status)) missing.push('employment');
  if (file.monthly_income_cents === null) missing.push('income');
  if (!present.has('identity')) missing.push('identity');
  if (!present.has('income')) missing.push('incomeDocument');
  if (!present.has('employment')) missing.push('employmentDocument');
  return missing;
}

/** « Dossier complet à x % »: the share of the five parts done, rounded to the unit. */
export function progressPercent(file: Pick<TenantFile, 'employment_status' | 'monthly_income_cents' | 'documents'>): number {
  return Math.round(((5 - missingParts(file).length) / 5) * 100);
}

export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const TITLE_LIMITS = { min: 2, max: 120 } as const;
const TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

export type FileProblem = 'fileRequired' | 'fileType' | 'fileTooBig';

/** Strictly below 10 Mo, and a PDF, JPEG or PNG by its type (or its name when the browser gives none). */
export function fileProblem(file: Pick<File, 'name' | 'size' | 'type'> | null): FileProblem | null {
  if (!file) return 'fileRequired';
  const typeOk = file.type ? TYPES.has(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return 'fileType';
  if (file.size >= DOCUMENT_MAX_BYTES) return 'fileTooBig';
  return null;
}

export type TitleProblem = 'titleRequired' | 'titleLength';

export function titleProblem(title: string): TitleProblem | null {
  const trimmed = title.trim().replace(/\s+/g, ' ');
  if (!trimmed) return 'titleRequired';
  const length = Array.from(trimmed).length;
  return length < TITLE_LIMITS.min || length > TITLE_LIMITS.max ? 'titleLength' : null;
}

/** A title from the file name: "bulletin_mars-2026.pdf" -> "bulletin mars-2026". */
export function titleFromFileName(name: string): string {
  return name.replace(/\.[^.]+$/, '').replace(/[_]+/g, ' ').trim().slice(0, TITLE_LIMITS.max);
}

export const MAX_MONTHLY_INCOME_CENTS = 10_000_000;

export type IncomeProblem = 'required' | 'incomeFormat' | 'incomeTooHigh';

/** "1 450,50 €" -> 145050 cents; null with the reason when it is not an amount. */
export function parseEuros(text: string): { cents: number; problem: null } | { cents: null; problem: IncomeProblem } {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '').replace(',', '.');
  if (compact === '') return { cents: null, problem: 'required' };
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return { cents: null, problem: 'incomeFormat' };
  const cents = Math.round(Number(compact) * 100);
  if (cents > MAX_MONTHLY_INCOME_CENTS) return { cents: null, problem: 'incomeTooHigh' };
  return { cents, problem: null };
}

/** 145050 -> "1450,50"; 240000 -> "2400": what the income field shows for a saved value. */
export function eurosInput(cents: number | null): string {
  if (cents === null) return '';
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, '0')}`;
}

export type SizeUnit = 'bytes' | 'kilo' | 'mega';

/** 812 -> 812 o, 20 480 -> 20 Ko, 1 572 864 -> 1,5 Mo (binary units, as the 10 Mo limit). */
export function sizeParts(bytes: number): { unit: SizeUnit; value: string } {
  const number = (value: number, digits: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return { unit: 'bytes', value: number(bytes, 0) };
  if (bytes < 1024 * 1024) return { unit: 'kilo', value: number(bytes / 1024, 0) };
  return { unit: 'mega', value: number(bytes / (1024 * 1024), 1) };
}

/** The token of /dossier-locataire/:token as the route table accepts it. */
export function isShareToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token);
}
