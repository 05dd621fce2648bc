import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** GET /image/{id}/{width}/{height}, outside /api. */
const imageServing: FastifyPluginAsyncTypebox = async () => {};

export default imageServing;
