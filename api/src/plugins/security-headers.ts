import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/*
 * The usual security headers on every response, through helmet. Helmet writes them in an onRequest
 * hook, so a route that sets its own header (the documents' and the sandbox pages' sandbox CSP, the
 * shell's nonce CSP in web.ts) always wins over these defaults.
 */

/** JSON never needs to load, run or frame anything: should it ever be rendered, it stays inert. */
export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Remotes are meant to be loaded by a shell on another origin (a CDN, a squad's deployment). */
const CROSS_ORIGIN_PATHS = /^\/(?:remotes\/|remotes\.json(?:\?|$))/;

async function securityHeaders(app: FastifyInstance): Promise<void> {
  const https = app.config.publicUrl.startsWith('https://');
  await app.register(helmet, {
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

  app.addHook('onRequest', async (request, reply) => {
    if (CROSS_ORIGIN_PATHS.test(request.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    // Never replaces a policy a route chose.
    if (!reply.hasHeader('content-security-policy') && /^application\/(?:[\w.+-]+\+)?json/.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('content-security-policy', JSON_CSP);
    }
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
