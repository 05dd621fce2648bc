// The messaging route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult).
import { defineRoutes } from '../route-map';
import { MESSAGING_ENDPOINTS } from './endpoints';
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

export const MESSAGING_ROUTES = defineRoutes(MESSAGING_ENDPOINTS, {
  'messaging.listConversations': { query: ConversationsQuery, response: { 200: ConversationListSchema } },
  // 201 when the thread is new, 200 when it existed.
  'messaging.startConversation': { body: StartConversationBody, response: { 200: ConversationSummarySchema, 201: ConversationSummarySchema } },
  'messaging.getConversation': { params: ConversationIdParams, response: { 200: ConversationSummarySchema } },
  'messaging.listMessages': { params: ConversationIdParams, query: MessagesQuery, response: { 200: MessagePageSchema } },
  // 201 the first time, 200 with the stored message for a reused client_id.
  'messaging.sendMessage': { params: ConversationIdParams, body: SendMessageBody, response: { 200: ChatMessageSchema, 201: ChatMessageSchema } },
  'messaging.markRead': { params: ConversationIdParams, body: MarkReadBody, response: { 200: MarkReadResultSchema } },
  'messaging.unreadCount': { response: { 200: UnreadCountSchema } },
  'messaging.homeUnreadCount': { params: HomeCountParams, response: { 200: UnreadCountSchema } },
  'messaging.supportConversation': { response: { 200: ConversationSummarySchema } },
});
