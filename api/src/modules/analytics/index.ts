import { ANALYTICS_ROUTES as ROUTES } from '@coloc/contract/analytics/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso } from '../../db';
import { contractRoute } from '../../lib/contract-route';

const analyticsModule: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(ROUTES['analytics.pageView'], { tags: ['analytics'], summary: 'Enregistrer une page vue' }),
    handler: async (request, reply) => {
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
  });
};

export default analyticsModule;
