// Accounts (SPEC 2.2, 5): the user object, its fields, password, notification preferences and
// deletion, the public profile others see, and the account's own data (data-routes.ts: export
// file, latest connections). Shape: routes.ts (thin handlers), rules.ts (pure decisions),
// store.ts (queries), messages.ts (French texts); the wire shapes are the contract's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dataRoutes } from './data-routes';
import { usersRoutes } from './routes';

export { USER_MESSAGES } from './messages';
export { toUserObject } from './serialize';
export { eraseAccount } from './service';

const usersModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(usersRoutes);
  await app.register(dataRoutes);
};

export default usersModule;
