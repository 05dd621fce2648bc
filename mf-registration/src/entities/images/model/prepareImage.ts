// Client side of the image pipeline (SPEC 5, 9): check, decode, turn upright, re-encode as JPEG.
import { orientation as readExifOrientation } from 'exifr';
import { normalizeOrientation, orientationTransform } from './orientation';

/** Strictly below 10 MB (SPEC 9). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** SPEC 9: JPEG at quality 1. */
export const JPEG_QUALITY = 1;

/** The French messages of SPEC 5; the server answers the same ones. */
export const IMAGE_ERRORS = {
  invalid: "Erreur l'image est invalide",
  tooLarge: "La taille de l'image doit être inférieure à 10 Mo ou n'a pas le bon format.",
} as const;

/** A refusal of the file itself; `message` is one of IMAGE_ERRORS, ready to show. */
export class ImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageError';
  }
}

interface Decoded {
  source: CanvasImageSource;
  /** Dimensions as the decoder hands them over (already upright when the browser applies EXIF). */
  width: number;
  height: number;
  release: () => void;
}

type Decoder = (blob: Blob) => Promise<Decoded>;

async function decodeWithBitmap(blob: Blob): Promise<Decoded> {
  const bitmap = await createImageBitmap(blob);
  return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
}

function decodeWithImg(blob: Blob): Promise<Decoded> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(blob);
    const img = new Image();
    img.onload = () => resolve({ source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => URL.revokeObjectURL(url) });
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('undecodable image'));
    };
    img.src = url;
  });
}

/** createImageBitmap where it exists (off the main thread), an <img> otherwise (older Safari). */
function pickDecoder(): { name: string; decode: Decoder } {
  return typeof createImageBitmap === 'function' ? { name: 'bitmap', decode: decodeWithBitmap } : { name: 'img', decode: decodeWithImg };
}

/**
 * A 2 × 1 px JPEG whose EXIF orientation is 6 (a quarter turn clockwise): a decoder that applies
 * EXIF hands it over as 1 × 2, one that ignores it as 2 × 1. Current Chrome, Firefox and Safari
 * apply it (CSS `image-orientation: from-image` became the default in 2020); older ones do not,
 * so the answer is measured once per decoder rather than guessed from the user agent.
 */
const ORIENTATION_PROBE =
  '/9j/4QC8RXhpZgAASUkqAAgAAAAGABIBAwABAAAABgAAABoBBQABAAAAVgAAABsBBQABAAAAXgAAACgBAwABAAAAAgAAABMCAwABAAAAAQAAAGmHBAABAAAAZgAAAAAAAAA4YwAA6AMAADhjAADoAwAABgAAkAcABAAAADAyMTABkQcABAAAAAECAwAAoAcABAAAADAxMDABoAMAAQAAAP//AAACoAQAAQAAAAIAAAADoAQAAQAAAAEAAAAAAAAA/9sAQwBQNzxGPDJQRkFGWlVQX3jIgnhubnj1r7mRyP///////////////////////////////////////////////////9sAQwFVWlp4aXjrgoLr/////////////////////////////////////////////////////////////////////////8AAEQgAAQACAwEiAAIRAQMRAf/EABUAAQEAAAAAAAAAAAAAAAAAAAAE/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABQBAQAAAAAAAAAAAAAAAAAAAAD/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwC0AH//2Q==';

export function orientationProbe(): Blob {
  const bytes = Uint8Array.from(atob(ORIENTATION_PROBE), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'image/jpeg' });
}

const orientationSupport = new Map<string, Promise<boolean>>();

/** Whether this decoder already turns images upright from their EXIF orientation (measured once). */
function decoderAppliesOrientation(decoder: { name: string; decode: Decoder }): Promise<boolean> {
  let answer = orientationSupport.get(decoder.name);
  if (!answer) {
    answer = decoder.decode(orientationProbe()).then(
      (probe) => {
        probe.release();
        return probe.width === 1 && probe.height === 2;
      },
      // A decoder that cannot read the probe surely predates EXIF support.
      () => false,
    );
    orientationSupport.set(decoder.name, answer);
  }
  return answer;
}

/** Tests only: measure the browser again. */
export function forgetOrientationSupport(): void {
  orientationSupport.clear();
}

async function exifOrientation(file: Blob): Promise<number> {
  try {
    return normalizeOrientation(await readExifOrientation(file));
  } catch {
    // No EXIF block (PNG, screenshots) or an unreadable one: the picture is taken as stored.
    return 1;
  }
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', JPEG_QUALITY);
    } catch {
      resolve(null);
    }
  });
}

/**
 * Checks a chosen file (type image/*, strictly below 10 MB), decodes it, fixes its orientation
 * where the browser does not, and re-encodes it as JPEG at quality 1. Rejects with an ImageError
 * whose message is the French text to show.
 */
export async function prepareImage(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw new ImageError(IMAGE_ERRORS.invalid);
  if (file.size >= MAX_IMAGE_BYTES) throw new ImageError(IMAGE_ERRORS.tooLarge);

  const decoder = pickDecoder();
  let decoded: Decoded;
  try {
    decoded = await decoder.decode(file);
  } catch {
    throw new ImageError(IMAGE_ERRORS.invalid);
  }
  try {
    if (!decoded.width || !decoded.height) throw new ImageError(IMAGE_ERRORS.invalid);
    const orientation = (await decoderAppliesOrientation(decoder)) ? 1 : await exifOrientation(file);
    const { width, height, matrix } = orientationTransform(orientation, decoded.width, decoded.height);

    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    let jpeg: Blob | null = null;
    if (context) {
      // JPEG has no transparency: transparent pixels of a PNG would turn black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.setTransform(...matrix);
      context.drawImage(decoded.source, 0, 0, decoded.width, decoded.height);
      jpeg = await toJpeg(canvas);
    }
    // A phone may refuse a canvas that large (memory): the original still goes, and the server
    // turns it upright from its EXIF and re-encodes it the same way.
    if (!jpeg) return file;
    // Quality 1 can make a JPEG heavier than its source; the server would refuse it anyway.
    if (jpeg.size >= MAX_IMAGE_BYTES) throw new ImageError(IMAGE_ERRORS.tooLarge);
    return jpeg;
  } finally {
    decoded.release();
  }
}
