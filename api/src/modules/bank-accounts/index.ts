import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import enrollRoutes from './enroll';
import { scaProviderFor } from './provider';
import bankAccountRoutes from './routes';
import sandboxScaRoutes from './sandbox/routes';

// For other modules: the account rents are paid into, and the SCA rule of the user object.
export { validatedPayee } from './accounts';
export { scaStatusOf } from './sca-status';
export type { ScaProvider } from './provider';

/**
 * Bank accounts and strong customer authentication (issue 7, SPEC 4 and 7); see README.md. The
 * sandbox provider's pages exist only when PAYMENT_PROVIDER is 'sandbox'.
 */
const bankAccountsModule: FastifyPluginAsyncTypebox = async (app) => {
  const provider = scaProviderFor(app);
  if (!provider) app.log.warn({ provider: app.config.paymentProvider }, 'the payment provider has no SCA implementation: bank account routes answer 503');
  await app.register(bankAccountRoutes, { provider });
  await app.register(enrollRoutes, { provider });
  if (provider?.sandbox) await app.register(sandboxScaRoutes);
};

export default bankAccountsModule;
