// Buying an offer: POST /subscriptions (a pending subscription and its payment, or the mandate at
// once), GET /generateForm/{subscription} (the signed hosted-payment form), GET /beforePayment
// (the form's submit: checked, then off to the provider's page). Nothing here activates anything.
import { PAYMENTS_ROUTES as ROUTES } from '@coloc/contract/payments/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import { randomBytes } from 'node:crypto';
import { nowIso } from '../../db';
import { badRequest, forbidden, HttpError } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { homeForEditing } from '../homes';
import { MANDATE_OFFER_ID, findOffer } from '../offers';
import { startMandate } from '../mandates';
import { PAYMENT_FIELD_TEXTS } from './field-texts';
import { invoiceLabel } from './invoices';
import { PAYMENT_MESSAGES as M } from './messages';
import { FormRejected, type PaymentProvider } from './provider/types';
import { MANDATE_TERM_MONTHS, periodEnd } from './rules';
import { isLocalPath } from './sandbox/protocol';
import { TAGS } from './doc';
import { ownSubscription, subscriptionRecord, toDetails, today } from './store';

/** How long a generated form may be submitted. */
export const FORM_TTL_MS = 30 * 60_000;
/** Payment starts per user and minute. */
export const STARTS_PER_MINUTE = 10;

export function newPaymentReference(): string {
  return `TP-${randomBytes(8).toString('hex').toUpperCase()}`;
}

export function checkoutRoutes(provider: PaymentProvider): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { db } = app;
    const errorHandler = fieldErrorHandler(PAYMENT_FIELD_TEXTS);
    const perUser = (max: number) => ({
      rateLimit: { max, timeWindow: 60_000, keyGenerator: (request: { user: { id: number } | null; ip: string }) => (request.user ? `user:${request.user.id}` : request.ip) },
    });

    app.route({
      ...contractRoute(ROUTES['payments.startSubscription'], {
        tags: [...TAGS.subscriptions],
        summary: 'Commencer la souscription à une offre',
        description:
          "Crée un abonnement en attente et son paiement pour l'offre choisie, sur un logement dont l'appelant gère l'annonce. Le mandat de gestion (prix 0) ne demande aucun paiement : il est appliqué au logement tout de suite (payment_required false).",
      }),
      onRequest: app.requireUser,
      config: perUser(STARTS_PER_MINUTE),
      errorHandler,
      handler: async (request, reply) => {
        const user = request.user!;
        const body = request.body;
        const offer = findOffer(body.offer_id);
        if (!offer) throw badRequest(M.unknownOffer);
        if (!isLocalPath(body.return_path)) throw badRequest(M.returnPathInvalid);
        if (body.home_id === undefined || body.home_id === null) throw badRequest(M.homeRequired);
        const home = await homeForEditing(db, user, String(body.home_id), 'error', 'advert');
        const day = today();
        const now = nowIso();
        reply.code(201).header('cache-control', 'no-store');

        if (offer.price_cents === 0) {
          const { id, mandateId } = await db.transaction().execute(async (trx) => {
            const running = await trx
              .selectFrom('subscriptions')
              .select('id')
              .where('user_id', '=', user.id)
              .where('home_id', '=', home.id)
              .where('offer', '=', offer.id)
              .where('status', '=', 'active')
              .where('valid_until', '>=', day)
              .executeTakeFirst();
            await trx.updateTable('homes').set({ offer: offer.id, updated_at: now }).where('id', '=', home.id).execute();
            // The mandate must then be signed by the owner and countersigned (modules/mandates).
            const mandate = offer.id === MANDATE_OFFER_ID ? await startMandate(trx, { homeId: home.id, ownerId: user.id, config: app.config }) : null;
            const mandateId = mandate && mandate.status === 'signing' && mandate.owner_id === user.id ? mandate.id : null;
            if (running) return { id: running.id, mandateId };
            const created = await trx
              .insertInto('subscriptions')
              .values({
                user_id: user.id,
                offer: offer.id,
                home_id: home.id,
                status: 'active',
                source: 'payment',
                valid_from: day,
                valid_until: periodEnd(day, MANDATE_TERM_MONTHS),
                price_cents: 0,
                auto_renew: 0,
                created_at: now,
                updated_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            return { id: created.id, mandateId };
          });
          return {
            subscription: toDetails((await subscriptionRecord(db, id))!),
            payment_required: false,
            ...(mandateId !== null ? { signing_url: `/api/mandates/${mandateId}/sign?return_path=${encodeURIComponent(body.return_path)}` } : {}),
          };
        }

        const id = await db.transaction().execute(async (trx) => {
          const created = await trx
            .insertInto('subscriptions')
            .values({
              user_id: user.id,
              offer: offer.id,
              home_id: home.id,
              status: 'pending',
              source: 'payment',
              valid_from: null,
              // Provisional: the period is fixed when the provider confirms the payment.
              valid_until: periodEnd(day, offer.duration_months),
              price_cents: offer.price_cents,
              auto_renew: 1,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('payments')
            .values({
              reference: newPaymentReference(),
              user_id: user.id,
              subscription_id: created.id,
              provider: provider.id,
              kind: 'checkout',
              amount_cents: offer.price_cents,
              currency: 'EUR',
              status: 'created',
              failure_reason: null,
              return_path: body.return_path,
              provider_transaction_id: null,
              card_last4: null,
              confirmed_at: null,
              created_at: now,
              updated_at: now,
            })
            .execute();
          return created.id;
        });
        return { subscription: toDetails((await subscriptionRecord(db, id))!), payment_required: true };
      },
    });

    app.route({
      ...contractRoute(ROUTES['payments.generateForm'], {
        tags: [...TAGS.subscriptions],
        summary: 'Formulaire de paiement signé (page de paiement hébergée)',
        description: 'Seul le titulaire de l’abonnement en attente peut le demander. Le navigateur soumet ces champs à GET /api/beforePayment.',
      }),
      onRequest: app.requireUser,
      errorHandler,
      handler: async (request, reply) => {
        const user = request.user!;
        const sub = await ownSubscription(db, user.id, request.params.subscription);
        if (sub.status !== 'pending') throw new HttpError(409, M.subscriptionNotPending);
        const payment = await db
          .selectFrom('payments')
          .selectAll()
          .where('subscription_id', '=', sub.id)
          .where('status', 'in', ['created', 'pending'])
          .orderBy('id', 'desc')
          .executeTakeFirst();
        if (!payment || payment.return_path === null) throw new HttpError(409, M.subscriptionNotPending);
        const fields = await provider.buildForm({
          reference: payment.reference,
          amountCents: payment.amount_cents,
          currency: 'EUR',
          label: invoiceLabel(sub, sub.home_name),
          customerId: user.id,
          returnPath: payment.return_path,
          expiresAt: new Date(Date.now() + FORM_TTL_MS),
        });
        reply.header('cache-control', 'no-store');
        return {
          action: '/api/beforePayment',
          method: 'GET' as const,
          fields,
          provider: provider.id,
          sandbox: provider.sandbox,
          amount_cents: payment.amount_cents,
          reference: payment.reference,
        };
      },
    });

    app.route({
      ...contractRoute(ROUTES['payments.beforePayment'], {
        tags: [...TAGS.subscriptions],
        summary: 'Soumission du formulaire de paiement',
        description:
          "Reçoit les champs du formulaire de GET /api/generateForm en paramètres, vérifie la signature, l'expiration et le compte, puis redirige (302) vers la page de paiement du prestataire.",
      }),
      onRequest: app.requireUser,
      config: perUser(STARTS_PER_MINUTE * 3),
      errorHandler: (error, request, reply) =>
        // A malformed query (a field twice, too long) is a bad form, whatever ajv says.
        errorHandler((Array.isArray((error as { validation?: unknown }).validation) ? badRequest(M.formInvalid) : error) as FastifyError, request, reply),
      handler: async (request, reply) => {
        const user = request.user!;
        let verified;
        try {
          verified = await provider.verifyForm(request.query as Record<string, string>, new Date());
        } catch (error) {
          if (error instanceof FormRejected) throw badRequest(error.reason === 'expired' ? M.formExpired : M.formInvalid);
          throw error;
        }
        const { form, redirectUrl } = verified;
        if (form.customerId !== user.id) throw new HttpError(403, M.formOtherUser);
        const payment = await db.selectFrom('payments').selectAll().where('reference', '=', form.reference).executeTakeFirst();
        if (!payment) throw new HttpError(404, M.paymentNotFound);
        if (payment.user_id !== user.id) throw forbidden();
        if (payment.amount_cents !== form.amountCents || payment.currency !== form.currency) throw badRequest(M.formInvalid);
        const moved = await db
          .updateTable('payments')
          .set({ status: 'pending', updated_at: nowIso() })
          .where('id', '=', payment.id)
          .where('status', 'in', ['created', 'pending'])
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) throw new HttpError(409, M.formPaymentClosed);
        return reply.header('cache-control', 'no-store').redirect(redirectUrl, 302);
      },
    });
  };
}
