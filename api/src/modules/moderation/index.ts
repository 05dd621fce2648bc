import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { trimBody } from '../../lib/trim';
import { homeForEditing } from '../homes';
import { homeSchemaErrorFormatter } from '../homes';
import { MODERATION_ROUTES as ROUTES } from '@coloc/contract/moderation/routes';
import { MODERATION_STATUSES, REASON_LIMITS, type ModerationStatusValue } from '@coloc/contract/moderation/limits';
import type { HomeModerationObject } from '@coloc/contract/moderation/schemas';
import { clearAccountFlags, disableAccount, listAccountFlags } from './account-flags';
import { approveAdvert, rejectAdvert } from './decide';
import { applyModeratorEmails, isModerator } from '../../lib/moderators';
import { loadModerationQueue } from './queue';

export { isModerator } from '../../lib/moderators';
export { serviceTermsOf } from './queue';

export const MODERATION_MESSAGES = {
  moderatorsOnly: 'Cette page est réservée aux modérateurs des annonces.',
} as const;

const TEXTS: FieldTexts = {
  reason: { label: 'Le motif du refus', invalid: `Le motif du refus doit contenir entre ${REASON_LIMITS.min} et ${REASON_LIMITS.max} caractères.` },
  id: { invalid: "L'identifiant de l'annonce est invalide." },
  status: { invalid: 'Le statut doit être pending, refused ou accepted.' },
};

const DOC = { tags: ['moderation'], security: [{ session: [] }] };

/**
 * The moderation console (staff_role 'moderator'): the queue with its automatic flags, approve and
 * reject with a reason mailed to the advert's creator; and, for the advert's landlords, where their
 * advert stands. MODERATOR_EMAILS is applied once the app is ready.
 */
const moderationModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, mailer, sessions } = app;
  const context = { db, mailer, config };
  const errorHandler = fieldErrorHandler(TEXTS);

  app.addHook('onReady', async () => {
    if (config.moderatorEmails.length > 0) await applyModeratorEmails(db, config.moderatorEmails, app.log);
  });

  /** onRequest, after requireUser: a stranger is refused before the body is even read. */
  async function requireModerator(request: FastifyRequest): Promise<void> {
    if (!isModerator(request.user)) throw new HttpError(403, MODERATION_MESSAGES.moderatorsOnly);
  }
  const moderatorsOnly = { onRequest: [app.requireUser, requireModerator], errorHandler };
  const onAccounts = { ...moderatorsOnly, errorHandler: fieldErrorHandler({ id: { invalid: "L'identifiant du compte est invalide." } }) };

  app.route({
    ...contractRoute(ROUTES['moderation.queue'], {
      ...DOC,
      summary: 'File de modération des annonces',
      description:
        "Réservé aux modérateurs. `pending` (défaut) : les annonces à examiner, la plus ancienne demande d'abord ; `refused` et `accepted` : les 100 dernières décisions. Chaque annonce vient avec son propriétaire, ses photos, ses conditions de logement contre services et ses signalements automatiques (photo déjà utilisée par un autre compte, loyer très inférieur au loyer de référence, coordonnées ou demande de paiement dans le texte, conditions de services abusives ou absentes).",
    }),
    ...moderatorsOnly,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const status: ModerationStatusValue = request.query.status ?? MODERATION_STATUSES[0];
      return { items: await loadModerationQueue(db, status) };
    },
  });

  app.route({
    ...contractRoute(ROUTES['moderation.accounts'], {
      ...DOC,
      summary: 'Comptes signalés',
      description:
        "Réservé aux modérateurs. Les comptes dont le comportement mérite un regard : pour l'instant, ceux qui ont ouvert au moins 5 conversations en 24 heures avec le même texte. Le plus récemment vu d'abord, 200 au plus. Un signalement est un indice, jamais une décision.",
    }),
    ...moderatorsOnly,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await listAccountFlags(db) };
    },
  });

  app.route({
    ...contractRoute(ROUTES['moderation.clearAccount'], {
      ...DOC,
      summary: "Lever le signalement d'un compte",
      description: "Réservé aux modérateurs. Le comportement signalé était légitime : le signalement disparaît de la liste (il revient si le comportement se répète). 404 si le compte n'est pas signalé.",
    }),
    ...onAccounts,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return clearAccountFlags(db, request.params.id);
    },
  });

  app.route({
    ...contractRoute(ROUTES['moderation.disableAccount'], {
      ...DOC,
      summary: 'Désactiver un compte signalé',
      description:
        "Réservé aux modérateurs. Le compte ne peut plus se connecter et ses sessions sont fermées ; le signalement reste affiché comme « désactivé ». 404 si le compte n'est pas signalé, 409 pour un compte de l'équipe.",
    }),
    ...onAccounts,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return disableAccount(db, request.params.id, (userId) => sessions.revokeAllForUser(userId));
    },
  });

  app.route({
    ...contractRoute(ROUTES['moderation.approve'], {
      ...DOC,
      summary: 'Valider une annonce',
      description:
        "L'annonce est publiée et son créateur reçoit un e-mail « Votre annonce est en ligne » avec son lien public. 409 si elle n'est pas en attente de modération ou si elle est incomplète.",
    }),
    ...moderatorsOnly,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return approveAdvert(context, request.params.id, request.user!);
    },
  });

  app.route({
    ...contractRoute(ROUTES['moderation.reject'], {
      ...DOC,
      summary: 'Refuser une annonce',
      description: `L'annonce est retirée (non publiée) et le motif (${REASON_LIMITS.min} à ${REASON_LIMITS.max} caractères) est envoyé par e-mail à son créateur. 409 si elle n'est pas en attente de modération.`,
    }),
    ...moderatorsOnly,
    preValidation: trimBody(['reason']),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return rejectAdvert(context, request.params.id, request.body.reason, request.user!);
    },
  });

  app.route({
    ...contractRoute(ROUTES['moderation.homeStatus'], {
      tags: ['moderation'],
      security: [{ session: [] }],
      summary: "Où en est la modération d'une annonce",
      description: "Pour les gestionnaires de l'annonce (403 sinon) : statut, motif du dernier refus, dates de la demande et de la décision.",
    }),
    onRequest: app.requireUser,
    schemaErrorFormatter: homeSchemaErrorFormatter,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const home = await homeForEditing(db, request.user!, request.params.id);
      const status = home.moderation_status;
      const answer: HomeModerationObject = {
        status,
        reason: status === 'refused' ? home.moderation_reason : null,
        submitted_at: home.submitted_at,
        moderated_at: home.moderated_at,
      };
      return answer;
    },
  });
};

export default moderationModule;
