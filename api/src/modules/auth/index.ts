// Accounts' way in (SPEC 2.1): sign-up by mailed link, sign-in with its lockout rules, sign-out,
// password reset. Shape: routes.ts (thin handlers), store.ts (queries), messages.ts; the wire
// shapes are the contract's (@coloc/contract/auth).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authRoutes } from './routes';

export { AUTH_MESSAGES } from './messages';

const authModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(authRoutes);
};

export default authModule;
