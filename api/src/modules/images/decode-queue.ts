import pLimit from 'p-limit';
import sharp from 'sharp';
import { HttpError } from '../../lib/errors';

/**
 * A decoded photo lives in memory whole (3 bytes a pixel, plus libvips' working copies): at the
 * 50 MP cap that is a few hundred MB. Decoding at most two at a time, each on one libvips thread
 * and without libvips' operation cache, bounds what uploads can take, however many arrive at once.
 */
export const DECODE_LIMITS = {
  /** Decodes running at once. */
  parallel: 2,
  /** Decodes waiting for a turn; beyond, the upload is refused with a French 503 at once. */
  waiting: 20,
} as const;

export const DECODE_MESSAGES = {
  busy: 'Le serveur traite beaucoup de photos en ce moment. Réessayez dans une minute.',
} as const;

// One thread per image: the two decodes already use both cores of a small server, and every extra
// libvips thread keeps its own buffers. The cache would keep the last decoded bitmaps alive.
sharp.concurrency(1);
sharp.cache(false);

const limit = pLimit(DECODE_LIMITS.parallel);

/** Runs `decode` when one of the decode slots is free; refuses at once when too many wait. */
export function inDecodeQueue<T>(decode: () => Promise<T>): Promise<T> {
  // p-limit starts a queued task on the next tick: count running and queued together.
  if (limit.activeCount + limit.pendingCount >= DECODE_LIMITS.parallel + DECODE_LIMITS.waiting) {
    return Promise.reject(new HttpError(503, DECODE_MESSAGES.busy));
  }
  return limit(decode);
}

/** Decodes running and waiting, for tests and logs. */
export function decodeQueueState(): { active: number; waiting: number } {
  return { active: limit.activeCount, waiting: limit.pendingCount };
}
