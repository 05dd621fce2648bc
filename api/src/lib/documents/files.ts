import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, MESSAGES } from '../errors';
import { slugify } from '../text';
import { writeFileAtomic } from '../images/storage';
import { DOCUMENT_UPLOAD_MESSAGES as M } from './messages';
import { DOCUMENT_MAX_BYTES } from '@coloc/contract/rentals/limits';

/*
 * Uploaded documents, for the owner's home documents (modules/rentals) and the tenant file
 * (modules/tenant-file): here because both need them and lib/ depends on no module. Home documents
 * live under DATA_DIR/documents/<home id>/<random name>, never served directly: the download route
 * checks the session and sends them as attachments. The path kept in home_documents.file is
 * relative to DATA_DIR, like images.file.
 */
export const DOCUMENTS_FOLDER = 'documents';

export type DocumentMime = 'application/pdf' | 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type from the first bytes, whatever the name or type declared: PDF, JPEG or PNG, else null. */
export function sniffDocument(data: Buffer): DocumentMime | null {
  if (data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  return null;
}

export function extensionOf(mime: string): string {
  return mime === 'application/pdf' ? 'pdf' : mime === 'image/png' ? 'png' : 'jpg';
}

/** Absolute path of a stored document, refusing anything that would resolve outside documents/. */
export function documentPath(dataDir: string, file: string): string {
  const root = path.resolve(dataDir, DOCUMENTS_FOLDER);
  const absolute = path.resolve(dataDir, file);
  if (!absolute.startsWith(root + path.sep)) throw new Error(`Document path outside ${DOCUMENTS_FOLDER}/: ${file}`);
  return absolute;
}

/** Writes the bytes under the home's folder and answers the path to keep (relative to DATA_DIR). */
export async function storeDocument(dataDir: string, homeId: number, data: Buffer): Promise<string> {
  const file = path.posix.join(DOCUMENTS_FOLDER, String(homeId), randomUUID());
  await writeFileAtomic(documentPath(dataDir, file), data);
  return file;
}

export async function removeDocumentFile(dataDir: string, file: string): Promise<void> {
  await fs.rm(documentPath(dataDir, file), { force: true });
}

/** For use after the row is gone: the request succeeded, so a file left on disk is only logged. */
export async function removeDocumentFileAfterCommit(dataDir: string, file: string, log: { error(obj: object, msg: string): void }): Promise<void> {
  try {
    await removeDocumentFile(dataDir, file);
  } catch (err) {
    log.error({ err, file }, 'document file could not be removed');
  }
}

/** RFC 6266: an ASCII name for old clients and the real title (UTF-8, RFC 5987) for the others. */
export function attachmentDisposition(title: string, mime: string): string {
  const extension = extensionOf(mime);
  const ascii = `${slugify(title) || 'document'}.${extension}`;
  const readable = title.replace(/[\\/:*?"<>|\r\n]+/g, ' ').replace(/\s+/g, ' ').trim();
  const utf8 = encodeURIComponent(`${readable || 'document'}.${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

export interface UploadedDocument {
  data: Buffer;
  fields: Record<string, string>;
}

/** busboy's fileSize is inclusive: one byte less keeps uploads strictly below the maximum. */
export function documentUploadLimits(fieldNames: readonly string[]) {
  return {
    fileSize: DOCUMENT_MAX_BYTES - 1,
    files: 1,
    fields: fieldNames.length,
    // One spare part, so that a second file is reported as such rather than as one part too many.
    parts: fieldNames.length + 2,
    fieldSize: 1000,
  } as const;
}

const EXTRA_FIELD_CODES = new Set(['FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * The file of field 'file' and the given text fields of a multipart form (the owner's documents in
 * modules/rentals, the tenant file's documents in modules/tenant-file); any other field is refused
 * with `unknownFieldMessage`.
 */
export async function readDocumentUpload(request: FastifyRequest, fieldNames: readonly string[], unknownFieldMessage: string): Promise<UploadedDocument> {
  if (!request.isMultipart()) throw new HttpError(415, M.documentNotMultipart);
  const allowed = new Set(fieldNames);
  let data: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: documentUploadLimits(fieldNames) })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || data !== null) {
          part.file.resume();
          throw badRequest(M.documentOneFile);
        }
        data = await part.toBuffer();
      } else {
        if (!allowed.has(part.fieldname)) throw badRequest(unknownFieldMessage);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, M.documentTooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(M.documentOneFile);
    if (typeof code === 'string' && EXTRA_FIELD_CODES.has(code)) throw badRequest(unknownFieldMessage);
    request.log.info({ err: error }, 'multipart body rejected');
    throw badRequest(MESSAGES.invalidBody);
  }
  if (!data || data.length === 0) throw badRequest(M.documentMissing);
  if (data.length >= DOCUMENT_MAX_BYTES) throw new HttpError(413, M.documentTooLarge);
  return { data, fields };
}
