import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db';

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

/**
 * The string a form signature covers: every field but `signature`, sorted by name, `name=value`
 * joined by '&' with values URI-encoded (so no value can forge a separator).
 */
export function canonicalFields(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${encodeURIComponent(fields[name] ?? '')}`)
    .join('&');
}

export function signFields(secret: string, fields: Record<string, string>): string {
  return hmacHex(secret, canonicalFields(fields));
}

/**
 * A secret this installation makes on first start and keeps in app_settings, the same for every
 * instance: insert-if-absent, then whatever is stored wins (a race between instances settles on one).
 */
export async function ensureSecret(db: Db, key: string): Promise<string> {
  const read = () => db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.value;
  await db
    .insertInto('app_settings')
    .values({ key, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error(`The secret ${key} could not be stored in app_settings.`);
  return stored.value;
}
