import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { badRequest, HttpError } from '../../lib/errors';
import { inDecodeQueue } from './decode-queue';

/** Strictly below this many bytes (SPEC 9: 10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 12000;
/**
 * Decoding and rotating hold the whole bitmap in memory (3 bytes a pixel, and libvips' working
 * copies): 50 megapixels covers a phone's largest default output (48–50 MP sensors) and keeps
 * one decode to a few hundred MB; the decode queue (decode-queue.ts) runs two at a time.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Originals are kept close to the upload; variants are made from them and cached. */
const ORIGINAL_JPEG_QUALITY = 90;

export const IMAGE_MESSAGES = {
  invalid: "Erreur l'image est invalide",
  tooLarge: "La taille de l'image doit être inférieure à 10 Mo ou n'a pas le bon format.",
  dimensions: "L'image est trop grande : 12 000 pixels de côté et 50 millions de pixels au maximum.",
  notMultipart: "L'image doit être envoyée dans le champ « file » d'un formulaire (multipart/form-data).",
  noFile: "Aucune image reçue : envoyez-la dans le champ « file ».",
  oneFileOnly: "Envoyez une seule image, dans le champ « file », sans autre champ.",
  tooManyPhotos: 'Une annonce compte au plus 20 photos.',
} as const;

export const tooLarge = (): HttpError => new HttpError(413, IMAGE_MESSAGES.tooLarge);

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';

/** ISO-BMFF brands of HEIC and AVIF still images and sequences. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/**
 * The image format from the first bytes, whatever name or type the client declared. SVG, TIFF and
 * everything else are refused: sharp would decode some of them, but they are not photos and SVG
 * can reference outside resources.
 */
export function detectImageKind(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 6) {
    const head = data.toString('latin1', 0, 6);
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(data.toString('latin1', 8, 12))) return 'heif';
  return null;
}

export interface ProcessedImage {
  /** Re-encoded JPEG, orientation applied, no metadata. */
  data: Buffer;
  width: number;
  height: number;
  sha256: string;
}

/** Whether a bitmap of this size may be decoded (also applied to the header, before decoding). */
export function withinPixelLimits(width: number, height: number): boolean {
  return width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;
}

function decoder(data: Buffer) {
  // 'error' rather than the default 'warning': camera files often carry harmless warnings
  // (extraneous bytes after the image) that would otherwise refuse a perfectly good photo.
  return sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: 1 });
}

/**
 * Checks that the upload really is a photo sharp can decode and re-encodes it: EXIF orientation
 * applied, transparency on white, every metadata block (EXIF with GPS position, XMP, ICC) dropped.
 */
export async function processUpload(data: Buffer): Promise<ProcessedImage> {
  if (data.length >= MAX_IMAGE_BYTES) throw tooLarge();
  const kind = detectImageKind(data);
  if (!kind) throw badRequest(IMAGE_MESSAGES.invalid);

  // The header alone (no pixel decoded) says how large the bitmap would be: a 200 KB PNG can
  // declare 80 MP of zeros. Checked before the upload waits for a decode slot.
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    throw badRequest(IMAGE_MESSAGES.invalid);
  }
  if (metadata.format !== kind) throw badRequest(IMAGE_MESSAGES.invalid);
  const { width, height } = metadata;
  if (!width || !height) throw badRequest(IMAGE_MESSAGES.invalid);
  if (!withinPixelLimits(width, height)) throw badRequest(IMAGE_MESSAGES.dimensions);

  const output = await inDecodeQueue(async () => {
    try {
      return await decoder(data)
        .rotate()
        .flatten({ background: '#ffffff' })
        // Optimised Huffman tables need the whole image's coefficients in memory (6 bytes a
        // pixel: 300 MB at 50 MP); without them the encoder streams rows, for a file a few per cent larger.
        .jpeg({ quality: ORIGINAL_JPEG_QUALITY, chromaSubsampling: '4:4:4', optimiseCoding: false })
        .toBuffer({ resolveWithObject: true });
    } catch {
      // Headers were readable but the pixel data is not (truncated or corrupt file).
      throw badRequest(IMAGE_MESSAGES.invalid);
    }
  });
  return {
    data: output.data,
    width: output.info.width,
    height: output.info.height,
    sha256: createHash('sha256').update(output.data).digest('hex'),
  };
}
