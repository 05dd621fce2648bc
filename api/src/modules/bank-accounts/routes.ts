// POST/GET /api/bank_accounts, POST /api/bank_accounts/{id}/sca, DELETE /api/bank_accounts/{id}.
import { BANK_ACCOUNTS_ROUTES as ROUTES } from '@coloc/contract/bank-accounts/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkIban, isValidBic, normaliseBic, shortIban } from '@coloc/contract/payments/iban';
import { nowIso } from '../../db';
import { badRequest, HttpError } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { trimBody } from '../../lib/trim';
import { checkOwner, mayHoldBankAccount, ownAccount } from './access';
import { refreshStoredScaStatus, toBankAccountView, VISIBLE_STATUSES } from './accounts';
import { BANK_MESSAGES as M, ibanMessage } from './messages';
import { perUserPerMinute, SCA_RATE_LIMITS } from './limits';
import { cleanReturnPath, consume, findOperation, recordOperation, settle, startWithProvider } from './operations';
import type { ScaProvider } from './provider';
import { BANK_FIELD_TEXTS } from './field-texts';

const DOC_WHO = 'Réservé aux propriétaires (occupants compris), agents et gestionnaires.';
const REFUSAL_MESSAGES = { refused: M.refused, cancelled: M.cancelled, error: M.failed } as const;

const bankAccountRoutes: FastifyPluginAsyncTypebox<{ provider: ScaProvider | null }> = async (app, { provider }) => {
  const { db, config } = app;
  const errorHandler = fieldErrorHandler(BANK_FIELD_TEXTS);

  function requireProvider(): ScaProvider {
    if (!provider) throw new HttpError(503, M.providerWithoutSca);
    return provider;
  }

  app.route({
    ...contractRoute(ROUTES['bankAccounts.create'], {
      tags: ['bank-accounts'],
      summary: 'Ajouter un compte bancaire (après authentification forte)',
      description: `${DOC_WHO} Crée le compte en attente (pending_sca) et une opération d'authentification forte chez le prestataire ; le navigateur suit sca_redirect_url, puis revient sur return_path avec controlStatus et actionStatus (à confirmer par POST /api/bank_accounts/{id}/sca). Valable 15 minutes.`,
    }),
    onRequest: app.requireUser,
    config: perUserPerMinute(SCA_RATE_LIMITS.create),
    preValidation: trimBody(['holder_name', 'iban', 'bic', 'return_path']),
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const { ownerType, ownerID, sca } = request.query;
      if (!(await mayHoldBankAccount(db, user))) throw new HttpError(403, M.rolesOnly);
      checkOwner(user, ownerType, ownerID);
      if (sca !== 'true') throw badRequest(M.scaRequired);

      const body = request.body;
      if (!body.holder_name) throw badRequest(M.holderRequired);
      const iban = checkIban(body.iban);
      if (!iban.ok) throw badRequest(ibanMessage(iban));
      const bic = body.bic ? normaliseBic(body.bic) : null;
      if (bic !== null && !isValidBic(bic)) throw badRequest(M.bicInvalid);
      const returnPath = cleanReturnPath(body.return_path);
      if (returnPath === null) throw badRequest(M.returnPathInvalid);

      const scaProvider = requireProvider();
      const started = await startWithProvider(scaProvider, {
        user,
        kind: 'bank_account',
        label: `Ajout du compte ${shortIban(iban.iban)}`,
        returnUrl: `${config.publicUrl}${returnPath}`,
      });
      const now = nowIso();
      const account = await db.transaction().execute(async (trx) => {
        // One attempt at a time: an earlier account still waiting for its SCA is dropped.
        await trx
          .updateTable('bank_accounts')
          .set({ status: 'refused', updated_at: now })
          .where('user_id', '=', user.id)
          .where('status', '=', 'pending_sca')
          .execute();
        const created = await trx
          .insertInto('bank_accounts')
          .values({
            owner_type: ownerType,
            owner_id: ownerID,
            user_id: user.id,
            holder_name: body.holder_name,
            iban: iban.iban,
            bic,
            status: 'pending_sca',
            validated_at: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordOperation(trx, started, { userId: user.id, kind: 'bank_account', bankAccountId: created.id, provider: scaProvider.id });
        return created;
      });
      reply.code(201).header('cache-control', 'no-store');
      return { id: account.id, sca_type: started.scaType, sca_redirect_url: started.redirectUrl };
    },
  });

  app.route({
    ...contractRoute(ROUTES['bankAccounts.list'], {
      tags: ['bank-accounts'],
      summary: 'Mes comptes bancaires',
      description: "Les comptes validés et ceux qui attendent leur authentification forte, IBAN masqué, du plus récent au plus ancien.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const rows = await db
        .selectFrom('bank_accounts')
        .selectAll()
        .where('user_id', '=', request.user!.id)
        .where('status', 'in', [...VISIBLE_STATUSES])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      reply.header('cache-control', 'no-store');
      return rows.map(toBankAccountView);
    },
  });

  app.route({
    ...contractRoute(ROUTES['bankAccounts.scaReturn'], {
      tags: ['bank-accounts'],
      summary: "Confirmer le retour de l'authentification forte d'un compte",
      description:
        "Corps : ce que le navigateur a lu dans l'adresse de retour (controlStatus, actionStatus). Le serveur ne croit que son propre enregistrement de l'opération et la réponse du prestataire : validée, non utilisée, de moins de 15 minutes, pour ce compte et cet utilisateur. VALIDATED : le compte est validé (un ancien compte validé du même titulaire est archivé). Refus ou annulation : 422 avec un message, rien n'est enregistré.",
    }),
    onRequest: app.requireUser,
    config: perUserPerMinute(SCA_RATE_LIMITS.confirm),
    errorHandler,
    handler: async (request) => {
      const user = request.user!;
      const account = await ownAccount(db, user, request.params.id);
      const scaProvider = requireProvider();
      const operation = await findOperation(db, { reference: request.body.actionStatus, userId: user.id, kind: 'bank_account', bankAccountId: account.id });
      if (operation.consumed_at !== null) throw new HttpError(409, M.operationConsumed);
      if (account.status !== 'pending_sca') throw new HttpError(409, M.accountNotPending);
      const { outcome } = await settle(scaProvider, operation, request.body.controlStatus);

      const now = nowIso();
      const updated = await db.transaction().execute(async (trx) => {
        await consume(trx, operation, outcome);
        if (outcome !== 'validated') {
          await trx.updateTable('bank_accounts').set({ status: 'refused', updated_at: now }).where('id', '=', account.id).execute();
          return null;
        }
        // The newest validated account is the one rents go to; the previous one is kept, archived.
        await trx
          .updateTable('bank_accounts')
          .set({ status: 'archived', updated_at: now })
          .where('owner_type', '=', account.owner_type)
          .where('owner_id', '=', account.owner_id)
          .where('status', '=', 'validated')
          .execute();
        return trx
          .updateTable('bank_accounts')
          .set({ status: 'validated', validated_at: now, updated_at: now })
          .where('id', '=', account.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      if (outcome === 'expired') throw new HttpError(410, M.operationExpired);
      if (!updated) throw new HttpError(422, REFUSAL_MESSAGES[outcome as keyof typeof REFUSAL_MESSAGES]);
      await refreshStoredScaStatus(db, user.id);
      return toBankAccountView(updated);
    },
  });

  app.route({
    ...contractRoute(ROUTES['bankAccounts.delete'], {
      tags: ['bank-accounts'],
      summary: 'Supprimer un de mes comptes bancaires',
      description: "Sans compte validé, l'authentification forte redevient nécessaire (sca_status 'required') pour un propriétaire ou un agent.",
    }),
    onRequest: app.requireUser,
    config: perUserPerMinute(SCA_RATE_LIMITS.remove),
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const account = await ownAccount(db, user, request.params.id);
      await db.deleteFrom('bank_accounts').where('id', '=', account.id).execute();
      await refreshStoredScaStatus(db, user.id);
      return reply.code(204).send(null);
    },
  });
};

export default bankAccountRoutes;
