// The reading side and the owner's actions: GET /subscriptions (SPEC 4 rules), cancelling,
// GET /payments/{reference} (what the return page shows), invoices and their PDF, referral.
import { PAYMENTS_ROUTES as ROUTES } from '@coloc/contract/payments/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso } from '../../db';
import { HttpError } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { PAYMENT_FIELD_TEXTS } from './field-texts';
import { renderInvoicePdf } from './invoice-pdf';
import { PAYMENT_MESSAGES as M } from './messages';
import type { PaymentProvider } from './provider/types';
import { ensureReferral, findSponsor, normaliseCode, referralPagePath, referralSignupPath, setReferralCookie } from './referral';
import { cancellation, currentOf, lastOf, renewalDate } from './rules';
import { TAGS } from './doc';
import { facts, ownInvoice, ownPayment, ownSubscription, subscriptionRecord, toDetails, toInvoiceSummary, today, userSubscriptionRecords } from './store';

export function readingRoutes(provider: PaymentProvider): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { db, config } = app;
    const errorHandler = fieldErrorHandler(PAYMENT_FIELD_TEXTS);
    const noStore = { 'cache-control': 'no-store' };

    app.route({
      ...contractRoute(ROUTES['payments.subscriptions'], {
        tags: [...TAGS.subscriptions],
        summary: 'Mes abonnements',
        description:
          "current : l'abonnement dont la fin (valid_until, incluse) est la plus proche sans être passée ; last : celui qui finit le plus tard ; renewal_date : jour du renouvellement tacite, null si rien ne se renouvelle.",
      }),
      onRequest: app.requireUser,
      handler: async (request, reply) => {
        const rows = await userSubscriptionRecords(db, request.user!.id);
        const day = today();
        const withFacts = rows.map((row) => ({ ...facts(row), row }));
        const current = currentOf(withFacts, day)?.row;
        const last = lastOf(withFacts, day)?.row;
        reply.headers(noStore);
        return {
          current: current ? toDetails(current) : null,
          last: last ? toDetails(last) : null,
          renewal_date: renewalDate(withFacts, day),
          subscriptions: rows.map(toDetails),
        };
      },
    });

    app.route({
      ...contractRoute(ROUTES['payments.cancelSubscription'], {
        tags: [...TAGS.subscriptions],
        summary: 'Résilier un abonnement',
        description: "Arrête le renouvellement tacite ; l'abonnement reste actif jusqu'à sa date de fin.",
      }),
      onRequest: app.requireUser,
      errorHandler,
      handler: async (request, reply) => {
        const sub = await ownSubscription(db, request.user!.id, request.params.id);
        const verdict = cancellation({ ...facts(sub), source: sub.source }, today());
        if (!verdict.ok) throw new HttpError(409, M[verdict.reason]);
        const now = nowIso();
        const changed = await db
          .updateTable('subscriptions')
          .set({ status: 'cancelled', auto_renew: 0, cancelled_at: now, updated_at: now })
          .where('id', '=', sub.id)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) throw new HttpError(409, M.alreadyCancelled);
        reply.headers(noStore);
        return toDetails((await subscriptionRecord(db, sub.id))!);
      },
    });

    app.route({
      ...contractRoute(ROUTES['payments.payment'], {
        tags: [...TAGS.subscriptions],
        summary: "Résultat d'un paiement",
        description:
          "Ce que montre la page de retour. Seule la notification signée du prestataire change ce résultat : le retour du navigateur n'active rien.",
      }),
      onRequest: app.requireUser,
      errorHandler,
      handler: async (request, reply) => {
        const payment = await ownPayment(db, request.user!.id, request.params.reference);
        const [sub, invoice] = await Promise.all([
          subscriptionRecord(db, payment.subscription_id),
          db.selectFrom('invoices').selectAll().where('payment_id', '=', payment.id).executeTakeFirst(),
        ]);
        reply.headers(noStore);
        return {
          reference: payment.reference,
          status: payment.status as 'created' | 'pending' | 'succeeded' | 'refused' | 'cancelled',
          amount_cents: payment.amount_cents,
          failure_reason: payment.failure_reason,
          subscription: sub ? toDetails(sub) : null,
          invoice: invoice ? toInvoiceSummary(invoice) : null,
          sandbox: provider.sandbox && payment.provider === provider.id,
        };
      },
    });

    app.route({
      ...contractRoute(ROUTES['payments.provider'], {
        tags: [...TAGS.subscriptions],
        summary: 'Le prestataire de paiement utilisé',
        description: "sandbox vrai : l'environnement de test intégré, aucun paiement réel (les écrans l'indiquent).",
      }),
      handler: async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { id: provider.id, sandbox: provider.sandbox };
      },
    });

    app.route({
      ...contractRoute(ROUTES['payments.invoices'], { tags: [...TAGS.invoices], summary: 'Mes factures' }),
      onRequest: app.requireUser,
      handler: async (request, reply) => {
        const rows = await db.selectFrom('invoices').selectAll().where('user_id', '=', request.user!.id).orderBy('issued_on', 'desc').orderBy('id', 'desc').execute();
        reply.headers(noStore);
        return rows.map(toInvoiceSummary);
      },
    });

    app.route({
      ...contractRoute(ROUTES['payments.invoicePdf'], { tags: [...TAGS.invoices], summary: 'Facture en PDF' }),
      onRequest: app.requireUser,
      errorHandler,
      handler: async (request, reply) => {
        const invoice = await ownInvoice(db, request.user!.id, request.params.id);
        const payment = await db.selectFrom('payments').select(['reference', 'card_last4']).where('id', '=', invoice.payment_id).executeTakeFirst();
        const pdf = await renderInvoicePdf(invoice, { payment });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="facture-${invoice.number}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    });

    app.route({
      ...contractRoute(ROUTES['payments.referral'], {
        tags: [...TAGS.referral],
        summary: 'Mon parrainage',
        description: 'Le code et le lien de parrainage (créés à la première lecture), les filleuls et les mois offerts.',
      }),
      onRequest: app.requireUser,
      handler: async (request, reply) => {
        const user = request.user!;
        const referral = await ensureReferral(db, user.id);
        const [sponsored, months, sponsor] = await Promise.all([
          db.selectFrom('referrals').select((eb) => eb.fn.countAll().as('n')).where('sponsor_user_id', '=', user.id).executeTakeFirstOrThrow(),
          db.selectFrom('subscriptions').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', user.id).where('source', '=', 'referral').executeTakeFirstOrThrow(),
          referral.sponsor_user_id === null
            ? undefined
            : db.selectFrom('users').select('first_name').where('id', '=', referral.sponsor_user_id).executeTakeFirst(),
        ]);
        reply.headers(noStore);
        return {
          code: referral.code,
          link: `${config.publicUrl}${referralPagePath(referral.code)}`,
          sponsored_count: Number(sponsored.n),
          free_months_earned: Number(months.n),
          sponsor_first_name: sponsor?.first_name ?? null,
        };
      },
    });

    app.route({
      ...contractRoute(ROUTES['payments.referralInvitation'], {
        tags: [...TAGS.referral],
        summary: 'Invitation de parrainage',
        description: "Ce que la page publique /parrainage/{code} dit d'un code : le prénom du parrain et le lien d'inscription qui retient le code. Un code inconnu répond 404.",
      }),
      errorHandler,
      handler: async (request) => {
        const sponsor = await findSponsor(db, request.params.code);
        if (!sponsor) throw new HttpError(404, M.referralUnknown);
        return { code: sponsor.code, sponsor_first_name: sponsor.first_name, signup_url: referralSignupPath(sponsor.code) };
      },
    });

    app.route({
      ...contractRoute(ROUTES['payments.referralSignup'], {
        tags: [...TAGS.referral],
        summary: "S'inscrire avec un code de parrainage",
        description: "Le bouton « Créer mon compte » de la page /parrainage/{code} : retient le code du parrain dans un cookie HttpOnly lu à l'inscription, puis redirige vers le choix du type de compte. Un code inconnu redirige sans cookie.",
      }),
      errorHandler,
      handler: async (request, reply) => {
        const sponsor = await findSponsor(db, request.params.code);
        if (sponsor) setReferralCookie(request, reply, sponsor.code, config.publicUrl);
        return reply.header('cache-control', 'no-store').redirect('/signupselect', 302);
      },
    });

    app.route({
      ...contractRoute(ROUTES['payments.legacyReferral'], {
        tags: [...TAGS.referral],
        summary: 'Ancien lien de parrainage',
        description:
          "Les liens partagés avant /parrainage/{code} : redirige vers cette page (qui présente l'offre), en retenant déjà le code du parrain dans le cookie lu à l'inscription. Un code inconnu redirige sans cookie (la page le dit).",
      }),
      errorHandler,
      handler: async (request, reply) => {
        const sponsor = await findSponsor(db, request.params.code);
        if (sponsor) setReferralCookie(request, reply, sponsor.code, config.publicUrl);
        const code = sponsor?.code ?? normaliseCode(request.params.code) ?? request.params.code.trim();
        return reply.header('cache-control', 'no-store').redirect(referralPagePath(code), 301);
      },
    });
  };
}
