import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Baseline headers on every response. A Content-Security-Policy comes with the front-end work. */
async function securityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
