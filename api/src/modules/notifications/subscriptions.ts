import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { nowIso, type Db } from '../../db';
import { badRequest } from '../../lib/errors';
import type { PushTarget } from './push-sender';
import type { PushSubscriptionInput } from '@coloc/contract/notifications/schemas';

/** Devices one account keeps subscribed; the oldest go first (phones and browsers get replaced). */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

const P256DH_BYTES = 65;
const AUTH_BYTES = 16;

function decoded(text: string): Buffer {
  // Node's base64 decoder reads both the standard and the URL-safe alphabets.
  return Buffer.from(text, 'base64');
}

/** A key web-push could not encrypt to would fail on every message: refuse it up front. */
function isCurvePoint(key: Buffer): boolean {
  if (key.length !== P256DH_BYTES || key[0] !== 0x04) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * The server will POST to this URL: it must look like a public push service, not an address
 * inside our network (no IP literals, no localhost or single-label names, no credentials).
 */
function isPublicHttpsUrl(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0) return false;
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return false;
  return true;
}

/** The subscription as stored, after the checks a schema cannot express. */
export function checkSubscription(input: PushSubscriptionInput): PushTarget {
  if (!isPublicHttpsUrl(input.endpoint)) throw badRequest("L'adresse de l'abonnement aux notifications est invalide.");
  const { p256dh, auth } = input.keys;
  if (!isCurvePoint(decoded(p256dh)) || decoded(auth).length !== AUTH_BYTES) {
    throw badRequest("Les clés de l'abonnement aux notifications sont invalides.");
  }
  return { endpoint: input.endpoint, p256dh, auth };
}

/** Stores the browser's subscription for this user; an endpoint known for someone else (shared device) moves to them. */
export async function saveSubscription(db: Db, userId: number, target: PushTarget, now: Date = new Date()): Promise<void> {
  const values = { user_id: userId, p256dh: target.p256dh, auth: target.auth, created_at: nowIso(now) };
  await db
    .insertInto('push_subscriptions')
    .values({ ...values, endpoint: target.endpoint })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
  const surplus = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(MAX_SUBSCRIPTIONS_PER_USER)
    .limit(1000)
    .execute();
  if (surplus.length > 0) {
    await db.deleteFrom('push_subscriptions').where('id', 'in', surplus.map((row) => row.id)).execute();
  }
}

export function findSubscription(db: Db, endpoint: string) {
  return db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();
}

export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}
