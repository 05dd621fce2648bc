import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkoutRoutes } from './checkout';
import { notifyRoutes } from './notify';
import { createPaymentProvider } from './provider/registry';
import { startRenewalJob } from './renewal';
import { readingRoutes } from './routes';

export { UnknownProviderError } from './provider/registry';
export { REFERRAL_COOKIE, clearReferralCookie, normaliseCode, recordSponsor } from './referral';
export { userSubscriptions } from './user-subscriptions';

/**
 * Offers checkout, subscriptions, invoices and referral (issue 7), with the payment provider named
 * by config.paymentProvider. See README.md for the routes, the flow and how a provider plugs in.
 */
const paymentsModule: FastifyPluginAsyncTypebox = async (app) => {
  const provider = await createPaymentProvider(app.config.paymentProvider, {
    db: app.db,
    config: app.config,
    log: app.log,
    // What a provider's servers do over HTTPS; the built-in sandbox lives in this process.
    deliver: async ({ url, headers, body }) => {
      const response = await app.inject({ method: 'POST', url, headers, payload: body });
      return { statusCode: response.statusCode };
    },
  });
  if (provider.routes) await app.register(provider.routes);
  await app.register(checkoutRoutes(provider));
  await app.register(notifyRoutes(provider));
  await app.register(readingRoutes(provider));

  let stopJob: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopJob = startRenewalJob({ db: app.db, provider, company: app.config.company, log: app.log });
  });
  app.addHook('onClose', async () => {
    await stopJob?.();
    provider.close?.();
  });
};

export default paymentsModule;
