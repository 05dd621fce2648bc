import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * The usual security headers on every response, as helmet chooses them. They are written in an
 * onRequest hook, so a route that sets its own header (the documents' and the sandbox pages'
 * sandbox CSP, the shell's nonce CSP in web.ts) always wins over these defaults.
 *
 * Without a CSP (set elsewhere, see below) helmet's headers depend only on its options, never on
 * the request, so they are worked out once at start: @fastify/helmet built a new helmet middleware
 * and two async hooks' worth of work on every request, a few percent of a short API call.
 */

/** JSON never needs to load, run or frame anything: should it ever be rendered, it stays inert. */
export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json/;

/** Remotes are meant to be loaded by a shell on another origin (a CDN, a squad's deployment). */
const CROSS_ORIGIN_PATHS = /^\/(?:remotes\/|remotes\.json(?:\?|$))/;

/** What helmet's middleware does to a response with these options: headers set and removed. */
export function helmetHeaders(options: HelmetOptions): { set: Array<[string, string]>; removed: string[] } {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string) {
      set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, removed };
}

async function securityHeaders(app: FastifyInstance): Promise<void> {
  const https = app.config.publicUrl.startsWith('https://');
  const { set, removed } = helmetHeaders({
    // The shell's page gets its own per-response nonce policy (web.ts); documents and sandbox pages
    // set theirs; JSON gets JSON_CSP below. A helmet default would only be overridden everywhere.
    contentSecurityPolicy: false,
    // Cross-origin isolation would break the third-party chat widget and remotes on other origins.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only where the site really is HTTPS: over plain HTTP (development, e2e) the header means
    // nothing and a wrong one on localhost would pin the browser to https for a year.
    strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'sameorigin' },
  });

  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, where helmet wrote them: what a route sets through reply.header wins.
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of set) raw.setHeader(name, value);
    if (CROSS_ORIGIN_PATHS.test(request.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
    done();
  });

  app.addHook('onSend', (_request, reply, payload, done) => {
    // Never replaces a policy a route chose.
    if (!reply.hasHeader('content-security-policy') && JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('content-security-policy', JSON_CSP);
    }
    done(null, payload);
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
