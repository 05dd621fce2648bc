import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const searchesModule: FastifyPluginAsyncTypebox = async () => {};

export default searchesModule;
