import { MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE } from '@coloc/contract/messaging/limits';
import { MESSAGING_ROUTES as ROUTES } from '@coloc/contract/messaging/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { contractRoute } from '../../lib/contract-route';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { idBeforeValidation } from '../../lib/path-id';
import { trimBody } from '../../lib/trim';
import { homeForEditing } from '../homes';
import { isHost, supportStaffIds, type ConversationAccess } from './access';
import { LocalChatHub, type ChatHub } from './hub';
import { MESSAGING_MESSAGES as M } from './messages';
import { RedisChatHub } from './redis-hub';
import { Messenger, registerMessenger } from './service';
import { chatSocket } from './socket';
import { listConversations, messagePage, unreadForHome, unreadForUser } from './store';
import { summarize } from './summaries';

export type { ChatHub } from './hub';
export { messengerOf } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The conversation named by the URL, access-checked before the body is validated. */
    conversationAccess: ConversationAccess | null;
  }
}

const bodyText = {
  invalid: (error: { keyword?: string }) => (error.keyword === 'maxLength' ? M.bodyTooLong : M.bodyEmpty),
  required: M.bodyEmpty,
};

export const MESSAGING_FIELD_TEXTS: FieldTexts = {
  id: { invalid: M.conversationInvalid },
  user_id: { invalid: M.userInvalid, required: M.userInvalid },
  home_id: { invalid: M.homeInvalid },
  kind: { invalid: 'Le type de conversation est invalide.' },
  body: bodyText,
  message: bodyText,
  client_id: { invalid: M.clientIdInvalid, required: M.clientIdInvalid },
  last_read_id: { invalid: M.lastReadInvalid, required: M.lastReadInvalid },
  before: { invalid: 'La pagination des messages est invalide.' },
  after: { invalid: 'La pagination des messages est invalide.' },
  limit: { invalid: 'Le nombre de messages demandé doit être compris entre 1 et 100.' },
};

const DOC = { tags: ['messaging'], security: [{ session: [] }] };

/**
 * Conversations, history, read marks, unread counters (SPEC 4, 7) and the /api/chat socket.
 * Fan-out goes through a ChatHub: in this process, or through Redis when REDIS_URL is set.
 */
const messagingModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const logError = (err: unknown, what: string) => app.log.error({ err }, what);
  const hub: ChatHub = config.redisUrl ? await RedisChatHub.connect({ url: config.redisUrl, logError }) : new LocalChatHub(logError);
  app.addHook('onClose', async () => hub.close());
  const messenger = new Messenger({ db, config, hub, events: app.events, log: app.log });
  registerMessenger(app.events, messenger);
  const deps = { db, config, hub };
  const errorHandler = fieldErrorHandler(MESSAGING_FIELD_TEXTS);

  app.decorateRequest('conversationAccess', null);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** preValidation: a thread the caller is not in is a 403 whatever the body. A malformed id is left to params validation. */
  async function loadConversation(request: FastifyRequest): Promise<void> {
    const id = idBeforeValidation((request.params as { id?: unknown }).id, M.conversationNotFound);
    if (id === null) return;
    request.conversationAccess = await messenger.access(request.user!, id);
  }

  app.route({
    ...contractRoute(ROUTES['messaging.listConversations'], {
      ...DOC,
      summary: 'Mes conversations, la plus récemment active en premier',
      description:
        "`kind=direct` (par défaut) : un chercheur voit toutes ses conversations ; un professionnel passe `home_id` pour la messagerie d'un de ses logements (403 pour le logement d'un autre), ou rien pour toutes. `kind=support` : le fil de l'utilisateur avec le service client ; pour le service client, tous les fils qui ont un message.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request) => {
      const user = request.user!;
      const viewer = messenger.viewer(user);
      const { kind = 'direct', home_id: homeId } = request.query;
      let rows;
      if (kind === 'support') {
        rows = await listConversations(db, user.id, { kind, allSupport: viewer.staff });
      } else if (homeId !== undefined && (await isHost(db, user))) {
        await homeForEditing(db, user, String(homeId));
        rows = await listConversations(db, user.id, { kind, homeId });
      } else {
        rows = await listConversations(db, user.id, { kind });
      }
      return { conversations: await summarize(deps, viewer, rows) };
    },
  });

  app.route({
    ...contractRoute(ROUTES['messaging.startConversation'], {
      ...DOC,
      summary: "Ouvrir la conversation avec quelqu'un (la créer la première fois)",
      description:
        "La même conversation est reprise entre les deux mêmes personnes pour le même logement (201 à la création, 200 sinon). Avec `home_id`, l'une des deux personnes doit pouvoir gérer ce logement ; sans, la conversation est rangée sous le premier logement du professionnel concerné. `message` envoie un premier message.",
    }),
    onRequest: app.requireUser,
    preValidation: trimBody(['message']),
    errorHandler,
    handler: async (request, reply) => {
      const { summary, created } = await messenger.start(request.user!, request.body);
      return reply.code(created ? 201 : 200).send(summary);
    },
  });

  app.route({
    ...contractRoute(ROUTES['messaging.getConversation'], { ...DOC, summary: 'Une conversation (participants seulement)' }),
    onRequest: app.requireUser,
    preValidation: loadConversation,
    errorHandler,
    handler: async (request) => {
      const [summary] = await summarize(deps, messenger.viewer(request.user!), [request.conversationAccess!.conversation]);
      return summary!;
    },
  });

  app.route({
    ...contractRoute(ROUTES['messaging.listMessages'], {
      ...DOC,
      summary: "L'historique, du plus ancien au plus récent",
      description: `Sans paramètre : les ${MESSAGE_PAGE_SIZE} derniers messages. \`before\` : la page précédente (identifiants inférieurs). \`after\` : les messages suivants (rattrapage après une reconnexion ; redemander depuis le dernier tant qu'une page pleine revient). \`has_more\` : des messages plus anciens existent.`,
    }),
    onRequest: app.requireUser,
    preValidation: loadConversation,
    errorHandler,
    handler: async (request) => {
      const { before, after, limit = MESSAGE_PAGE_SIZE } = request.query;
      const page = await messagePage(db, request.conversationAccess!.conversation.id, {
        limit,
        ...(before !== undefined ? { before } : {}),
        ...(after !== undefined ? { after } : {}),
      });
      return page;
    },
  });

  app.route({
    ...contractRoute(ROUTES['messaging.sendMessage'], {
      ...DOC,
      summary: 'Envoyer un message',
      description: `1 à ${MESSAGE_MAX_LENGTH} caractères. Enregistré avant toute réponse ou diffusion. Le même \`client_id\` renvoyé par le même expéditeur répond 200 avec le message déjà enregistré (201 à la première fois).`,
    }),
    onRequest: app.requireUser,
    preValidation: [loadConversation, trimBody(['body'])],
    errorHandler,
    handler: async (request, reply) => {
      const { message, created } = await messenger.send(request.user!, request.conversationAccess!, request.body);
      return reply.code(created ? 201 : 200).send(message);
    },
  });

  app.route({
    ...contractRoute(ROUTES['messaging.markRead'], {
      ...DOC,
      summary: "Marquer comme lu jusqu'à un message",
      description: '`count` : messages non lus effacés par cette lecture. La marque ne recule jamais.',
    }),
    onRequest: app.requireUser,
    preValidation: loadConversation,
    errorHandler,
    handler: async (request) => messenger.read(request.user!, request.conversationAccess!, request.body.last_read_id),
  });

  app.route({
    ...contractRoute(ROUTES['messaging.unreadCount'], {
      ...DOC,
      summary: 'Messages non lus (colocataire) : ses conversations et son fil avec le service client',
    }),
    onRequest: app.requireUser,
    handler: async (request) => {
      const user = request.user!;
      const staffIds = messenger.viewer(user).staff ? await supportStaffIds(db, config) : null;
      return { unreaded: await unreadForUser(db, user.id, staffIds) };
    },
  });

  app.route({
    ...contractRoute(ROUTES['messaging.homeUnreadCount'], {
      ...DOC,
      summary: "Messages non lus d'un logement, ou de « default » (professionnels)",
      description: "404 « Aucun logement. » pour « default » quand l'utilisateur n'en a pas ; 403 pour le logement d'un autre.",
    }),
    onRequest: app.requireUser,
    errorHandler,
    handler: async (request) => {
      const user = request.user!;
      const home = await homeForEditing(db, user, request.params.home_id);
      return { unreaded: await unreadForHome(db, user.id, home.id) };
    },
  });

  app.route({
    ...contractRoute(ROUTES['messaging.supportConversation'], {
      ...DOC,
      summary: 'Mon fil avec le service client (créé à la première demande)',
      description: 'Le service client lui-même reçoit 403 : il répond aux fils des autres.',
    }),
    onRequest: app.requireUser,
    handler: async (request) => messenger.supportThread(request.user!),
  });

  await chatSocket(app, { messenger, hub });
};

export default messagingModule;
