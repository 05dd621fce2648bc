import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, MESSAGES } from '../../lib/errors';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, tooLarge } from './process';

/** The multipart limits that make "one file in field 'file', nothing else" a parser rule. */
export const UPLOAD_LIMITS = {
  // busboy's limit is inclusive; SPEC 9 wants strictly below 10 MB.
  fileSize: MAX_IMAGE_BYTES - 1,
  files: 1,
  fields: 0,
  parts: 1,
} as const;

/** Parser failures that say the client sent more than one file, or fields besides it. */
const EXTRA_PART_CODES = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * The bytes of the multipart field 'file'. The declared file name and type are ignored: the
 * content is checked afterwards (process.ts).
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, IMAGE_MESSAGES.notMultipart);
  let data: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== 'file') {
        if (part.type === 'file') part.file.resume();
        throw badRequest(part.type === 'file' ? IMAGE_MESSAGES.noFile : IMAGE_MESSAGES.oneFileOnly);
      }
      data = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (typeof code === 'string' && EXTRA_PART_CODES.has(code)) throw badRequest(IMAGE_MESSAGES.oneFileOnly);
    // Anything else comes from busboy reading a malformed or truncated body.
    request.log.info({ err: error }, 'multipart body rejected');
    throw badRequest(MESSAGES.invalidBody);
  }
  if (!data) throw badRequest(IMAGE_MESSAGES.noFile);
  return data;
}
