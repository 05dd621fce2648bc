import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageRow } from '../../db/types';

/*
 * Files under DATA_DIR: `images/<2 hex>/<uuid>.jpg` holds the stripped originals (the path is
 * stored in images.file, relative to DATA_DIR), `image-cache/<image id>/` the resized variants,
 * which can all be deleted at any time and are made again on demand.
 */
export const IMAGES_FOLDER = 'images';
export const CACHE_FOLDER = 'image-cache';

export type VariantFormat = 'jpeg' | 'webp';

/** Absolute path of a stored original, refusing anything that would resolve outside images/. */
export function originalPath(dataDir: string, file: string): string {
  const root = path.resolve(dataDir, IMAGES_FOLDER);
  const absolute = path.resolve(dataDir, file);
  if (!absolute.startsWith(root + path.sep)) throw new Error(`Image path outside ${IMAGES_FOLDER}/: ${file}`);
  return absolute;
}

function cacheFolder(dataDir: string, imageId: number): string {
  return path.join(dataDir, CACHE_FOLDER, String(imageId));
}

/**
 * Where a resized variant is cached. The content hash is part of the name so that a variant
 * left over from an earlier database (ids start again at 1) is never served for a new image.
 */
export function variantPath(
  dataDir: string,
  image: Pick<ImageRow, 'id' | 'sha256'>,
  width: number,
  height: number,
  format: VariantFormat,
): string {
  return path.join(cacheFolder(dataDir, image.id), `${image.sha256.slice(0, 16)}-${width}x${height}.${format === 'webp' ? 'webp' : 'jpg'}`);
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
export async function writeFileAtomic(target: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** Stores a processed original and answers its path relative to DATA_DIR (for images.file). */
export async function storeOriginal(dataDir: string, data: Buffer): Promise<string> {
  const name = randomUUID();
  const file = path.posix.join(IMAGES_FOLDER, name.slice(0, 2), `${name}.jpg`);
  await writeFileAtomic(originalPath(dataDir, file), data);
  return file;
}

/** Deletes a stored original that never got a row (a failed upload or seed). */
export async function removeOriginal(dataDir: string, file: string): Promise<void> {
  await fs.rm(originalPath(dataDir, file), { force: true });
}

/** Deletes the originals and cached variants of these images; files already gone are fine. */
export async function removeImageFiles(dataDir: string, images: ReadonlyArray<Pick<ImageRow, 'id' | 'file'>>): Promise<void> {
  await Promise.all(
    images.map(async (image) => {
      await fs.rm(cacheFolder(dataDir, image.id), { recursive: true, force: true });
      await fs.rm(originalPath(dataDir, image.file), { force: true });
    }),
  );
}

/**
 * For use after the rows are gone: the request has succeeded, so a file that cannot be removed
 * is logged (an orphan on disk) rather than turned into an error.
 */
export async function removeImageFilesAfterCommit(
  dataDir: string,
  images: ReadonlyArray<Pick<ImageRow, 'id' | 'file'>>,
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  try {
    await removeImageFiles(dataDir, images);
  } catch (err) {
    log.error({ err, images: images.map((image) => image.id) }, 'image files could not be removed');
  }
}
