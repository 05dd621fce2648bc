import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const homesModule: FastifyPluginAsyncTypebox = async () => {};

export default homesModule;
