// Which payment provider this installation uses (config.paymentProvider, PAYMENT_PROVIDER). An
// unknown id stops the server at start with a clear message rather than failing at the first sale.
import { createSandboxProvider } from '../sandbox';
import type { PaymentProvider, ProviderContext } from './types';
import type { SandboxLogger } from '../sandbox/service';

type Factory = (context: ProviderContext & { log: SandboxLogger }) => Promise<PaymentProvider>;

/** Add a real provider here: its id (the PAYMENT_PROVIDER value) and its factory. */
export const PROVIDERS: Readonly<Record<string, Factory>> = {
  sandbox: createSandboxProvider,
};

export class UnknownProviderError extends Error {
  constructor(id: string) {
    super(
      `PAYMENT_PROVIDER « ${id} » est inconnu : prestataires disponibles : ${Object.keys(PROVIDERS).join(', ')}. ` +
        'Voir api/src/modules/payments/README.md pour en brancher un autre.',
    );
    this.name = 'UnknownProviderError';
  }
}

export async function createPaymentProvider(id: string, context: ProviderContext & { log: SandboxLogger }): Promise<PaymentProvider> {
  const factory = Object.prototype.hasOwnProperty.call(PROVIDERS, id) ? PROVIDERS[id] : undefined;
  if (!factory) throw new UnknownProviderError(id);
  return factory(context);
}
