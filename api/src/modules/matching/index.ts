import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const matchingModule: FastifyPluginAsyncTypebox = async () => {};

export default matchingModule;
