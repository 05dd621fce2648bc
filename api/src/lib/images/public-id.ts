import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';

/**
 * The id an image is served under, /image/{public_id}/{width}/{height} (issue 17, finding 4):
 * 16 random bytes in base64url (22 characters, 128 bits), so nobody can walk the images the way
 * the sequential keys could be walked.
 */
export function newImagePublicId(): string {
  return randomBytes(16).toString('base64url');
}

const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

export function isImagePublicId(value: string): boolean {
  return PUBLIC_ID.test(value);
}

/** images.id -> images.public_id for the ids given (unknown ids are left out), in one query. */
export async function publicIdsOf(db: Db, ids: Iterable<number | null | undefined>): Promise<Map<number, string>> {
  const list = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (list.length === 0) return new Map();
  const rows = await db.selectFrom('images').select(['id', 'public_id']).where('id', 'in', list).execute();
  return new Map(rows.map((row) => [row.id, row.public_id]));
}
