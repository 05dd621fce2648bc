// Calls of the owner documents. The list is loaded silently (the page shows a 403 as its own
// status page); uploads and changes are answered inline.
import { FORM_STATUSES, type DocumentCategory, type HomeDocument, call } from '@coloc/shared';
import { RENTALS_ENDPOINTS } from '@coloc/contract/rentals/endpoints';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: FORM_STATUSES } };

export function fetchDocuments(homeId: number): Promise<HomeDocument[]> {
  return call(RENTALS_ENDPOINTS, 'rentals.documents', { id: homeId }, silent);
}

export interface DocumentUpload {
  file: File;
  title: string;
  category: DocumentCategory;
  shared: boolean;
}

export function uploadDocument(homeId: number, upload: DocumentUpload): Promise<HomeDocument> {
  const body = new FormData();
  // Text fields first: a streaming multipart parser reads them before the file.
  body.append('title', upload.title);
  body.append('category', upload.category);
  body.append('shared', upload.shared ? 'true' : 'false');
  body.append('file', upload.file, upload.file.name);
  return call(RENTALS_ENDPOINTS, 'rentals.uploadDocument', { id: homeId }, { body, timeout: 120_000, ...inline });
}

export function updateDocument(id: number, change: { title?: string; shared?: boolean }): Promise<HomeDocument> {
  return call(RENTALS_ENDPOINTS, 'rentals.updateDocument', { id, body: change }, inline);
}

export async function deleteDocument(id: number): Promise<void> {
  await call(RENTALS_ENDPOINTS, 'rentals.deleteDocument', { id }, inline);
}
