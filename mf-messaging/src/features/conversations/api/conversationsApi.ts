// REST calls of the messaging screens (shared/src/types/messaging.ts). Lists and threads show their
// own errors inline, so only a 401 still reaches the shell (the session is gone).
import {
  api,
  MESSAGE_PAGE_SIZE,
  type ChatMessage,
  type ConversationKind,
  type ConversationList,
  type ConversationSummary,
  type MarkReadResult,
  type MessagePage,
  type SendMessageInput,
} from '@coloc/shared';

const INLINE_STATUSES: readonly number[] = [400, 403, 404, 409, 413, 422, 429, 500, 502, 503, 504];
const inline = { context: { handledStatuses: INLINE_STATUSES } };

export interface ConversationQuery {
  /** A professional's inbox is one home's (SPEC 2.4); seekers have one inbox. */
  homeId?: number | null;
  kind?: ConversationKind;
}

export function fetchConversations({ homeId, kind }: ConversationQuery, signal?: AbortSignal): Promise<ConversationList> {
  const searchParams: Record<string, string | number> = {};
  if (homeId) searchParams.home_id = homeId;
  if (kind) searchParams.kind = kind;
  return api.get('conversations', { searchParams, signal, ...inline }).json<ConversationList>();
}

/**
 * One conversation by id (participants only). Not in the shared contract's list of answers, but
 * served by the API: it opens a link to a conversation filed in another inbox of the same user.
 */
export function fetchConversation(conversationId: number, signal?: AbortSignal): Promise<ConversationSummary> {
  return api.get(`conversations/${conversationId}`, { signal, ...inline }).json<ConversationSummary>();
}

export interface PageQuery {
  /** Older than this id (paging backwards). */
  before?: number;
  /** Newer than this id (catching up after a reconnect). */
  after?: number;
  limit?: number;
}

export function fetchMessages(conversationId: number, { before, after, limit = MESSAGE_PAGE_SIZE }: PageQuery = {}, signal?: AbortSignal): Promise<MessagePage> {
  const searchParams: Record<string, number> = { limit };
  if (before) searchParams.before = before;
  if (after) searchParams.after = after;
  return api.get(`conversations/${conversationId}/messages`, { searchParams, signal, ...inline }).json<MessagePage>();
}

/** The REST way to send (the socket is closed or silent); the same client_id never stores twice. */
export async function postMessage(conversationId: number, input: SendMessageInput): Promise<ChatMessage> {
  const answer = await api.post(`conversations/${conversationId}/messages`, { json: input, ...inline }).json<ChatMessage | { message: ChatMessage }>();
  // Accept the message alone or wrapped as `{ message }`.
  return 'message' in answer && answer.message && typeof answer.message === 'object' ? answer.message : (answer as ChatMessage);
}

/** Read marks are best effort: a failure is retried later, never shown in a modal. */
export function putRead(conversationId: number, lastReadId: number): Promise<MarkReadResult> {
  return api.put(`conversations/${conversationId}/read`, { json: { last_read_id: lastReadId }, ...inline }).json<MarkReadResult>();
}
