// What every built-in sandbox provider (payments, e-signatures) shares on the wire: the HMAC-signed
// server-to-server notification, checked as a real provider's webhook is (signature header over
// "timestamp.body", a tolerance against replays, a constant-time comparison).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** A notification older (or newer) than this is refused even with a good signature: replays. */
export const NOTIFICATION_TOLERANCE_MS = 5 * 60_000;
/** Longer than any header `signatureHeader` writes: refused before parsing. */
const MAX_HEADER_LENGTH = 300;

/** HMAC-SHA256 in hex. */
export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex signatures (a wrong length is simply unequal). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, like the common webhook schemes. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`;
}

export function checkSignatureHeader(secret: string, header: string | undefined, body: string, now: Date): boolean {
  if (!header || header.length > MAX_HEADER_LENGTH) return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return at === -1 ? [part.trim(), ''] : [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isSafeInteger(t) || !parts.v1) return false;
  if (Math.abs(now.getTime() - t * 1000) > NOTIFICATION_TOLERANCE_MS) return false;
  return sameSignature(hmacHex(secret, `${t}.${body}`), parts.v1);
}

/** The notification as the sandbox posts it to the merchant's notify path. */
export function signedNotification(secret: string, url: string, event: unknown, at: Date): { url: string; headers: Record<string, string>; body: string } {
  const body = JSON.stringify(event);
  return { url, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, body, at) }, body };
}
