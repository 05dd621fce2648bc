import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso } from '../../db';
import { errorResponses } from '../../lib/schemas';

const PageViewBody = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }),
    referrer: Type.Optional(Type.String({ maxLength: 2000 })),
    title: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);

const analyticsModule: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/analytics/pageviews',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Enregistrer une page vue',
        body: PageViewBody,
        response: { 204: Type.Null({ description: 'Enregistrée' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { path, referrer, title } = request.body;
      await app.db
        .insertInto('page_views')
        .values({
          path,
          referrer: referrer || null,
          title: title || null,
          user_id: request.user?.id ?? null,
          created_at: nowIso(),
        })
        .execute();
      return reply.code(204).send(null);
    },
  );
};

export default analyticsModule;
