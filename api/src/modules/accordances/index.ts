import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accordanceRoutes } from './routes';

export { ACCORDANCE_MESSAGES } from './rules';

/**
 * Likes and dislikes (« accordances ») of profiles, homes and groups, and the favourite lists they
 * make. Routes in routes.ts, decisions in rules.ts, queries in store.ts.
 */
const accordancesModule: FastifyPluginAsyncTypebox = async (app) => {
  await accordanceRoutes(app);
};

export default accordancesModule;
