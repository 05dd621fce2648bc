import type { FastifyRequest } from 'fastify';
import { documentUploadLimits, readDocumentUpload, type UploadedDocument } from '../../lib/documents/files';
import { RENTAL_MESSAGES as M } from './messages';

const OWNER_DOCUMENT_FIELDS = ['title', 'category', 'shared'] as const;
export const DOCUMENT_UPLOAD_LIMITS = documentUploadLimits(OWNER_DOCUMENT_FIELDS);

/** The file of field 'file' and the text fields title, category and shared of a multipart form. */
export function readDocumentForm(request: FastifyRequest): Promise<UploadedDocument> {
  return readDocumentUpload(request, OWNER_DOCUMENT_FIELDS, M.documentUnknownField);
}
