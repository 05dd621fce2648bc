// Demandes routes: thin handlers; who may answer is in access.ts, the list and the decline in
// requests.ts, the rows in store/requests.ts. Answering goes through the messaging module.
import { RENTALS_ROUTES as ROUTES } from '@coloc/contract/rentals/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fieldErrorHandler } from '../../../lib/field-validation';
import { contractRoute } from '../../../lib/contract-route';
import { trimBody } from '../../../lib/trim';
import { messengerOf } from '../../messaging';
import { landlordHome, requestForAnswer } from '../access';
import { DOC_LANDLORD as DOC, RENTAL_FIELD_TEXTS } from '../field-texts';
import { declineRequest, receivedRequests } from '../requests';
import { markAnswered } from '../store/requests';

/** Demandes: contact and visit requests received for a home, answered or declined here (visits keep their own routes). */
const requestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const errorHandler = fieldErrorHandler(RENTAL_FIELD_TEXTS);

  app.route({
    ...contractRoute(ROUTES['rentals.requests'], {
      ...DOC,
      summary: 'Demandes de contact et de visite reçues pour un logement',
      description:
        "Accès agenda (SPEC 6). Les plus récentes en premier ; les visites s'acceptent ou se refusent par les routes /api/visits. `applicant` : l'affinité de la personne avec le logement (celle du matching du logement, null quand elle ne peut pas être calculée), son dossier locataire et sa garantie.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const home = await landlordHome(db, request.user!, request.params.id, 'agenda');
      const answer = await receivedRequests(db, home);
      reply.header('cache-control', 'no-store');
      return answer;
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.answerContact'], {
      ...DOC,
      summary: 'Répondre à une demande de contact',
      description:
        "Destinataire de la demande, ou accès agenda sur son logement. La réponse part dans la conversation directe avec l'expéditeur (rangée sous le logement), ouverte au besoin, comme un message de la messagerie.",
    }),
    onRequest: app.requireUser,
    preValidation: trimBody(['message']),
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const { request: contact } = await requestForAnswer(db, user, request.params.id);
      const { summary } = await messengerOf(app.events).start(user, {
        user_id: contact.from_user_id,
        home_id: contact.home_id,
        message: request.body.message,
      });
      await markAnswered(db, contact, summary.id);
      reply.header('cache-control', 'no-store');
      return { conversation_id: summary.id };
    },
  });

  app.route({
    ...contractRoute(ROUTES['rentals.declineContact'], {
      ...DOC,
      summary: 'Décliner une demande de contact',
      description: "L'expéditeur reçoit un court e-mail poli (s'il accepte les e-mails de messages). Une demande déjà déclinée le reste sans nouvel e-mail ; une demande à laquelle vous avez répondu ne peut plus l'être (409).",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const { request: contact, home } = await requestForAnswer(db, user, request.params.id);
      const mail = await declineRequest(db, contact, home);
      if (mail) app.mailer.dispatch(mail);
      return reply.code(204).send(null);
    },
  });
};

export default requestRoutes;
