import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Issue 6: being written. */
const moderationModule: FastifyPluginAsyncTypebox = async () => {};

export default moderationModule;
