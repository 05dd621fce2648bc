import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { errorResponses } from '../../lib/schemas';

const healthModule: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['site'],
        summary: 'État du service (base de données comprise)',
        response: { 200: Type.Object({ ok: Type.Boolean() }), ...errorResponses },
      },
    },
    async (_request, reply) => {
      // A health check that does not touch the database would report a broken instance as healthy.
      await sql`select 1`.execute(app.db);
      reply.header('cache-control', 'no-store');
      return { ok: true };
    },
  );
};

export default healthModule;
