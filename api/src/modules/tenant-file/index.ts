import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The tenant file, its documents, the rent guarantee and share links (issue 7). */
const tenantFileModule: FastifyPluginAsyncTypebox = async () => {};

export default tenantFileModule;
