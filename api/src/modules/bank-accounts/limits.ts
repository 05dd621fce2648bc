import type { FastifyRequest } from 'fastify';

/**
 * Per-minute limits of the SCA routes. Each start makes the provider send a code (an SMS at a real
 * PSP, which costs money), so they are counted per signed-in user (the session is loaded before
 * the preHandler hook), and per address for anonymous calls.
 */
export const SCA_RATE_LIMITS = {
  create: 10,
  confirm: 20,
  enroll: 10,
  sandboxAnswer: 30,
  remove: 30,
} as const;

export function perUserPerMinute(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    },
  };
}
