import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Offers checkout, subscriptions, invoices and referral (issue 7). */
const paymentsModule: FastifyPluginAsyncTypebox = async () => {};

export default paymentsModule;
