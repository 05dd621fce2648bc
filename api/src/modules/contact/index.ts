import { CONTACT_ROUTES as ROUTES } from '@coloc/contract/contact/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso } from '../../db';
import { contractRoute } from '../../lib/contract-route';
import { singleLine } from '../../lib/text';
import { trimBody } from '../../lib/trim';
import { contactAcknowledgementMail, contactNotificationMail } from '../../mail/templates';

export const CONTACT_SENT = 'Merci, votre message a bien été envoyé. Nous vous répondrons sous 48 heures ouvrées.';

const contactModule: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(ROUTES['contact.send'], { tags: ['contact'], summary: "Envoyer un message à l'équipe" }),
    config: { rateLimit: { max: app.config.rateLimits.contactPerMinute, timeWindow: 60_000 } },
    preValidation: trimBody(['name', 'email', 'subject', 'message']),
    handler: async (request, reply) => {
      const userId = request.user?.id ?? null;
      const name = singleLine(request.body.name);
      const email = request.body.email.toLowerCase();
      const subject = singleLine(request.body.subject);
      const { message } = request.body;
      await app.db
        .insertInto('contact_messages')
        .values({ name, email, subject, message, user_id: userId, created_at: nowIso() })
        .execute();
      app.mailer.dispatch(contactAcknowledgementMail(email, name, subject, message));
      app.mailer.dispatch(contactNotificationMail(app.config.contactEmail, { name, email, userId }, subject, message));
      reply.code(201);
      return { message: CONTACT_SENT };
    },
  });
};

export default contactModule;
