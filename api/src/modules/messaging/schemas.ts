import { Type, type Static } from '@fastify/type-provider-typebox';
import { Nullable, OrNull } from '../../lib/schemas';
import { CLIENT_ID_MAX_LENGTH, MESSAGE_MAX_LENGTH, MESSAGE_PAGE_MAX, MESSAGE_PAGE_SIZE } from './limits';

/*
 * shared/src/types/messaging.ts as JSON schemas (the API does not depend on the front-end
 * package; test/modules/messaging/contract.test.ts compares the two). Field names are the contract.
 */

export const CONVERSATION_KINDS = ['direct', 'support'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** Room for the spaces that trimming removes; the real limit is checked on the trimmed text. */
const RAW_BODY_MAX = MESSAGE_MAX_LENGTH * 2;
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

export const ConversationPeerSchema = Type.Object(
  {
    user_id: Nullable(Type.Integer({ description: "null : l'équipe du service client vue par l'utilisateur" })),
    first_name: Type.String(),
    name_initial: Type.String({ description: 'Initiale du nom (« D. »), jamais le nom entier' }),
    avatar_url: Nullable(Type.String({ description: 'Chemin /image/{id}/{w}/{h} de la photo approuvée' })),
    avatar_color: Nullable(Type.String()),
    user_type: Type.Integer({ description: 'Drapeaux de rôle (coloc=1, proprio=2, agent=4, manager=8) ; 0 pour le service client' }),
    online: Type.Boolean({ description: 'Une connexion active en ce moment' }),
  },
  { description: 'Interlocuteur' },
);

export const ChatMessageSchema = Type.Object(
  {
    id: Type.Integer(),
    conversation_id: Type.Integer(),
    sender_id: Type.Integer(),
    body: Type.String(),
    client_id: Nullable(Type.String({ description: "Identifiant donné par l'expéditeur (idempotence)" })),
    created_at: Type.String(),
  },
  { description: 'Message' },
);
export type ChatMessageObject = Static<typeof ChatMessageSchema>;

export const ConversationSummarySchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Enum([...CONVERSATION_KINDS]),
    home_id: Nullable(Type.Integer({ description: 'Logement sous lequel la conversation est rangée (messagerie par logement)' })),
    home_title: Nullable(Type.String({ description: "Nom de ce logement, ou 'ANNONCE INCOMPLETE'" })),
    peer: ConversationPeerSchema,
    last_message: Nullable(ChatMessageSchema),
    unread: Type.Integer({ minimum: 0, description: "Messages de l'autre côté plus récents que le dernier lu" }),
    peer_last_read_id: Type.Integer({ description: "Dernier message lu par l'autre côté (marques « Lu »)" }),
    updated_at: Type.String(),
  },
  { description: 'Conversation' },
);
export type ConversationSummaryObject = Static<typeof ConversationSummarySchema>;
export type ConversationPeerObject = Static<typeof ConversationPeerSchema>;

export const ConversationListSchema = Type.Object({ conversations: Type.Array(ConversationSummarySchema) });

export const MessagePageSchema = Type.Object({
  messages: Type.Array(ChatMessageSchema, { description: 'Du plus ancien au plus récent' }),
  has_more: Type.Boolean({ description: 'Des messages plus anciens que le premier renvoyé existent' }),
});

export const MarkReadResultSchema = Type.Object({
  count: Type.Integer({ minimum: 0, description: 'Messages non lus effacés par cette lecture' }),
  last_read_id: Type.Integer(),
});

export const UnreadCountSchema = Type.Object({ unreaded: Type.Integer({ minimum: 0 }) }, { description: 'Compteur de messages non lus' });

export const ConversationsQuery = Type.Object(
  {
    home_id: Type.Optional(Id),
    kind: Type.Optional(Type.Enum([...CONVERSATION_KINDS], { default: 'direct' })),
  },
  { additionalProperties: false },
);

export const ConversationIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) });

export const HomeCountParams = Type.Object({
  home_id: Type.String({ pattern: '^(default|[1-9][0-9]{0,14})$', description: 'Identifiant du logement ou « default »' }),
});

export const MessagesQuery = Type.Object(
  {
    before: Type.Optional(Id),
    after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MESSAGE_PAGE_MAX, default: MESSAGE_PAGE_SIZE })),
  },
  { additionalProperties: false },
);

const Body = Type.String({ maxLength: RAW_BODY_MAX, description: `1 à ${MESSAGE_MAX_LENGTH} caractères une fois les espaces retirés` });
const ClientId = Type.String({ minLength: 1, maxLength: CLIENT_ID_MAX_LENGTH, pattern: '^[A-Za-z0-9_.:-]+$' });

export const StartConversationBody = Type.Object(
  {
    user_id: Id,
    home_id: Type.Optional(OrNull(Id)),
    message: Type.Optional(Body),
  },
  { additionalProperties: false },
);
export type StartConversationInput = Static<typeof StartConversationBody>;

export const SendMessageBody = Type.Object({ body: Body, client_id: ClientId }, { additionalProperties: false });

export const MarkReadBody = Type.Object(
  { last_read_id: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }) },
  { additionalProperties: false },
);
