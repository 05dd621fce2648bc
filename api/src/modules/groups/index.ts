import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { groupRoutes } from './routes';

export { GROUP_MESSAGES } from './rules';

/**
 * Groups of seekers looking for a home together: create, invite by e-mail, accept or decline,
 * leave, and the group's favourites (every member's likes, with who liked what). Routes in
 * routes.ts, decisions in rules.ts, queries in store.ts.
 */
const groupsModule: FastifyPluginAsyncTypebox = async (app) => {
  await groupRoutes(app);
};

export default groupsModule;
