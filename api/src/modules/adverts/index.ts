import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Issue 6: being written. */
const advertsModule: FastifyPluginAsyncTypebox = async () => {};

export default advertsModule;
