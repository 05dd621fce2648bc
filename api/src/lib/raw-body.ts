import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A provider's server-to-server notification is signed over its exact bytes: in this (encapsulated)
 * plugin every body is kept as the raw string, up to `maxBytes`, and parsed by the provider itself.
 */
export function keepRawBodies(app: FastifyInstance, maxBytes: number): (request: FastifyRequest) => string {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: maxBytes }, (request, body, done) => {
    rawBodies.set(request, body as string);
    done(null, null);
  });
  return (request) => rawBodies.get(request) ?? '';
}
