// The built-in sandbox provider: the merchant side of its protocol (what a real provider's SDK
// would do for us) and its own pages, so that the whole payment flow runs with no outside account.
import type { ProviderContext, PaymentProvider, ProviderNotification } from '../provider/types';
import { FormRejected, NotificationRejected } from '../provider/types';
import { ensureSecret } from '../../../lib/sandbox';
import {
  checkForm,
  checkSignatureHeader,
  SANDBOX_BASE_PATH,
  SANDBOX_MERCHANT_ID,
  SANDBOX_PROVIDER_ID,
  SANDBOX_SECRET_SETTING,
  SIGNATURE_HEADER,
  signForm,
  type SandboxEvent,
} from './protocol';
import { sandboxRoutes } from './routes';
import { SandboxService, type SandboxLogger } from './service';

const EVENT_TYPES = new Set(['payment.succeeded', 'payment.refused', 'payment.cancelled']);

function parseEvent(raw: string): SandboxEvent {
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    throw new NotificationRejected('malformed');
  }
  const e = event as Partial<SandboxEvent> | null;
  const data = e?.data;
  const card = data?.card;
  const valid =
    typeof e?.id === 'string' &&
    e.id.length > 0 &&
    e.id.length <= 100 &&
    typeof e.type === 'string' &&
    EVENT_TYPES.has(e.type) &&
    typeof data === 'object' &&
    data !== null &&
    typeof data.reference === 'string' &&
    Number.isSafeInteger(data.amount) &&
    typeof data.currency === 'string' &&
    (data.transaction_id === null || typeof data.transaction_id === 'string') &&
    (data.failure_reason === null || typeof data.failure_reason === 'string') &&
    (card === null || (typeof card === 'object' && typeof card?.token === 'string' && typeof card.last4 === 'string' && typeof card.brand === 'string'));
  if (!valid) throw new NotificationRejected('malformed');
  return e as SandboxEvent;
}

export interface SandboxProvider extends PaymentProvider {
  readonly service: SandboxService;
}

export async function createSandboxProvider(context: ProviderContext & { log: SandboxLogger }): Promise<SandboxProvider> {
  const secret = await ensureSecret(context.db, SANDBOX_SECRET_SETTING);
  const service = new SandboxService(context.db, secret, context.deliver, context.log);

  return {
    id: SANDBOX_PROVIDER_ID,
    sandbox: true,
    service,

    async buildForm(request) {
      return signForm(secret, {
        merchant: SANDBOX_MERCHANT_ID,
        reference: request.reference,
        amount: String(request.amountCents),
        currency: request.currency,
        label: request.label,
        customer: String(request.customerId),
        // Same site as ours: a path keeps the browser on the origin it uses.
        return_url: request.returnPath,
        expires_at: request.expiresAt.toISOString(),
      });
    },

    async verifyForm(fields, now) {
      const checked = checkForm(secret, fields, now);
      if (!checked.ok) throw new FormRejected(checked.reason);
      const { form } = checked;
      return {
        form: { reference: form.reference, amountCents: Number(form.amount), currency: form.currency, customerId: Number(form.customer) },
        // The provider re-checks the same signed fields on its side.
        redirectUrl: `${SANDBOX_BASE_PATH}/checkout?${new URLSearchParams(fields).toString()}`,
      };
    },

    async parseNotification({ headers, rawBody }, now): Promise<ProviderNotification> {
      const header = headers[SIGNATURE_HEADER];
      if (!checkSignatureHeader(secret, Array.isArray(header) ? header[0] : header, rawBody, now)) throw new NotificationRejected('signature');
      const event = parseEvent(rawBody);
      return {
        eventId: event.id,
        type: event.type,
        reference: event.data.reference,
        amountCents: event.data.amount,
        currency: event.data.currency,
        transactionId: event.data.transaction_id,
        savedCard: event.data.card,
        failureReason: event.data.failure_reason,
      };
    },

    chargeSavedCard(charge) {
      // Over HTTPS with the provider's API key for a real provider.
      return service.charge(charge);
    },

    routes: sandboxRoutes(service, secret),

    close() {
      service.close();
    },
  };
}
