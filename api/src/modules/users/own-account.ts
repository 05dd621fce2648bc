import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors';

/**
 * preValidation of the /users/{id}/… routes: the id in the URL must be the caller's own, whatever
 * the body (403 otherwise). Staff get no shortcut: an account's data is read by its owner only.
 */
export async function ownAccount(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: unknown };
  if (String(request.user!.id) !== String(id)) throw forbidden();
}
