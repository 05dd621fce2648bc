/*
 * Files of the tenant file: DATA_DIR/documents/tenant-files/<user id>/<random name>, never served
 * directly. The sniffing, path and attachment helpers are lib/documents, shared with the owner's
 * documents of modules/rentals (same types, same 10 MB limit, same form reader with this module's
 * fields).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { writeFileAtomic } from '../../lib/images/storage';
import { DOCUMENTS_FOLDER, documentPath, documentUploadLimits, readDocumentUpload, type UploadedDocument } from '../../lib/documents/files';
import { TENANT_FILE_MESSAGES as M } from './messages';

export const TENANT_FILES_FOLDER = path.posix.join(DOCUMENTS_FOLDER, 'tenant-files');

export async function storeTenantDocument(dataDir: string, userId: number, data: Buffer): Promise<string> {
  const file = path.posix.join(TENANT_FILES_FOLDER, String(userId), randomUUID());
  await writeFileAtomic(documentPath(dataDir, file), data);
  return file;
}

export async function readTenantDocument(dataDir: string, file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(documentPath(dataDir, file));
  } catch {
    return null;
  }
}

/** Every file of a seeker (for an account deletion: the rows go with the user, the files do not). */
export async function removeTenantFiles(dataDir: string, userId: number): Promise<void> {
  await fs.rm(documentPath(dataDir, path.posix.join(TENANT_FILES_FOLDER, String(userId))), { recursive: true, force: true });
}

const TENANT_DOCUMENT_FIELDS = ['category', 'title'] as const;
export const TENANT_UPLOAD_LIMITS = documentUploadLimits(TENANT_DOCUMENT_FIELDS);

/** The file of field 'file' and the text fields category and title of a multipart form. */
export function readTenantUpload(request: FastifyRequest): Promise<UploadedDocument> {
  return readDocumentUpload(request, TENANT_DOCUMENT_FIELDS, M.documentUnknownField);
}
