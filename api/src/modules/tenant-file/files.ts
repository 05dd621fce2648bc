/*
 * Files of the tenant file: DATA_DIR/documents/tenant-files/<user id>/<random name>, never served
 * directly. The sniffing, path and attachment helpers are the rentals module's (same types, same
 * 10 MB limit); the form reader is this module's own since its fields differ.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, MESSAGES } from '../../lib/errors';
import { writeFileAtomic } from '../images/storage';
import { DOCUMENTS_FOLDER, documentPath } from '../rentals/document-files';
import { DOCUMENT_MAX_BYTES } from '../rentals/schemas/documents';
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

const FIELD_NAMES = new Set(['category', 'title']);

/** busboy's fileSize is inclusive: one byte less keeps uploads strictly below 10 MB. */
export const TENANT_UPLOAD_LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES - 1,
  files: 1,
  fields: FIELD_NAMES.size,
  // One spare part, so that a second file is reported as such rather than as one part too many.
  parts: FIELD_NAMES.size + 2,
  fieldSize: 1000,
} as const;

const EXTRA_FIELD_CODES = new Set(['FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

export interface TenantUpload {
  data: Buffer;
  fields: Record<string, string>;
}

/** The file of field 'file' and the text fields category and title of a multipart form. */
export async function readTenantUpload(request: FastifyRequest): Promise<TenantUpload> {
  if (!request.isMultipart()) throw new HttpError(415, M.documentNotMultipart);
  let data: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: TENANT_UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || data !== null) {
          part.file.resume();
          throw badRequest(M.documentOneFile);
        }
        data = await part.toBuffer();
      } else {
        if (!FIELD_NAMES.has(part.fieldname)) throw badRequest(M.documentUnknownField);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, M.documentTooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(M.documentOneFile);
    if (typeof code === 'string' && EXTRA_FIELD_CODES.has(code)) throw badRequest(M.documentUnknownField);
    request.log.info({ err: error }, 'multipart body rejected');
    throw badRequest(MESSAGES.invalidBody);
  }
  if (!data || data.length === 0) throw badRequest(M.documentMissing);
  if (data.length >= DOCUMENT_MAX_BYTES) throw new HttpError(413, M.documentTooLarge);
  return { data, fields };
}
