import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Issue 6: being written. */
const propertiesModule: FastifyPluginAsyncTypebox = async () => {};

export default propertiesModule;
