import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import tenantDocumentRoutes from './documents';
import nextColocationRoutes from './next-colocation';
import receiptRoutes from './receipts';
import rentRequestRoutes from './rent-requests';

// The anti-scam rule, for any other module that would ever ask a tenant for money.
export { decideRentRequest, type RentRequestFacts } from './rule';

/**
 * The tenant's space (issue 7): receipts (quittances), tenant documents, rent requests under the
 * anti-scam rule, and the next co-location plan. See README.md for the routes and rules.
 */
const tenantSpaceModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(receiptRoutes);
  await app.register(tenantDocumentRoutes);
  await app.register(rentRequestRoutes);
  await app.register(nextColocationRoutes);
};

export default tenantSpaceModule;
