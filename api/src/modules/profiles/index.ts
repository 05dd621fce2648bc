import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const profilesModule: FastifyPluginAsyncTypebox = async () => {};

export default profilesModule;
