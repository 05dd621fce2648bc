import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './process';

/*
 * Perceptual fingerprint of home photos (images.phash), so that the moderation console can spot a
 * picture already used by another advert even after it was re-encoded, resized or slightly cropped:
 * the sha256 of the file only catches byte-identical copies.
 */

/** Width of the grey thumbnail: 9 columns give 8 comparisons per row. */
const COLUMNS = 9;
const ROWS = 8;

/**
 * The 64-bit difference hash (dHash) of an image, as 16 hex digits: the picture is shrunk to 9×8
 * grey pixels and each bit says whether a pixel is brighter than its right-hand neighbour. Photos
 * that look the same give hashes a few bits apart whatever their size or compression.
 */
export async function dHash(image: Buffer | string): Promise<string> {
  const pixels = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .greyscale()
    .resize(COLUMNS, ROWS, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  let hex = '';
  for (let row = 0; row < ROWS; row += 1) {
    let byte = 0;
    for (let column = 0; column < COLUMNS - 1; column += 1) {
      const left = pixels[row * COLUMNS + column]!;
      const right = pixels[row * COLUMNS + column + 1]!;
      byte = (byte << 1) | (left > right ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

const BITS_IN_NIBBLE = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/** Number of differing bits between two hashes of the same length; Infinity when they cannot be compared. */
export function hammingDistance(a: string, b: string): number {
  if (a.length !== b.length || !/^[0-9a-f]*$/i.test(a) || !/^[0-9a-f]*$/i.test(b)) return Infinity;
  let distance = 0;
  for (let i = 0; i < a.length; i += 1) {
    distance += BITS_IN_NIBBLE[parseInt(a[i]!, 16) ^ parseInt(b[i]!, 16)]!;
  }
  return distance;
}
