import { perAccount } from '../../lib/rate-limit';

/**
 * Uploads per account and 10 minutes. Each one is a decode of up to 50 MP: one account must not
 * keep the decode queue full for everyone. A landlord adds an advert's 20 photos in a go, a few
 * adverts at a time; an avatar changes rarely.
 */
export const UPLOAD_RATE_LIMITS = {
  windowMs: 10 * 60_000,
  homePhotos: 60,
  avatars: 10,
} as const;

export const UPLOAD_RATE_MESSAGE = 'Vous avez envoyé beaucoup de photos en peu de temps. Réessayez dans quelques minutes.';

/** Route config for @fastify/rate-limit: counted per signed-in account (the session is loaded first). */
export function perAccountUploads(max: number) {
  return perAccount({ name: 'upload', max, windowMs: UPLOAD_RATE_LIMITS.windowMs, message: UPLOAD_RATE_MESSAGE });
}
