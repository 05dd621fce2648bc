import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The tenant's receipts, documents, rent requests (anti-scam rule) and next move (issue 7). */
const tenantSpaceModule: FastifyPluginAsyncTypebox = async () => {};

export default tenantSpaceModule;
