import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * Route config for @fastify/rate-limit counted per signed-in account: the count runs after the
 * session is read (preHandler), so people behind one address do not share an allowance; an
 * anonymous call (refused by requireUser anyway) counts against its address. `name` keeps one
 * route's counts apart from another's; `message` is the French 429.
 */
export function perAccount(options: { name: string; max: number; windowMs: number; message: string }) {
  const { name, max, windowMs, message } = options;
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => (request.user ? `${name}:user:${request.user.id}` : `${name}:ip:${request.ip}`),
      errorResponseBuilder: () => new HttpError(429, message),
    },
  };
}
