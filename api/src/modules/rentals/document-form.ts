import type { FastifyRequest } from 'fastify';
import { documentUploadLimits, readDocumentUpload, type UploadedDocument } from '../../lib/documents/files';
import { RENTAL_LIMITS, type DocumentCategoryValue } from '@coloc/contract/rentals/limits';
import { badRequest } from '../../lib/errors';
import { RENTAL_MESSAGES as M } from './messages';
import { isCategory } from './serialize';

const OWNER_DOCUMENT_FIELDS = ['title', 'category', 'shared'] as const;
export const DOCUMENT_UPLOAD_LIMITS = documentUploadLimits(OWNER_DOCUMENT_FIELDS);

/** The file of field 'file' and the text fields title, category and shared of a multipart form. */
export function readDocumentForm(request: FastifyRequest): Promise<UploadedDocument> {
  return readDocumentUpload(request, OWNER_DOCUMENT_FIELDS, M.documentUnknownField);
}

/** The title, category and shared flag of the upload form, checked like a JSON body would be. */
export function formFields(fields: Record<string, string>): { title: string; category: DocumentCategoryValue; shared: boolean } {
  const title = (fields.title ?? '').trim();
  if (title.length === 0) throw badRequest(M.titleRequired);
  const length = Array.from(title).length;
  if (length < RENTAL_LIMITS.titleMin || length > RENTAL_LIMITS.titleMax) throw badRequest(M.titleLength);
  const category = (fields.category ?? 'autre').trim();
  if (!isCategory(category)) throw badRequest(M.categoryInvalid);
  const shared = (fields.shared ?? 'false').trim();
  if (shared !== 'true' && shared !== 'false') throw badRequest(M.sharedInvalid);
  return { title, category, shared: shared === 'true' };
}
