import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const accordancesModule: FastifyPluginAsyncTypebox = async () => {};

export default accordancesModule;
