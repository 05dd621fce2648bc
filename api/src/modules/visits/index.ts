import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const visitsModule: FastifyPluginAsyncTypebox = async () => {};

export default visitsModule;
