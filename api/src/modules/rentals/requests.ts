import { RENTALS_ROUTES as ROUTES } from '@coloc/contract/rentals/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso, toBool, type Db } from '../../db';
import type { ContactRequestRow, HomeRow } from '../../db/types';
import { forbidden, HttpError } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { contractRoute } from '../../lib/contract-route';
import { trimBody } from '../../lib/trim';
import { homeAccess } from '../homes';
import { messengerOf } from '../messaging';
import { parseSlots } from '../visits';
import { landlordHome, type Caller } from './access';
import { applicantStatuses } from './applicants';
import { DOC_LANDLORD as DOC, RENTAL_FIELD_TEXTS } from './field-texts';
import { contactDeclinedMail } from './mail';
import { RENTAL_MESSAGES as M } from './messages';
import { peopleById, personCard, shortName } from './people';

/** Requests listed per kind: the newest, enough for a screen. */
const LIST_LIMIT = 200;

/** Ids of the people who receive for the home: its creator and accepted co-landlords. */
async function receiverIds(db: Db, home: HomeRow): Promise<number[]> {
  const joined = await db.selectFrom('home_landlords').select('user_id').where('home_id', '=', home.id).where('status', '=', 'accepted').execute();
  return [home.user_id, ...joined.map((row) => row.user_id).filter((id): id is number => id !== null)];
}

/**
 * Who may answer a contact request: its recipient, or anyone with agenda access (SPEC 6) on the
 * home it is about. 404 unknown, 403 otherwise.
 */
async function requestForAnswer(db: Db, user: Caller, id: number): Promise<{ request: ContactRequestRow; home: HomeRow | null }> {
  const request = await db.selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!request) throw new HttpError(404, M.requestNotFound);
  const home = request.home_id === null ? null : ((await db.selectFrom('homes').selectAll().where('id', '=', request.home_id).executeTakeFirst()) ?? null);
  if (request.to_user_id === user.id) return { request, home };
  if (home && (await homeAccess(db, user, home)).agenda) return { request, home };
  throw forbidden();
}

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
      const [contacts, visits] = await Promise.all([
        db
          .selectFrom('contact_requests')
          .selectAll()
          .where('home_id', '=', home.id)
          .where('to_user_id', 'in', await receiverIds(db, home))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(LIST_LIMIT)
          .execute(),
        db.selectFrom('visits').selectAll().where('home_id', '=', home.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute(),
      ]);
      const applicantIds = [...contacts.map((c) => c.from_user_id), ...visits.map((v) => v.seeker_id)];
      const [people, statuses] = await Promise.all([peopleById(db, applicantIds), applicantStatuses(db, home, applicantIds)]);
      const applicant = (id: number) => statuses.get(id) ?? { affinity: null, file_complete: false, guarantee: null };
      reply.header('cache-control', 'no-store');
      return {
        contacts: contacts.map((c) => ({
          id: c.id,
          from: personCard(people.get(c.from_user_id)),
          applicant: applicant(c.from_user_id),
          message: c.message,
          created_at: c.created_at,
          status: c.status,
          conversation_id: c.conversation_id,
        })),
        visits: visits.map((v) => ({
          id: v.id,
          from: personCard(people.get(v.seeker_id)),
          applicant: applicant(v.seeker_id),
          status: v.status,
          slots: parseSlots(v.slots),
          starts_at: v.starts_at,
          message: v.message,
          created_at: v.created_at,
        })),
      };
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
      await db
        .updateTable('contact_requests')
        .set({ status: 'answered', conversation_id: summary.id, read_at: contact.read_at ?? nowIso() })
        .where('id', '=', contact.id)
        .execute();
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
      if (contact.status === 'answered') throw new HttpError(409, M.alreadyAnswered);
      if (contact.status === 'new') {
        const result = await db
          .updateTable('contact_requests')
          .set({ status: 'declined', read_at: contact.read_at ?? nowIso() })
          .where('id', '=', contact.id)
          .where('status', '=', 'new')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new HttpError(409, M.alreadyAnswered);
        const people = await db
          .selectFrom('users')
          .select(['id', 'email', 'first_name', 'name', 'email_messages'])
          .where('id', 'in', [contact.from_user_id, contact.to_user_id])
          .execute();
        const sender = people.find((p) => p.id === contact.from_user_id);
        const recipient = people.find((p) => p.id === contact.to_user_id);
        if (sender && toBool(sender.email_messages)) {
          app.mailer.dispatch(contactDeclinedMail(sender.email, sender.first_name, home, recipient ? shortName(recipient) : 'Votre interlocuteur'));
        }
      }
      return reply.code(204).send(null);
    },
  });
};

export default requestRoutes;
