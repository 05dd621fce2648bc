import { MARKETING_ROUTES as ROUTES } from '@coloc/contract/marketing/routes';
import type { MarketingEventObject } from '@coloc/contract/marketing/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import { contractRoute } from '../../lib/contract-route';
import { isModerator } from '../moderation';
import { createMarketingProvider } from './providers';
import { identifyOwner, MARKETING_MESSAGES } from './service';
import { latestEvents } from './store';

const DOC = { tags: ['marketing'], security: [{ session: [] }] };

/**
 * Owners identified to a marketing tool on their first login (SPEC 1, 6), through the adapter of
 * MARKETING_PROVIDER; every identification is a row the moderation console lists. See README.md.
 */
const marketingModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const provider = createMarketingProvider(config.marketingProvider, { webhookUrl: config.marketingWebhookUrl });

  app.route({
    ...contractRoute(ROUTES['marketing.identify'], {
      ...DOC,
      summary: "Identifier le propriétaire connecté auprès de l'outil marketing (une fois, après le consentement aux cookies)",
      description:
        "Réservé aux propriétaires (propriétaire, agent, propriétaire occupant). N'envoie que l'identifiant du compte, son type et la date ; une seule fois par compte.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: await identifyOwner(db, provider, request.user!) };
    },
  });

  async function requireModerator(request: FastifyRequest): Promise<void> {
    if (!isModerator(request.user)) throw new HttpError(403, MARKETING_MESSAGES.moderatorsOnly);
  }

  app.route({
    ...contractRoute(ROUTES['marketing.events'], {
      ...DOC,
      summary: "Les derniers propriétaires identifiés auprès de l'outil marketing, avec ce qui a été envoyé",
    }),
    onRequest: [app.requireUser, requireModerator],
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await latestEvents(db, request.query.limit ?? 50);
      const items: MarketingEventObject[] = rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }));
      return { items };
    },
  });
};

export default marketingModule;
