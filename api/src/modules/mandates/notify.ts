// POST /mandate-signatures/{provider}/notify: the e-signature provider's server-to-server
// notification, the only thing that records the owner's signature. The raw body is kept
// (signatures cover the exact bytes) and handed to the provider to verify and parse.
import { MANDATES_ROUTES as ROUTES } from '@coloc/contract/mandates/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/errors';
import { contractRoute } from '../../lib/contract-route';
import { fieldErrorHandler } from '../../lib/field-validation';
import { keepRawBodies } from '../../lib/raw-body';
import { MANDATE_MESSAGES as M } from './messages';
import { NotificationRejected, type SignatureProvider } from './provider/types';
import { MANDATE_FIELD_TEXTS, TAGS } from './field-texts';
import { applySignatureNotification, type MandateContext } from './service';

const NOTIFICATION_MAX_BYTES = 16 * 1024;

export function notifyRoutes(provider: SignatureProvider, ctx: MandateContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const rawBody = keepRawBodies(app, NOTIFICATION_MAX_BYTES);

    app.route({
      ...contractRoute(ROUTES['mandates.notify'], {
        tags: [...TAGS],
        summary: 'Notification serveur à serveur du prestataire de signature électronique',
        description:
          "Signée par le prestataire (bac à sable : en-tête x-sandbox-signature, HMAC-SHA256, 5 minutes de tolérance). Un événement déjà reçu est refusé (409) ; une référence inconnue donne 404 ; rien n'est changé dans ces cas.",
      }),
      errorHandler: fieldErrorHandler(MANDATE_FIELD_TEXTS),
      handler: async (request, reply) => {
        if (request.params.provider !== provider.id) throw new HttpError(404, M.providerUnknown);
        let notification;
        try {
          notification = await provider.parseNotification({ headers: request.headers, rawBody: rawBody(request) }, new Date());
        } catch (error) {
          if (error instanceof NotificationRejected) {
            request.log.warn({ reason: error.reason }, 'signature notification rejected');
            throw new HttpError(400, error.reason === 'signature' ? M.notificationSignature : M.notificationInvalid);
          }
          throw error;
        }
        await applySignatureNotification(ctx, provider.id, notification);
        reply.header('cache-control', 'no-store');
        return { received: true };
      },
    });
  };
}
