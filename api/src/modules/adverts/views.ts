import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { sha256Hex } from '../../lib/crypto';
import { cachedServerSecret } from '../../lib/server-secrets';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../plugins/session';
import { todayInFrance } from '../profiles';

/*
 * Advert views for the owners' reports (issue 17, finding 6: 12,835 anonymous GETs made 12,886
 * views). One view per visitor per advert per Paris day, whether the visitor read the JSON or the
 * server-rendered page, fresh or from the page cache: one rule, recordAdvertView, for both paths.
 * A visitor is the signed-in account when the request carries a live session, otherwise its
 * address hashed with the day and a secret salt (server_secrets), so that no address is stored and
 * yesterday's hashes cannot be linked to today's.
 */

/**
 * The server renderer reads the advert through the API in process (page-render.ts): that read is
 * not a visitor's, the web plugin counts the page for the real visitor. A header with a random
 * per-process value marks it; a client cannot guess the value.
 */
export const INTERNAL_RENDER_HEADER = 'x-tp-internal-render';
export const INTERNAL_RENDER_TOKEN = randomBytes(18).toString('base64url');

export function isInternalRender(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_RENDER_HEADER] === INTERNAL_RENDER_TOKEN;
}

const salts = new WeakMap<Db, () => Promise<Buffer>>();
const purgedOn = new WeakMap<Db, string>();

/** The account of a live session cookie, for requests outside /api where the session plugin does not run. */
async function sessionUserId(db: Db, request: FastifyRequest): Promise<number | null> {
  const token = request.cookies?.[SECURE_SESSION_COOKIE] ?? request.cookies?.[SESSION_COOKIE];
  if (!token || token.length > 128) return null;
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', sha256Hex(token))
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

async function visitorOf(db: Db, request: FastifyRequest, day: string): Promise<string> {
  // Inside /api the session plugin has already read the cookie; elsewhere it is looked up here.
  const userId = request.user !== undefined ? (request.user?.id ?? null) : await sessionUserId(db, request);
  if (userId !== null) return `user:${userId}`;
  let salt = salts.get(db);
  if (!salt) {
    salt = cachedServerSecret(db, 'advert_view_salt');
    salts.set(db, salt);
  }
  return createHmac('sha256', await salt()).update(`${day}|${request.ip}`).digest('base64url');
}

/**
 * One more view of the advert today, unless this visitor was already counted for it today. The
 * visitor row is inserted first (ON CONFLICT DO NOTHING): of concurrent requests by one visitor,
 * only the one that inserted it counts. The count itself is a single INSERT … ON CONFLICT DO
 * UPDATE, atomic on SQLite and PostgreSQL.
 */
export async function recordAdvertView(db: Db, request: FastifyRequest, homeId: number, day: string = todayInFrance()): Promise<void> {
  const visitor = await visitorOf(db, request, day);
  const first = await db
    .insertInto('advert_view_visitors')
    .values({ home_id: homeId, day, visitor })
    .onConflict((conflict) => conflict.columns(['home_id', 'day', 'visitor']).doNothing())
    .returning('home_id')
    .executeTakeFirst();
  if (!first) return;
  await db
    .insertInto('advert_views')
    .values({ home_id: homeId, day, count: 1 })
    .onConflict((conflict) => conflict.columns(['home_id', 'day']).doUpdateSet((eb) => ({ count: eb('advert_views.count', '+', 1) })))
    .execute();
  // Yesterday's visitors are kept (the Paris day may differ from the server's); older ones go,
  // once a day per process.
  if (purgedOn.get(db) !== day) {
    purgedOn.set(db, day);
    const yesterday = new Date(`${day}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    await db.deleteFrom('advert_view_visitors').where('day', '<', yesterday.toISOString().slice(0, 10)).execute();
  }
}
