import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import { errorResponses } from '../../lib/schemas';
import { isModerator } from '../moderation';
import { createMarketingProvider } from './providers';
import { IdentifyBody, IdentifyResultSchema, MarketingEventsQuery, MarketingEventsSchema, type MarketingEventObject } from './schemas';
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

  app.post(
    '/marketing/identify',
    {
      onRequest: app.requireUser,
      schema: {
        ...DOC,
        summary: "Identifier le propriétaire connecté auprès de l'outil marketing (une fois, après le consentement aux cookies)",
        description:
          "Réservé aux propriétaires (propriétaire, agent, propriétaire occupant). N'envoie que l'identifiant du compte, son type et la date ; une seule fois par compte.",
        body: IdentifyBody,
        response: { 200: IdentifyResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: await identifyOwner(db, provider, request.user!) };
    },
  );

  async function requireModerator(request: FastifyRequest): Promise<void> {
    if (!isModerator(request.user)) throw new HttpError(403, MARKETING_MESSAGES.moderatorsOnly);
  }

  app.get(
    '/moderation/marketing-events',
    {
      onRequest: [app.requireUser, requireModerator],
      schema: {
        ...DOC,
        summary: "Les derniers propriétaires identifiés auprès de l'outil marketing, avec ce qui a été envoyé",
        querystring: MarketingEventsQuery,
        response: { 200: MarketingEventsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await latestEvents(db, request.query.limit ?? 50);
      const items: MarketingEventObject[] = rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }));
      return { items };
    },
  );
};

export default marketingModule;
