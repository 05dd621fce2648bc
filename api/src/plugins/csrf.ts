import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors';
import { originOf } from '../lib/origin';

/*
 * Cross-site request forgery defence for every state-changing request (the API and the sandbox
 * provider's form posts), on top of the SameSite=Lax session cookie. A browser names the page a
 * request comes from in Origin (every POST/PUT/PATCH/DELETE it sends since 2020) or at least in
 * Referer; when it says "another site", the request is refused before any handler runs.
 * Requests that carry neither (the payment provider's server-to-server notification, curl, the
 * test suite) cannot be forged by a page, unless Sec-Fetch-Site says a browser sent them from
 * elsewhere with both headers stripped.
 */

export const CSRF_MESSAGE = "Requête refusée : elle ne vient pas du site Toit Partagé. Rechargez la page puis réessayez.";

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values a browser sends for a request this site itself made (or a user typed). */
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** True when the request may go on. */
export function isSameSiteRequest(request: FastifyRequest, publicOrigin: string): boolean {
  // request.protocol and request.host honour X-Forwarded-* only behind a trusted proxy (TRUST_PROXY).
  const own = new Set([publicOrigin, `${request.protocol}://${request.host}`]);
  const origin = header(request, 'origin');
  // "null" (a sandboxed frame, a privacy redirect) is present and not ours: refused like any other.
  if (origin !== undefined) return own.has(origin.trim());
  const referer = header(request, 'referer');
  if (referer !== undefined) {
    const refererOrigin = originOf(referer);
    return refererOrigin !== null && own.has(refererOrigin);
  }
  const fetchSite = header(request, 'sec-fetch-site');
  return fetchSite === undefined || TRUSTED_FETCH_SITES.has(fetchSite.trim().toLowerCase());
}

async function csrf(app: FastifyInstance): Promise<void> {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  // A callback hook rather than an async one: it runs on every request and never waits.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method) || isSameSiteRequest(request, publicOrigin)) return done();
    request.log.warn({ origin: request.headers.origin, referer: request.headers.referer, url: request.url }, 'cross-site request refused');
    done(new HttpError(403, CSRF_MESSAGE));
  });
}

export default fp(csrf, { name: 'csrf' });
