// What the client checks before an upload (the server checks the content again and decides), and
// how sizes read in French.
import { DOCUMENT_MAX_BYTES, type DocumentCategory } from '@coloc/shared';

export const DOCUMENT_CATEGORIES: readonly DocumentCategory[] = ['titre', 'assurance', 'diagnostic', 'bail', 'etat_des_lieux', 'reglement', 'facture', 'autre'];
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const DOCUMENT_TITLE_MAX = 120;

const TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

export type FileProblem = 'fileRequired' | 'fileTooBig' | 'fileType';

/** Strictly below 10 Mo, and a PDF, JPEG or PNG by its type (or its name when the browser gives no type). */
export function fileProblem(file: Pick<File, 'name' | 'size' | 'type'> | null): FileProblem | null {
  if (!file) return 'fileRequired';
  const typeOk = file.type ? TYPES.has(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return 'fileType';
  if (file.size >= DOCUMENT_MAX_BYTES) return 'fileTooBig';
  return null;
}

/** A default title from the file name: "quittance_mars-2026.pdf" -> "quittance mars-2026". */
export function titleFromFileName(name: string): string {
  return name.replace(/\.[^.]+$/, '').replace(/_+/g, ' ').trim().slice(0, DOCUMENT_TITLE_MAX);
}

export type SizeUnit = 'bytes' | 'kilo' | 'mega';

/** 812 -> 812 o, 20 480 -> 20 Ko, 1 572 864 -> 1,5 Mo (binary units, as the 10 Mo limit). */
export function sizeParts(bytes: number): { unit: SizeUnit; value: string } {
  const number = (value: number, digits: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return { unit: 'bytes', value: number(bytes, 0) };
  if (bytes < 1024 * 1024) return { unit: 'kilo', value: number(bytes / 1024, 0) };
  return { unit: 'mega', value: number(bytes / (1024 * 1024), 1) };
}
