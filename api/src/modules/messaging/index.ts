import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { idBeforeValidation } from '../../lib/path-id';
import { errorResponses } from '../../lib/schemas';
import { trimBody } from '../../lib/trim';
import { homeForEditing } from '../homes/access';
import { isHost, supportStaffIds, type ConversationAccess } from './access';
import { LocalChatHub, type ChatHub } from './hub';
import { MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE } from './limits';
import { MESSAGING_MESSAGES as M } from './messages';
import { RedisChatHub } from './redis-hub';
import {
  ChatMessageSchema,
  ConversationIdParams,
  ConversationListSchema,
  ConversationsQuery,
  ConversationSummarySchema,
  HomeCountParams,
  MarkReadBody,
  MarkReadResultSchema,
  MessagePageSchema,
  MessagesQuery,
  SendMessageBody,
  StartConversationBody,
  UnreadCountSchema,
} from './schemas';
import { Messenger, registerMessenger } from './service';
import { chatSocket } from './socket';
import { listConversations, messagePage, unreadForHome, unreadForUser } from './store';
import { summarize } from './summaries';

export type { ChatHub } from './hub';

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

  app.get(
    '/conversations',
    {
      onRequest: app.requireUser,
      errorHandler,
      schema: {
        ...DOC,
        summary: 'Mes conversations, la plus récemment active en premier',
        description:
          "`kind=direct` (par défaut) : un chercheur voit toutes ses conversations ; un professionnel passe `home_id` pour la messagerie d'un de ses logements (403 pour le logement d'un autre), ou rien pour toutes. `kind=support` : le fil de l'utilisateur avec le service client ; pour le service client, tous les fils qui ont un message.",
        querystring: ConversationsQuery,
        response: { 200: ConversationListSchema, ...errorResponses },
      },
    },
    async (request) => {
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
  );

  app.post(
    '/conversations',
    {
      onRequest: app.requireUser,
      preValidation: trimBody(['message']),
      errorHandler,
      schema: {
        ...DOC,
        summary: "Ouvrir la conversation avec quelqu'un (la créer la première fois)",
        description:
          "La même conversation est reprise entre les deux mêmes personnes pour le même logement (201 à la création, 200 sinon). Avec `home_id`, l'une des deux personnes doit pouvoir gérer ce logement ; sans, la conversation est rangée sous le premier logement du professionnel concerné. `message` envoie un premier message.",
        body: StartConversationBody,
        response: { 200: ConversationSummarySchema, 201: ConversationSummarySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { summary, created } = await messenger.start(request.user!, request.body);
      return reply.code(created ? 201 : 200).send(summary);
    },
  );

  app.get(
    '/conversations/:id',
    {
      onRequest: app.requireUser,
      preValidation: loadConversation,
      errorHandler,
      schema: {
        ...DOC,
        summary: 'Une conversation (participants seulement)',
        params: ConversationIdParams,
        response: { 200: ConversationSummarySchema, ...errorResponses },
      },
    },
    async (request) => {
      const [summary] = await summarize(deps, messenger.viewer(request.user!), [request.conversationAccess!.conversation]);
      return summary!;
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      onRequest: app.requireUser,
      preValidation: loadConversation,
      errorHandler,
      schema: {
        ...DOC,
        summary: "L'historique, du plus ancien au plus récent",
        description: `Sans paramètre : les ${MESSAGE_PAGE_SIZE} derniers messages. \`before\` : la page précédente (identifiants inférieurs). \`after\` : les messages suivants (rattrapage après une reconnexion ; redemander depuis le dernier tant qu'une page pleine revient). \`has_more\` : des messages plus anciens existent.`,
        params: ConversationIdParams,
        querystring: MessagesQuery,
        response: { 200: MessagePageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { before, after, limit = MESSAGE_PAGE_SIZE } = request.query;
      const page = await messagePage(db, request.conversationAccess!.conversation.id, {
        limit,
        ...(before !== undefined ? { before } : {}),
        ...(after !== undefined ? { after } : {}),
      });
      return page;
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      onRequest: app.requireUser,
      preValidation: [loadConversation, trimBody(['body'])],
      errorHandler,
      schema: {
        ...DOC,
        summary: 'Envoyer un message',
        description: `1 à ${MESSAGE_MAX_LENGTH} caractères. Enregistré avant toute réponse ou diffusion. Le même \`client_id\` renvoyé par le même expéditeur répond 200 avec le message déjà enregistré (201 à la première fois).`,
        params: ConversationIdParams,
        body: SendMessageBody,
        response: { 200: ChatMessageSchema, 201: ChatMessageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { message, created } = await messenger.send(request.user!, request.conversationAccess!, request.body);
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  app.put(
    '/conversations/:id/read',
    {
      onRequest: app.requireUser,
      preValidation: loadConversation,
      errorHandler,
      schema: {
        ...DOC,
        summary: "Marquer comme lu jusqu'à un message",
        description: '`count` : messages non lus effacés par cette lecture. La marque ne recule jamais.',
        params: ConversationIdParams,
        body: MarkReadBody,
        response: { 200: MarkReadResultSchema, ...errorResponses },
      },
    },
    async (request) => messenger.read(request.user!, request.conversationAccess!, request.body.last_read_id),
  );

  app.get(
    '/messages/count',
    {
      onRequest: app.requireUser,
      schema: {
        ...DOC,
        summary: 'Messages non lus (colocataire) : ses conversations et son fil avec le service client',
        response: { 200: UnreadCountSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.user!;
      const staffIds = messenger.viewer(user).staff ? await supportStaffIds(db, config) : null;
      return { unreaded: await unreadForUser(db, user.id, staffIds) };
    },
  );

  app.get(
    '/messages-for-homes/:home_id/count',
    {
      onRequest: app.requireUser,
      errorHandler,
      schema: {
        ...DOC,
        summary: "Messages non lus d'un logement, ou de « default » (professionnels)",
        description: "404 « Aucun logement. » pour « default » quand l'utilisateur n'en a pas ; 403 pour le logement d'un autre.",
        params: HomeCountParams,
        response: { 200: UnreadCountSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.user!;
      const home = await homeForEditing(db, user, request.params.home_id);
      return { unreaded: await unreadForHome(db, user.id, home.id) };
    },
  );

  app.get(
    '/support/conversation',
    {
      onRequest: app.requireUser,
      schema: {
        ...DOC,
        summary: 'Mon fil avec le service client (créé à la première demande)',
        description: 'Le service client lui-même reçoit 403 : il répond aux fils des autres.',
        response: { 200: ConversationSummarySchema, ...errorResponses },
      },
    },
    async (request) => messenger.supportThread(request.user!),
  );

  await chatSocket(app, { messenger, hub });
};

export default messagingModule;
