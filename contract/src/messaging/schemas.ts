// Wire shapes of the messaging routes (SPEC 4 "Unread counter", SPEC 7). The API validates,
// serialises and documents with them; `@coloc/shared` exports their static types to the screens.
// Field names are the contract.
import { Type, type Static } from 'typebox';
import { Id, Nullable, OrNull } from '../common/schemas';
import { CLIENT_ID_MAX_LENGTH, CLIENT_ID_PATTERN, MESSAGE_MAX_LENGTH, MESSAGE_PAGE_MAX, MESSAGE_PAGE_SIZE } from './limits';

export const CONVERSATION_KINDS = ['direct', 'support'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** Room for the spaces that trimming removes; the real limit is checked on the trimmed text. */
const RAW_BODY_MAX = MESSAGE_MAX_LENGTH * 2;

/** The other side of a conversation as the list and the thread header show it. */
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
export type ConversationPeer = Static<typeof ConversationPeerSchema>;

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
export type ChatMessage = Static<typeof ChatMessageSchema>;

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
export type ConversationSummary = Static<typeof ConversationSummarySchema>;
/** GET /api/support/conversation: the caller's own thread with the support team (created on first use). */
export type SupportConversation = ConversationSummary;

export const ConversationListSchema = Type.Object({ conversations: Type.Array(ConversationSummarySchema) });
export type ConversationList = Static<typeof ConversationListSchema>;

export const MessagePageSchema = Type.Object({
  messages: Type.Array(ChatMessageSchema, { description: 'Du plus ancien au plus récent' }),
  has_more: Type.Boolean({ description: 'Des messages plus anciens que le premier renvoyé existent' }),
});
export type MessagePage = Static<typeof MessagePageSchema>;

export const MarkReadResultSchema = Type.Object({
  count: Type.Integer({ minimum: 0, description: 'Messages non lus effacés par cette lecture' }),
  last_read_id: Type.Integer(),
});
export type MarkReadResult = Static<typeof MarkReadResultSchema>;

export const UnreadCountSchema = Type.Object({ unreaded: Type.Integer({ minimum: 0 }) }, { description: 'Compteur de messages non lus' });
export type UnreadCount = Static<typeof UnreadCountSchema>;

export const ConversationsQuery = Type.Object(
  {
    home_id: Type.Optional(Id),
    kind: Type.Optional(Type.Enum([...CONVERSATION_KINDS], { default: 'direct' })),
  },
  { additionalProperties: false },
);
export type ConversationsQueryInput = Static<typeof ConversationsQuery>;

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
export type MessagesQueryInput = Static<typeof MessagesQuery>;

const Body = Type.String({ maxLength: RAW_BODY_MAX, description: `1 à ${MESSAGE_MAX_LENGTH} caractères une fois les espaces retirés` });
const ClientId = Type.String({ minLength: 1, maxLength: CLIENT_ID_MAX_LENGTH, pattern: CLIENT_ID_PATTERN });

/** POST /api/conversations: opens the existing direct thread with user_id (in that home's inbox) or creates it. */
export const StartConversationBody = Type.Object(
  {
    user_id: Id,
    home_id: Type.Optional(OrNull(Id)),
    message: Type.Optional(Body),
  },
  { additionalProperties: false },
);
export type StartConversationInput = Static<typeof StartConversationBody>;

/** POST /api/conversations/{id}/messages (also the socket 'send' frame). Same client_id twice stores one message. */
export const SendMessageBody = Type.Object({ body: Body, client_id: ClientId }, { additionalProperties: false });
export type SendMessageInput = Static<typeof SendMessageBody>;

/** PUT /api/conversations/{id}/read: the mark never goes back. */
export const MarkReadBody = Type.Object(
  { last_read_id: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }) },
  { additionalProperties: false },
);
export type MarkReadInput = Static<typeof MarkReadBody>;
