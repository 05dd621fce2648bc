// The « recognised device » of a sign-in (issue 17, finding 1): a long-lived cookie set at each
// successful sign-in, `<user id>.<device id>.<HMAC>`, signed with a key kept in the database
// (server_secrets) so that every instance checks it. A stranger cannot forge one, so a device that
// carries a valid cookie for the account being signed into is the owner's (or was lent by them),
// and a stranger's failed attempts never lock it out.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { cachedServerSecret } from '../../lib/server-secrets';

export const DEVICE_COOKIE = 'tp_device';
/** Over HTTPS, as for the session cookie: Secure, Path=/, no Domain, not plantable by a subdomain. */
export const SECURE_DEVICE_COOKIE = '__Host-tp_device';
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60; // the most a browser keeps a cookie (RFC 6265bis)
const MAX_COOKIE_LENGTH = 200;

export interface RecognisedDevice {
  userId: number;
  /** Random, 16 bytes base64url: what login_failures.device records. */
  id: string;
}

export interface DeviceCookies {
  /** The device the request's cookie names, if its signature holds; for any account. */
  read(request: FastifyRequest): Promise<RecognisedDevice | null>;
  /** Sets (or renews) the cookie for this account, keeping the device id when it was already this account's. */
  remember(request: FastifyRequest, reply: FastifyReply, userId: number, current: RecognisedDevice | null): Promise<void>;
}

export function createDeviceCookies(db: Db, publicUrl: string): DeviceCookies {
  const key = cachedServerSecret(db, 'device_cookie');
  const publicUrlIsHttps = publicUrl.startsWith('https://');
  const isSecure = (request: FastifyRequest) => publicUrlIsHttps || request.protocol === 'https';
  const cookieName = (request: FastifyRequest) => (isSecure(request) ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE);

  const sign = async (payload: string) => createHmac('sha256', await key()).update(payload).digest('base64url');

  return {
    async read(request) {
      const value = request.cookies[cookieName(request)];
      if (!value || value.length > MAX_COOKIE_LENGTH) return null;
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{16,32})\.([A-Za-z0-9_-]{43})$/.exec(value);
      if (!match) return null;
      const [, userId, id, signature] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(await sign(`${userId}.${id}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId: Number(userId), id };
    },

    async remember(request, reply, userId, current) {
      const id = current && current.userId === userId ? current.id : randomBytes(16).toString('base64url');
      const payload = `${userId}.${id}`;
      reply.setCookie(cookieName(request), `${payload}.${await sign(payload)}`, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: isSecure(request),
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    },
  };
}
