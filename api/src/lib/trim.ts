import type { FastifyRequest } from 'fastify';

/** preValidation hook: trims the given string fields so that "  " counts as empty. */
export function trimBody(fields: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const field of fields) {
      const value = record[field];
      if (typeof value === 'string') record[field] = value.trim();
    }
  };
}
