import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Bank accounts and strong customer authentication (issue 7). */
const bankAccountsModule: FastifyPluginAsyncTypebox = async () => {};

export default bankAccountsModule;
