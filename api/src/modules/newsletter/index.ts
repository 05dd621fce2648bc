import { NEWSLETTER_ROUTES as ROUTES } from '@coloc/contract/newsletter/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso } from '../../db';
import { contractRoute } from '../../lib/contract-route';
import { trimBody } from '../../lib/trim';
import { describeError } from '../../plugins/errors';

export const NEWSLETTER_SUCCESS = 'Inscription réussie';
/** The front-end shows this one text for any failure (SPEC 8). */
export const NEWSLETTER_FAILURE = "Vérifiez l'adresse e-mail saisie et essayez à nouveau.";

const newsletterModule: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(ROUTES['newsletter.subscribe'], { tags: ['newsletter'], summary: "S'inscrire à la newsletter" }),
    preValidation: trimBody(['email']),
    errorHandler(error, request, reply) {
      const { statusCode } = describeError(error);
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'newsletter subscription failed');
      }
      return reply
        .code(statusCode >= 500 ? 500 : statusCode)
        .header('cache-control', 'no-store')
        .send({ error: NEWSLETTER_FAILURE });
    },
    handler: async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const now = nowIso();
      await app.db
        .insertInto('newsletter_subscriptions')
        .values({ email, created_at: now })
        // Asking again is a contact: the three years of the privacy policy start over (retention).
        .onConflict((oc) => oc.column('email').doUpdateSet({ last_contact_at: now }))
        .execute();
      await app.db.updateTable('users').set({ newsletter: 1, updated_at: now }).where('email', '=', email).where('newsletter', '=', 0).execute();
      reply.code(201);
      return { message: NEWSLETTER_SUCCESS };
    },
  });
};

export default newsletterModule;
