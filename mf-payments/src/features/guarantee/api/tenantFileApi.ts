// Calls of « Mon dossier » and of the shared file. Loads are silent (the page shows its own
// status); changes are answered inline, next to what was done.
import { api, FORM_STATUSES, type SharedTenantFile, type TenantDocumentCategory, type TenantFile } from '@coloc/shared';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: FORM_STATUSES } };
// A file too large (413) or not sent as a form (415) is the upload form's to say.
const uploadInline = { context: { handledStatuses: [...FORM_STATUSES, 413, 415] } };

export function fetchTenantFile(): Promise<TenantFile> {
  return api.get('tenant-file', silent).json<TenantFile>();
}

export interface Situation {
  employment_status: string | null;
  monthly_income_cents: number | null;
}

export function saveSituation(situation: Situation): Promise<TenantFile> {
  return api.put('tenant-file', { json: situation, ...inline }).json<TenantFile>();
}

export interface DocumentUpload {
  file: File;
  category: TenantDocumentCategory;
  title: string;
}

export function uploadDocument(upload: DocumentUpload): Promise<TenantFile> {
  const body = new FormData();
  // Text fields first: a streaming multipart parser reads them before the file.
  body.append('category', upload.category);
  body.append('title', upload.title);
  body.append('file', upload.file, upload.file.name);
  return api.post('tenant-file/documents', { body, timeout: 120_000, ...uploadInline }).json<TenantFile>();
}

export function deleteDocument(id: number): Promise<TenantFile> {
  return api.delete(`tenant-file/documents/${id}`, inline).json<TenantFile>();
}

export function confirmFile(): Promise<TenantFile> {
  return api.post('tenant-file/confirm', { json: { sworn_statement: true }, ...inline }).json<TenantFile>();
}

export function createShareLink(): Promise<TenantFile> {
  return api.post('tenant-file/share', inline).json<TenantFile>();
}

export function revokeShareLink(): Promise<TenantFile> {
  return api.delete('tenant-file/share', inline).json<TenantFile>();
}

/** The owner's own copy, as uploaded (a plain link: the browser sends the session cookie). */
export function ownDocumentUrl(id: number): string {
  return `/api/tenant-file/documents/${id}`;
}

export function fetchSharedFile(token: string): Promise<SharedTenantFile> {
  return api.get(`shared-files/${encodeURIComponent(token)}`, silent).json<SharedTenantFile>();
}
