import { PROPERTIES_ROUTES as ROUTES } from '@coloc/contract/properties/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { nowIso } from '../../db';
import type { HomeRow } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { trimBody } from '../../lib/trim';
import { homeAccess, homeForEditing, isHomeIdParam, type AccessNeed } from '../homes';
import { loadHomeObject } from '../homes';
import {
  acceptInvitation,
  inviteLandlord,
  isOwnerLandlord,
  previewInvitation,
  removeLandlord,
  resendInvitation,
  type InvitationContext,
} from './invitations';
import { landlordOfRow, listLandlords } from './landlords';
import { PROPERTY_MESSAGES as M } from './messages';
import { listProperties } from './summary';

declare module 'fastify' {
  interface FastifyRequest {
    /** The home named by the URL, loaded and access-checked before the body is validated. */
    propertyHome: HomeRow | null;
  }
}

const TEXTS: FieldTexts = {
  id: { invalid: M.homeIdInvalid },
  invitation_id: { invalid: M.invitationIdInvalid },
  owner_email: { invalid: M.emailInvalid, required: M.emailRequired },
  owner_role: { invalid: M.roleInvalid },
  force: { invalid: 'Le paramètre « force » doit valoir true ou false.' },
  token: { invalid: M.unknownToken, required: M.unknownToken },
  notifications_advert: { invalid: M.delegationInvalid, required: M.delegationInvalid },
  notifications_agenda: { invalid: M.delegationInvalid, required: M.delegationInvalid },
};

const DOC = { tags: ['properties'], security: [{ session: [] }] };

/**
 * Mes biens (SPEC 4), the landlords of a home and their invitations (SPEC 3 Owner role entry, 4
 * Owner invite, 5, 7), and the owner's delegation of advert and agenda to the manager (SPEC 6).
 */
const propertiesModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const ctx: InvitationContext = { db, mailer: app.mailer, config: app.config };
  const guarded = { onRequest: app.requireUser, errorHandler: fieldErrorHandler(TEXTS) };
  app.decorateRequest('propertyHome', null);

  /** preValidation: rights on the home come before the body, so a stranger gets 403 whatever they send. */
  const loadHome =
    (need: AccessNeed) =>
    async (request: FastifyRequest): Promise<void> => {
      const { id } = request.params as { id?: unknown };
      if (!isHomeIdParam(id)) return;
      request.propertyHome = await homeForEditing(db, request.user!, id, 'error', need);
    };

  /** preValidation after loadHome: managers and agents invited to the home may not change who runs it. */
  const ownersOnly = async (request: FastifyRequest): Promise<void> => {
    const home = request.propertyHome;
    if (home && !(await isOwnerLandlord(db, request.user!, home))) throw new HttpError(403, M.delegationOwnersOnly);
  };

  app.route({
    ...contractRoute(ROUTES['properties.list'], {
      ...DOC,
      summary: 'Mes biens : chaque logement que je gère, mes droits et ce qui attend une action',
      description:
        "Logements créés ou rejoints (invitation acceptée), du plus ancien au plus récent. `pending_requests` : demandes de contact non traitées et demandes de visite sans réponse ; `diagnostics_alerts` : diagnostics obligatoires manquants ou périmés.",
    }),
    ...guarded,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await listProperties(db, request.user!) };
    },
  });

  app.route({
    ...contractRoute(ROUTES['properties.landlords'], {
      ...DOC,
      summary: 'Propriétaires, agents et gestionnaires du logement (le créateur en premier)',
      description:
        "Réservé aux gestionnaires du logement. Une invitation en attente expire 7 jours après son dernier envoi (`status: 'expired'`) et peut être renvoyée.",
    }),
    ...guarded,
    preValidation: loadHome('landlord'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listLandlords(db, request.propertyHome!);
    },
  });

  app.route({
    ...contractRoute(ROUTES['properties.invite'], {
      ...DOC,
      summary: 'Inviter un copropriétaire, un agent ou un gestionnaire par e-mail',
      description:
        "Accès à l'annonce requis. Un e-mail contient le lien d'acceptation, valable 7 jours. Sans `force=true`, une invitation déjà en attente pour cette adresse est refusée (409) ; avec, elle est renvoyée avec un nouveau lien. `owner_id` vaut l'identifiant du compte qui utilise cette adresse ; sans compte, celui de l'entrée de propriétaire en attente (`owner.invitation_id`).",
    }),
    ...guarded,
    preValidation: [loadHome('advert'), trimBody(['owner_email'])],
    handler: async (request, reply) => {
      const home = request.propertyHome!;
      const { row, invitee } = await inviteLandlord(ctx, home, request.user!, {
        email: request.body.owner_email,
        role: request.body.owner_role ?? 'owner',
        force: request.query.force === true,
      });
      const owner = (await landlordOfRow(db, home.id, row.id))!;
      reply.code(201).header('cache-control', 'no-store');
      // A real id either way (SPEC 7): the invitee's account, else the pending owner entry.
      return { owner_id: invitee?.id ?? row.id, email: row.email, owner };
    },
  });

  app.route({
    ...contractRoute(ROUTES['properties.resendInvitation'], {
      ...DOC,
      summary: "Renvoyer une invitation en attente ou expirée (nouveau lien, valable 7 jours)",
    }),
    ...guarded,
    preValidation: loadHome('advert'),
    handler: async (request, reply) => {
      const home = request.propertyHome!;
      const row = await resendInvitation(ctx, home, request.user!, request.params.invitation_id);
      reply.header('cache-control', 'no-store');
      return (await landlordOfRow(db, home.id, row.id))!;
    },
  });

  app.route({
    ...contractRoute(ROUTES['properties.removeLandlord'], {
      ...DOC,
      summary: 'Annuler une invitation ou retirer un gestionnaire du logement',
      description:
        "Accès à l'annonce requis, sauf pour se retirer soi-même. Le créateur du logement n'a pas d'invitation : il ne peut pas être retiré.",
    }),
    ...guarded,
    preValidation: loadHome('landlord'),
    handler: async (request, reply) => {
      const home = request.propertyHome!;
      const access = await homeAccess(db, request.user!, home);
      await removeLandlord(db, home, request.user!, access, request.params.invitation_id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(ROUTES['properties.invitation'], {
      ...DOC,
      summary: "Ce que montre le lien d'invitation avant de l'accepter",
      description: "Réservé à un utilisateur connecté. 404 pour un lien inconnu, déjà utilisé ou annulé.",
    }),
    ...guarded,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return previewInvitation(db, request.params.token);
    },
  });

  app.route({
    ...contractRoute(ROUTES['properties.acceptInvitation'], {
      ...DOC,
      summary: "Accepter l'invitation : l'utilisateur connecté rejoint les gestionnaires du logement",
      description:
        "Le compte connecté doit utiliser l'adresse invitée (403 sinon) et être un compte propriétaire ou professionnel (ou avoir son propre logement). 410 quand le lien a plus de 7 jours.",
    }),
    ...guarded,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return acceptInvitation(db, request.user!, request.params.token);
    },
  });

  app.route({
    ...contractRoute(ROUTES['properties.delegate'], {
      ...DOC,
      summary: "Confier l'annonce et l'agenda au gestionnaire (SPEC 6)",
      description:
        "Réservé à un propriétaire du logement. 2 ou 3 donnent au gestionnaire l'accès à l'annonce (`notifications_advert`) ou à l'agenda (`notifications_agenda`) ; 0 le lui retire, sauf sous l'offre de mandat.",
    }),
    ...guarded,
    preValidation: [loadHome('landlord'), ownersOnly],
    handler: async (request, reply) => {
      const home = request.propertyHome!;
      const saved = await db
        .updateTable('homes')
        .set({ ...request.body, updated_at: nowIso() })
        .where('id', '=', home.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.header('cache-control', 'no-store');
      return loadHomeObject(db, saved);
    },
  });
};

export default propertiesModule;
