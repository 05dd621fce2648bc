import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { startExpiryJob } from './expiry';
import { notifyRoutes } from './notify';
import { createSignatureProvider } from './provider/registry';
import { mandateRoutes } from './routes';

export { UnknownSignatureProviderError } from './provider/registry';
export { startMandate } from './service';

/**
 * The management mandate (issue 16), signed through the e-signature provider named by
 * config.signatureProvider. See README.md for the flow and how a real provider plugs in.
 */
const mandatesModule: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = { db: app.db, mailer: app.mailer, config: app.config };
  const provider = await createSignatureProvider(app.config.signatureProvider, {
    db: app.db,
    config: app.config,
    // What a provider's servers do over HTTPS; the built-in sandbox lives in this process.
    deliver: async ({ url, headers, body }) => {
      const response = await app.inject({ method: 'POST', url, headers, payload: body });
      return { statusCode: response.statusCode };
    },
  });
  if (provider.routes) await app.register(provider.routes);
  await app.register(mandateRoutes(provider, ctx));
  await app.register(notifyRoutes(provider, ctx));

  let stop: (() => void) | null = null;
  app.addHook('onReady', async () => {
    stop = startExpiryJob(ctx, app.log);
  });
  app.addHook('onClose', async () => {
    stop?.();
  });
};

export default mandatesModule;
