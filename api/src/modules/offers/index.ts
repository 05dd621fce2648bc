import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const offersModule: FastifyPluginAsyncTypebox = async () => {};

export default offersModule;
