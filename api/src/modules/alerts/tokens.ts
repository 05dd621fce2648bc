/*
 * One-click unsubscribe tokens (RFC 8058): signed with a server secret, scoped to one setting (the
 * person's alerts about homes, or their alerts about seekers for one home), valid 60 days, and
 * used once (alert_used_tokens). Anything else changes nothing.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUniqueViolation, nowIso, type Db } from '../../db';
import { cachedServerSecret } from '../../lib/server-secrets';

export const TOKEN_TTL_MS = 60 * 24 * 3600 * 1000;
const SECRET_NAME = 'alerts-unsubscribe';

/** 'user': the person's alerts about homes; 'home:<id>': their alerts about seekers for that home. */
export type UnsubscribeScope = 'user' | `home:${number}`;

export interface TokenClaims {
  userId: number;
  scope: UnsubscribeScope;
  expiresAt: number;
  id: string;
}

const secrets = new WeakMap<Db, () => Promise<Buffer>>();
function secretOf(db: Db): Promise<Buffer> {
  let get = secrets.get(db);
  if (!get) {
    get = cachedServerSecret(db, SECRET_NAME);
    secrets.set(db, get);
  }
  return get();
}

function sign(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export async function unsubscribeToken(db: Db, userId: number, scope: UnsubscribeScope, now = Date.now()): Promise<string> {
  const claims = { u: userId, s: scope, e: now + TOKEN_TTL_MS, j: randomBytes(12).toString('base64url') };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(await secretOf(db), payload)}`;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** Checks signature and expiry only (the confirmation page); `consume` also spends it. */
export async function readToken(db: Db, token: string, now = Date.now()): Promise<TokenCheck> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(await secretOf(db), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let raw: { u?: unknown; s?: unknown; e?: unknown; j?: unknown };
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof raw;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const scopeOk = raw.s === 'user' || (typeof raw.s === 'string' && /^home:\d{1,10}$/.test(raw.s));
  if (!Number.isSafeInteger(raw.u) || !scopeOk || typeof raw.e !== 'number' || typeof raw.j !== 'string') return { ok: false, reason: 'invalid' };
  if (raw.e < now) return { ok: false, reason: 'expired' };
  const used = await db.selectFrom('alert_used_tokens').select('id').where('token_id', '=', raw.j).executeTakeFirst();
  if (used) return { ok: false, reason: 'used' };
  return { ok: true, claims: { userId: raw.u as number, scope: raw.s as UnsubscribeScope, expiresAt: raw.e, id: raw.j } };
}

/** Marks the token used; false when another request spent it first. */
export async function spendToken(db: Db, claims: TokenClaims): Promise<boolean> {
  try {
    await db.insertInto('alert_used_tokens').values({ token_id: claims.id, used_at: nowIso() }).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
