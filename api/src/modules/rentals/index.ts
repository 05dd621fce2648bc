import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Issue 6: being written. */
const rentalsModule: FastifyPluginAsyncTypebox = async () => {};

export default rentalsModule;
