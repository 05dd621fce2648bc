import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { nowIso } from '../db';
import type { UserRow } from '../db/types';
import { randomToken, sha256Hex } from '../lib/crypto';
import { unauthorized } from '../lib/errors';

export const SESSION_COOKIE = 'tp_session';
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TTL_MS = 30 * DAY_MS;
export const SESSION_IDLE_TTL_MS = 14 * DAY_MS;
/** last_seen_at is written at most this often, so that reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** A longer cookie cannot be one of ours; do not bother hashing and querying it. */
const MAX_TOKEN_LENGTH = 128;

export interface AuthSession {
  id: number;
  tokenHash: string;
}

export interface SessionManager {
  /** Creates a fresh session (never reuses a token) and sets the cookie. */
  start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
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

  function cookieOptions(request: FastifyRequest) {
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      path: '/',
      // request.protocol honours X-Forwarded-Proto only when trustProxy is configured.
      secure: publicUrlIsHttps || request.protocol === 'https',
    };
  }

  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
  });

  app.decorate<SessionManager>('sessions', {
    async start(request, reply, userId) {
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
      request.authSession = { id: inserted.id, tokenHash };
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: SESSION_ABSOLUTE_TTL_MS / 1000 });
    },

    async end(request, reply) {
      const token = request.cookies[SESSION_COOKIE];
      if (token && token.length <= MAX_TOKEN_LENGTH) {
        await db.deleteFrom('sessions').where('token_hash', '=', sha256Hex(token)).execute();
      }
      request.user = null;
      request.authSession = null;
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    },

    async revokeAllForUser(userId) {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
  });

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > MAX_TOKEN_LENGTH) return;
    const tokenHash = sha256Hex(token);
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(['sessions.id as session_id', 'sessions.last_seen_at', 'sessions.expires_at'])
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return;

    const now = Date.now();
    const lastSeen = Date.parse(row.last_seen_at);
    if (Date.parse(row.expires_at) <= now || lastSeen + SESSION_IDLE_TTL_MS <= now) {
      await db.deleteFrom('sessions').where('id', '=', row.session_id).execute();
      return;
    }
    if (now - lastSeen >= TOUCH_INTERVAL_MS) {
      await db.updateTable('sessions').set({ last_seen_at: nowIso(new Date(now)) }).where('id', '=', row.session_id).execute();
    }
    const { session_id, last_seen_at: _lastSeen, expires_at: _expires, ...user } = row;
    request.user = user;
    request.authSession = { id: session_id, tokenHash };
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] });
