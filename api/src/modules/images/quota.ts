import { toCount, type Db } from '../../db';
import { HttpError } from '../../lib/errors';

/**
 * What one account may keep on disk in images: an owner with ten adverts of 20 photos reaches the
 * count, and 500 MB is 200 photos of 2.5 MB (a re-encoded 12-megapixel photo is about 2 MB). The
 * limit stops one account from filling the disk, not an honest user.
 */
export const IMAGE_QUOTA = { count: 200, bytes: 500 * 1024 * 1024 } as const;

export const QUOTA_MESSAGES = {
  count: `Vous avez atteint la limite de ${IMAGE_QUOTA.count} photos enregistrées. Supprimez-en dans vos annonces avant d'en ajouter.`,
  bytes: `Vos photos occupent déjà près de ${IMAGE_QUOTA.bytes / (1024 * 1024)} Mo, la limite par compte. Supprimez-en dans vos annonces avant d'en ajouter.`,
} as const;

export interface QuotaCheck {
  /** The image that the upload replaces (the previous avatar): it does not count. */
  replacing?: number | null;
  /** Bytes of the new image, once processed; omitted for the early check made before reading the body. */
  bytes?: number;
  /** Inside the transaction that inserted the new image: it is already counted, so allow one more. */
  alreadyInserted?: number;
}

/** Throws a French 409 when one more image (of `bytes`) would go over the account's quota. */
export async function checkImageQuota(db: Db, userId: number, check: QuotaCheck = {}): Promise<void> {
  let query = db
    .selectFrom('images')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number>('bytes').as('bytes')])
    .where('user_id', '=', userId);
  const excluded = [check.replacing, check.alreadyInserted].filter((id): id is number => typeof id === 'number');
  if (excluded.length > 0) query = query.where('id', 'not in', excluded);
  const usage = await query.executeTakeFirstOrThrow();
  if (toCount(usage.count) + 1 > IMAGE_QUOTA.count) throw new HttpError(409, QUOTA_MESSAGES.count);
  if (toCount(usage.bytes) + (check.bytes ?? 0) > IMAGE_QUOTA.bytes) throw new HttpError(409, QUOTA_MESSAGES.bytes);
}
