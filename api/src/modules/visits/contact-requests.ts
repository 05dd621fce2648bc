import { VISIT_LIMITS } from '@coloc/contract/visits/limits';
import { VISITS_ROUTES as ROUTES } from '@coloc/contract/visits/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { nowIso, toBool, toCount } from '../../db';
import { badRequest, HttpError } from '../../lib/errors';
import { contractRoute } from '../../lib/contract-route';
import { trimBody } from '../../lib/trim';
import { contactRequestMail } from '../../mail/templates';
import { canEditHome } from '../homes';
import { CONTACT_REQUEST_MESSAGES as M } from './messages';
import { displayName, segmentOf } from './notify';
import { toContactRequestObjects } from './serialize';

const DOC = { tags: ['contact-requests'], security: [{ session: [] }] };
const DAY_MS = 24 * 60 * 60 * 1000;

type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];
type ErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * 'Contacter' until messaging exists: a short message that the recipient sees on their agenda
 * page and receives by e-mail, with the sender's address as Reply-To so that they can answer.
 */
export async function contactRequestRoutes(app: TypeboxApp, errorHandler: ErrorHandler): Promise<void> {
  const { db, config } = app;

  app.route({
    ...contractRoute(ROUTES['contactRequests.send'], {
      ...DOC,
      summary: "Contacter une personne ou le propriétaire d'un logement",
      description:
        "`home_id` seul : le propriétaire d'une annonce publiée. `to_user_id` : une personne ; avec `home_id`, un logement de l'expéditeur ou du destinataire. Le destinataire est prévenu par e-mail.",
    }),
    onRequest: app.requireUser,
    preValidation: trimBody(['message']),
    errorHandler,
    handler: async (request, reply) => {
      const sender = request.user!;
      const { to_user_id: toUserId, home_id: homeId, message } = request.body;
      if (toUserId === undefined && homeId === undefined) throw badRequest(M.noRecipient);
      const home = homeId === undefined ? null : ((await db.selectFrom('homes').selectAll().where('id', '=', homeId).executeTakeFirst()) ?? null);
      if (homeId !== undefined && !home) throw new HttpError(404, M.homeNotFound);
      let recipientId: number;
      if (toUserId === undefined) {
        // Writing to an advert: only a published one, whose existence is public anyway.
        if (!toBool(home!.published) && home!.user_id !== sender.id) throw new HttpError(404, M.homeNotFound);
        recipientId = home!.user_id;
      } else {
        recipientId = toUserId;
        if (home) {
          const sendersHome = await canEditHome(db, sender, home);
          if (!sendersHome && home.user_id !== toUserId) throw badRequest(M.unrelatedHome);
          if (!sendersHome && !toBool(home.published)) throw new HttpError(404, M.homeNotFound);
        }
      }
      if (recipientId === sender.id) throw badRequest(M.self);
      const recipient = await db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'type', 'email_messages'])
        .where('id', '=', recipientId)
        .executeTakeFirst();
      if (!recipient) throw new HttpError(404, M.recipientNotFound);
      const now = new Date();
      const recent = await db
        .selectFrom('contact_requests')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('from_user_id', '=', sender.id)
        .where('created_at', '>', nowIso(new Date(now.getTime() - DAY_MS)))
        .executeTakeFirstOrThrow();
      if (toCount(recent.count) >= VISIT_LIMITS.contactPerDay) throw new HttpError(429, M.tooMany);
      const row = await db
        .insertInto('contact_requests')
        .values({ from_user_id: sender.id, to_user_id: recipient.id, home_id: home?.id ?? null, message, created_at: nowIso(now), read_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (toBool(recipient.email_messages)) {
        const link = `${config.publicUrl}/${segmentOf(recipient)}/agenda#demandes-de-contact`;
        app.mailer.dispatch(
          contactRequestMail(recipient.email, { firstName: recipient.first_name }, { name: displayName(sender), email: sender.email }, home, message, link),
        );
      }
      const [answer] = await toContactRequestObjects(db, [row]);
      reply.code(201).header('cache-control', 'no-store');
      return answer!;
    },
  });

  app.route({
    ...contractRoute(ROUTES['contactRequests.list'], {
      ...DOC,
      summary: "Les demandes de contact reçues et envoyées par l'utilisateur",
      description: "Les plus récentes en premier (200 au plus). Reçue : `to_user_id` est l'utilisateur ; envoyée : `from_user_id`.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const user = request.user!;
      const rows = await db
        .selectFrom('contact_requests')
        .selectAll()
        .where((eb) => eb.or([eb('to_user_id', '=', user.id), eb('from_user_id', '=', user.id)]))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      reply.header('cache-control', 'no-store');
      return toContactRequestObjects(db, rows);
    },
  });

  app.route({
    ...contractRoute(ROUTES['contactRequests.markRead'], {
      ...DOC,
      summary: 'Marquer une demande de contact reçue comme lue',
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const row = await db.selectFrom('contact_requests').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw new HttpError(404, M.notFound);
      if (row.to_user_id !== user.id) throw new HttpError(403, M.recipientOnly);
      if (row.read_at === null) {
        await db.updateTable('contact_requests').set({ read_at: nowIso() }).where('id', '=', row.id).where('read_at', 'is', null).execute();
      }
      const fresh = await db.selectFrom('contact_requests').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      const [answer] = await toContactRequestObjects(db, [fresh]);
      reply.header('cache-control', 'no-store');
      return answer!;
    },
  });
}
