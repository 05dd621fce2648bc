// Messaging wire types (issue 5): derived from the contract's schemas (@coloc/contract/messaging),
// which the API validates with. Types only from the schemas, so no TypeBox reaches a screen.
export type {
  ChatMessage,
  ConversationKind,
  ConversationList,
  ConversationPeer,
  ConversationSummary,
  MarkReadInput,
  MarkReadResult,
  MessagePage,
  SendMessageInput,
  StartConversationInput,
  SupportConversation,
  UnreadCount,
} from '@coloc/contract/messaging/schemas';
export type { ChatClientEvent, ChatServerEvent } from '@coloc/contract/messaging/socket';
export { CHAT_CLOSE_UNAUTHORIZED, CHAT_SOCKET_PATH } from '@coloc/contract/messaging/socket';
export { MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE, SUPPORT_TEAM_NAME } from '@coloc/contract/messaging/limits';

/** GET /api/push/public-key: the VAPID key a browser subscribes with. */
export type { PushPublicKey } from '@coloc/contract/notifications/schemas';
