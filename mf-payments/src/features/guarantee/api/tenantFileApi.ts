// Calls of « Mon dossier » and of the shared file. Loads are silent (the page shows its own
// status); changes are answered inline, next to what was done.
import { FORM_STATUSES, type SharedTenantFile, type SituationInput, type TenantDocumentCategory, type TenantFile, call } from '@coloc/shared';
import { TENANT_FILE_ENDPOINTS } from '@coloc/contract/tenant-file/endpoints';
import { fillPath } from '@coloc/contract/route-map';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: FORM_STATUSES } };
// A file too large (413) or not sent as a form (415) is the upload form's to say.
const uploadInline = { context: { handledStatuses: [...FORM_STATUSES, 413, 415] } };

export function fetchTenantFile(): Promise<TenantFile> {
  return call(TENANT_FILE_ENDPOINTS, 'tenantFile.file', {}, silent);
}

export interface Situation {
  employment_status: string | null;
  monthly_income_cents: number | null;
}

export function saveSituation(situation: Situation): Promise<TenantFile> {
  // The form offers only the ids of the closed list; the server checks it again (400 otherwise).
  return call(TENANT_FILE_ENDPOINTS, 'tenantFile.saveSituation', { body: situation as SituationInput }, inline);
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
  return call(TENANT_FILE_ENDPOINTS, 'tenantFile.uploadDocument', {}, { body, timeout: 120_000, ...uploadInline });
}

export function deleteDocument(id: number): Promise<TenantFile> {
  return call(TENANT_FILE_ENDPOINTS, 'tenantFile.deleteDocument', { id }, inline);
}

export function confirmFile(): Promise<TenantFile> {
  return call(TENANT_FILE_ENDPOINTS, 'tenantFile.confirm', { body: { sworn_statement: true } }, inline);
}

export function createShareLink(): Promise<TenantFile> {
  return call(TENANT_FILE_ENDPOINTS, 'tenantFile.createShare', {}, inline);
}

export function revokeShareLink(): Promise<TenantFile> {
  return call(TENANT_FILE_ENDPOINTS, 'tenantFile.revokeShare', {}, inline);
}

/** The owner's own copy, as uploaded (a plain link: the browser sends the session cookie). */
export function ownDocumentUrl(id: number): string {
  return `/api${fillPath(TENANT_FILE_ENDPOINTS['tenantFile.downloadDocument'].path, { id })}`;
}

export function fetchSharedFile(token: string): Promise<SharedTenantFile> {
  return call(TENANT_FILE_ENDPOINTS, 'tenantFile.sharedFile', { token }, silent);
}
