import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const imagesModule: FastifyPluginAsyncTypebox = async () => {};

export default imagesModule;
