// POST /payments/{provider}/notify: the provider's server-to-server notification, the only thing
// that confirms a payment. The raw body is kept (signatures cover the exact bytes) and handed to
// the provider to verify and parse; whatever its content type, it is never parsed here first.
import { PAYMENTS_ROUTES as ROUTES } from '@coloc/contract/payments/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, notFound } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { keepRawBodies } from '../../lib/raw-body';
import { contractRoute } from '../../lib/contract-route';
import { applyNotification } from './activation';
import { PAYMENT_FIELD_TEXTS } from './field-texts';
import { PAYMENT_MESSAGES as M } from './messages';
import { NotificationRejected, type PaymentProvider } from './provider/types';
import { TAGS } from './doc';

const NOTIFICATION_MAX_BYTES = 64 * 1024;

export function notifyRoutes(provider: PaymentProvider): FastifyPluginAsyncTypebox {
  return async (app) => {
    const rawBody = keepRawBodies(app, NOTIFICATION_MAX_BYTES);

    app.route({
      ...contractRoute(ROUTES['payments.notify'], {
        tags: [...TAGS.subscriptions],
        summary: 'Notification serveur à serveur du prestataire de paiement',
        description:
          "Signée par le prestataire (bac à sable : en-tête x-sandbox-signature, HMAC-SHA256). Un identifiant d'événement déjà reçu ne change rien ; le montant et la référence doivent correspondre au paiement. Seule cette notification active un abonnement.",
      }),
      errorHandler: fieldErrorHandler(PAYMENT_FIELD_TEXTS),
      handler: async (request, reply) => {
        if (request.params.provider !== provider.id) throw notFound();
        let notification;
        try {
          notification = await provider.parseNotification({ headers: request.headers, rawBody: rawBody(request) }, new Date());
        } catch (error) {
          if (error instanceof NotificationRejected) {
            request.log.warn({ reason: error.reason }, 'payment notification rejected');
            throw new HttpError(400, error.reason === 'signature' ? M.notificationSignature : M.notificationInvalid);
          }
          throw error;
        }
        const { duplicate } = await applyNotification({ db: app.db, company: app.config.company }, provider.id, notification);
        reply.header('cache-control', 'no-store');
        return { received: true, duplicate };
      },
    });
  };
}
