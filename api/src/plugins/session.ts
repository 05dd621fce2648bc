import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { nowIso } from '../db';
import { preparedQuery } from '../db/prepared';
import type { ConnectionMethod, UserRow } from '../db/types';
import { randomToken, sha256Hex } from '../lib/crypto';
import { unauthorized } from '../lib/errors';
import { sessionGuard } from '../lib/openapi';

/** The cookie over plain HTTP (local development, tests, e2e). */
export const SESSION_COOKIE = 'tp_session';
/**
 * Over HTTPS: the __Host- prefix makes the browser refuse it unless Secure, Path=/ and without
 * Domain, so neither a sibling subdomain nor a plain-HTTP page can plant or shadow it.
 */
export const SECURE_SESSION_COOKIE = '__Host-tp_session';
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TTL_MS = 30 * DAY_MS;
export const SESSION_IDLE_TTL_MS = 14 * DAY_MS;
/** last_seen_at is written at most this often, so that reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/**
 * users.last_seen_at only has to be right to the day (accounts are deleted after three years
 * without a visit, retention module): one write per person per day, whatever the traffic.
 */
const USER_TOUCH_INTERVAL_MS = DAY_MS;
/** A longer cookie cannot be one of ours; do not bother hashing and querying it. */
const MAX_TOKEN_LENGTH = 128;
/** Enough of a User-Agent to tell the device; the rest is noise a client could inflate. */
const USER_AGENT_KEPT = 300;

/** The session of a token and its user: one lookup per signed-in request, compiled once. */
const sessionByToken = preparedQuery(['tokenHash'], (db, { tokenHash }: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.last_seen_at as session_last_seen_at', 'sessions.expires_at as session_expires_at'])
    .where('sessions.token_hash', '=', tokenHash),
);

export interface AuthSession {
  id: number;
  tokenHash: string;
}

export interface SessionManager {
  /** Creates a fresh session (never reuses a token), logs the connection (`how` it started) and sets the cookie. */
  start(request: FastifyRequest, reply: FastifyReply, userId: number, how: ConnectionMethod): Promise<void>;
  /** Deletes the request's server session, if any, and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  revokeAllForUser(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded from the session cookie on every /api request. */
    user: UserRow | null;
    authSession: AuthSession | null;
  }
  interface FastifyInstance {
    /** onRequest/preHandler hook: 401 unless signed in. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    sessions: SessionManager;
  }
}

async function sessionPlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const publicUrlIsHttps = config.publicUrl.startsWith('https://');

  // request.protocol honours X-Forwarded-Proto only when trustProxy is configured.
  const isSecure = (request: FastifyRequest) => publicUrlIsHttps || request.protocol === 'https';
  /** The name in force for this request: the one the cookie is set under is the one read back. */
  const cookieName = (request: FastifyRequest) => (isSecure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

  function cookieOptions(request: FastifyRequest) {
    return {
      httpOnly: true,
      // Lax, not Strict: a payment provider hosted elsewhere brings the buyer back by a top-level
      // navigation that must still be signed in. Cross-site POSTs are refused by the csrf plugin.
      sameSite: 'lax' as const,
      path: '/',
      secure: isSecure(request),
    };
  }

  function readToken(request: FastifyRequest): string | null {
    const token = request.cookies[cookieName(request)];
    return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
  }

  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);

  app.decorate(
    'requireUser',
    sessionGuard(async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    }),
  );

  /** The person is back: the dormancy clock restarts and a warning already mailed no longer holds. */
  async function markSeen(userId: number, now: Date): Promise<void> {
    await db.updateTable('users').set({ last_seen_at: nowIso(now), dormancy_warned_at: null }).where('id', '=', userId).execute();
  }

  /**
   * The connection log (migration 026, kept a year by the retention module): who, from which
   * address, when, how. The address is copied from the account in the same statement, so the row
   * still names the person after the account is deleted.
   */
  async function logConnection(request: FastifyRequest, userId: number, how: ConnectionMethod, now: Date): Promise<void> {
    const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_KEPT) ?? null;
    await db
      .insertInto('connection_log')
      .columns(['user_id', 'email', 'ip', 'user_agent', 'method', 'created_at'])
      .expression(
        db
          .selectFrom('users')
          .select((eb) => [
            'id',
            'email',
            eb.val(request.ip).as('ip'),
            eb.val(userAgent).as('user_agent'),
            eb.val(how).as('method'),
            eb.val(nowIso(now)).as('created_at'),
          ])
          .where('id', '=', userId),
      )
      .execute();
  }

  app.decorate<SessionManager>('sessions', {
    async start(request, reply, userId, how) {
      const now = new Date();
      const token = randomToken();
      const tokenHash = sha256Hex(token);
      // Rotation: the session the client may still hold is dropped, never upgraded in place.
      if (request.authSession) {
        await db.deleteFrom('sessions').where('id', '=', request.authSession.id).execute();
      }
      await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', nowIso(now)).execute();
      const inserted = await db
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          user_id: userId,
          created_at: nowIso(now),
          last_seen_at: nowIso(now),
          expires_at: nowIso(new Date(now.getTime() + SESSION_ABSOLUTE_TTL_MS)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Every way in (password, link, sign-up, reset) starts a session here.
      await markSeen(userId, now);
      await logConnection(request, userId, how, now);
      request.authSession = { id: inserted.id, tokenHash };
      reply.setCookie(cookieName(request), token, { ...cookieOptions(request), maxAge: SESSION_ABSOLUTE_TTL_MS / 1000 });
    },

    async end(request, reply) {
      const token = readToken(request);
      if (token) {
        await db.deleteFrom('sessions').where('token_hash', '=', sha256Hex(token)).execute();
      }
      request.user = null;
      request.authSession = null;
      reply.clearCookie(cookieName(request), cookieOptions(request));
    },

    async revokeAllForUser(userId) {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
  });

  app.addHook('onRequest', async (request) => {
    const token = readToken(request);
    if (!token) return;
    const tokenHash = sha256Hex(token);
    const row = (await sessionByToken.executeTakeFirst(db, { tokenHash })) as
      | (UserRow & { session_id: number; session_last_seen_at: string; session_expires_at: string })
      | undefined;
    if (!row) return;

    const now = Date.now();
    const lastSeen = Date.parse(row.session_last_seen_at);
    if (Date.parse(row.session_expires_at) <= now || lastSeen + SESSION_IDLE_TTL_MS <= now) {
      await db.deleteFrom('sessions').where('id', '=', row.session_id).execute();
      return;
    }
    if (now - lastSeen >= TOUCH_INTERVAL_MS) {
      await db.updateTable('sessions').set({ last_seen_at: nowIso(new Date(now)) }).where('id', '=', row.session_id).execute();
    }
    if (row.last_seen_at === null || now - Date.parse(row.last_seen_at) >= USER_TOUCH_INTERVAL_MS) {
      await markSeen(row.id, new Date(now));
      row.last_seen_at = nowIso(new Date(now));
      row.dormancy_warned_at = null;
    }
    const { session_id, session_last_seen_at: _lastSeen, session_expires_at: _expires, ...user } = row;
    request.user = user;
    request.authSession = { id: session_id, tokenHash };
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] });
