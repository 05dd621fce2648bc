// REST calls of the messaging screens, through the contract's route map. Lists and threads show
// their own errors inline, so only a 401 still reaches the shell (the session is gone).
import { MESSAGE_PAGE_SIZE, type ChatMessage, type ConversationKind, type ConversationList, type ConversationSummary, type MarkReadResult, type MessagePage, type SendMessageInput, call } from '@coloc/shared';
import { MESSAGING_ENDPOINTS } from '@coloc/contract/messaging/endpoints';

const INLINE_STATUSES: readonly number[] = [400, 403, 404, 409, 413, 422, 429, 500, 502, 503, 504];
const inline = { context: { handledStatuses: INLINE_STATUSES } };

export interface ConversationQuery {
  /** A professional's inbox is one home's (SPEC 2.4); seekers have one inbox. */
  homeId?: number | null;
  kind?: ConversationKind;
}

export function fetchConversations({ homeId, kind }: ConversationQuery, signal?: AbortSignal): Promise<ConversationList> {
  return call(MESSAGING_ENDPOINTS, 'messaging.listConversations', { query: { ...(homeId ? { home_id: homeId } : {}), ...(kind ? { kind } : {}) } }, { signal, ...inline });
}

/** One conversation by id (participants only): it opens a link to a conversation filed in another inbox of the same user. */
export function fetchConversation(conversationId: number, signal?: AbortSignal): Promise<ConversationSummary> {
  return call(MESSAGING_ENDPOINTS, 'messaging.getConversation', { id: conversationId }, { signal, ...inline });
}

export interface PageQuery {
  /** Older than this id (paging backwards). */
  before?: number;
  /** Newer than this id (catching up after a reconnect). */
  after?: number;
  limit?: number;
}

export function fetchMessages(conversationId: number, { before, after, limit = MESSAGE_PAGE_SIZE }: PageQuery = {}, signal?: AbortSignal): Promise<MessagePage> {
  const query = { limit, ...(before ? { before } : {}), ...(after ? { after } : {}) };
  return call(MESSAGING_ENDPOINTS, 'messaging.listMessages', { id: conversationId, query }, { signal, ...inline });
}

/** The REST way to send (the socket is closed or silent); the same client_id never stores twice. */
export async function postMessage(conversationId: number, input: SendMessageInput): Promise<ChatMessage> {
  const answer: ChatMessage | { message: ChatMessage } = await call(MESSAGING_ENDPOINTS, 'messaging.sendMessage', { id: conversationId, body: input }, inline);
  // Accept the message alone or wrapped as `{ message }`.
  return 'message' in answer && answer.message && typeof answer.message === 'object' ? (answer.message as ChatMessage) : (answer as ChatMessage);
}

/** Read marks are best effort: a failure is retried later, never shown in a modal. */
export function putRead(conversationId: number, lastReadId: number): Promise<MarkReadResult> {
  return call(MESSAGING_ENDPOINTS, 'messaging.markRead', { id: conversationId, body: { last_read_id: lastReadId } }, inline);
}
