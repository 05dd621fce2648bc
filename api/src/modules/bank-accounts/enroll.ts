// GET /api/sca-status (what the warning block needs), and SPEC 7 POST /api/{provider}/enroll-sca: a new strong authentication for an owner or agent whose
// sca_status is 'required' although a validated account exists (the last one is over 180 days
// old), and its confirmation once the browser is back with controlStatus / actionStatus.
import { BANK_ACCOUNTS_ROUTES as ROUTES } from '@coloc/contract/bank-accounts/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { shortIban } from '@coloc/contract/payments/iban';
import { badRequest, HttpError } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { trimBody } from '../../lib/trim';
import { refreshStoredScaStatus } from './accounts';
import { perUserPerMinute, SCA_RATE_LIMITS } from './limits';
import { BANK_MESSAGES as M } from './messages';
import { cleanReturnPath, consume, findOperation, recordOperation, settle, startWithProvider } from './operations';
import type { ScaProvider } from './provider';
import { lastScaAt, SCA_VALIDITY_DAYS, scaStatusFor } from './sca-status';
import { BANK_FIELD_TEXTS } from './field-texts';

const REFUSAL_MESSAGES = { refused: M.enrollRefused, cancelled: M.enrollCancelled, error: M.enrollFailed } as const;

const enrollRoutes: FastifyPluginAsyncTypebox<{ provider: ScaProvider | null }> = async (app, { provider }) => {
  const { db, config } = app;
  const errorHandler = fieldErrorHandler(BANK_FIELD_TEXTS);

  /** {provider} must be the configured one: any other id is unknown here. */
  function providerNamed(id: string): ScaProvider {
    if (id !== config.paymentProvider) throw new HttpError(404, M.unknownProvider);
    if (!provider) throw new HttpError(503, M.providerWithoutSca);
    return provider;
  }

  app.route({
    ...contractRoute(ROUTES['bankAccounts.scaStatus'], {
      tags: ['bank-accounts'],
      summary: "Où en est mon authentification forte",
      description:
        "Ce qu'affiche le bandeau « Authentification forte requise » : sca_status (comme l'objet utilisateur), le prestataire configuré (pour POST /api/{provider}/enroll-sca), s'il s'agit du bac à sable, si un compte bancaire validé existe, la date de la dernière authentification forte et celle où il faudra la renouveler.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const user = request.user!;
      const [status, last] = await Promise.all([scaStatusFor(db, user), lastScaAt(db, user.id)]);
      reply.header('cache-control', 'no-store');
      return {
        sca_status: status,
        provider: config.paymentProvider,
        sandbox: provider?.sandbox ?? false,
        has_validated_account: last.hasValidatedAccount,
        last_sca_at: last.lastScaAt,
        renew_before: last.lastScaAt && last.hasValidatedAccount ? new Date(Date.parse(last.lastScaAt) + SCA_VALIDITY_DAYS * 86_400_000).toISOString() : null,
      };
    },
  });

  app.route({
    ...contractRoute(ROUTES['bankAccounts.enrollSca'], {
      tags: ['bank-accounts'],
      summary: "Renouveler l'authentification forte (enroll-sca)",
      description:
        "Pour un propriétaire ou un agent dont sca_status vaut 'required' et qui a un compte bancaire validé. {provider} est l'identifiant du prestataire configuré (PAYMENT_PROVIDER), sinon 404. Le navigateur suit sca_redirect_url puis revient sur return_path avec controlStatus et actionStatus, à confirmer par POST /api/{provider}/enroll-sca/confirm.",
    }),
    onRequest: app.requireUser,
    config: perUserPerMinute(SCA_RATE_LIMITS.enroll),
    preValidation: trimBody(['return_path']),
    errorHandler,
    handler: async (request, reply) => {
      const scaProvider = providerNamed(request.params.provider);
      const user = request.user!;
      const returnPath = cleanReturnPath(request.body.return_path);
      if (returnPath === null) throw badRequest(M.returnPathInvalid);
      if ((await scaStatusFor(db, user)) !== 'required') throw new HttpError(409, M.enrollNotRequired);
      const account = await db
        .selectFrom('bank_accounts')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('status', '=', 'validated')
        .orderBy('validated_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!account) throw new HttpError(409, M.enrollNoAccount);

      const started = await startWithProvider(scaProvider, {
        user,
        kind: 'enroll',
        label: `Renouvellement de l'authentification forte — compte ${shortIban(account.iban)}`,
        returnUrl: `${config.publicUrl}${returnPath}`,
      });
      await recordOperation(db, started, { userId: user.id, kind: 'enroll', bankAccountId: account.id, provider: scaProvider.id });
      reply.header('cache-control', 'no-store');
      return { sca_redirect_url: started.redirectUrl, sca_type: started.scaType };
    },
  });

  app.route({
    ...contractRoute(ROUTES['bankAccounts.confirmEnrollSca'], {
      tags: ['bank-accounts'],
      summary: "Confirmer le retour d'un renouvellement d'authentification forte",
      description:
        "Corps : controlStatus et actionStatus lus dans l'adresse de retour. Seuls l'enregistrement de l'opération et la réponse du prestataire comptent (opération de l'utilisateur, non utilisée, de moins de 15 minutes). Refus ou annulation : 422 avec un message.",
    }),
    onRequest: app.requireUser,
    config: perUserPerMinute(SCA_RATE_LIMITS.confirm),
    errorHandler,
    handler: async (request) => {
      const scaProvider = providerNamed(request.params.provider);
      const user = request.user!;
      const operation = await findOperation(db, { reference: request.body.actionStatus, userId: user.id, kind: 'enroll' });
      const { outcome } = await settle(scaProvider, operation, request.body.controlStatus);
      await db.transaction().execute((trx) => consume(trx, operation, outcome));
      if (outcome === 'expired') throw new HttpError(410, M.enrollExpired);
      if (outcome !== 'validated') throw new HttpError(422, REFUSAL_MESSAGES[outcome]);
      return { sca_status: await refreshStoredScaStatus(db, user.id) };
    },
  });
};

export default enrollRoutes;
