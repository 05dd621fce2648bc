// Messaging contract (issue 5): REST bodies and answers under /api, and the /api/chat socket frames.
// The API (modules/messaging, modules/notifications), mf-messaging and the shell all read it.

export type ConversationKind = 'direct' | 'support';

/** Longest message body, in characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 4000;
/** Messages per history page (GET …/messages). */
export const MESSAGE_PAGE_SIZE = 30;
/** Shown as the other side of a support thread to the user who asked. */
export const SUPPORT_TEAM_NAME = 'Service client Toit Partagé';

/** The other side of a conversation as the list and the thread header show it. */
export interface ConversationPeer {
  /** null for the support team seen by a user. */
  user_id: number | null;
  first_name: string;
  /** Surname initial ("D."), never the full surname. */
  name_initial: string;
  /** `/image/{public_id}/{w}/{h}` path of the avatar, or null. */
  avatar_url: string | null;
  avatar_color: string | null;
  /** Bit flags of SPEC 3 (coloc=1, proprio=2, agent=4, manager=8); 0 for the support team. */
  user_type: number;
  /** An active socket right now (SPEC 4 presence). */
  online: boolean;
}

export interface ChatMessage {
  id: number;
  conversation_id: number;
  sender_id: number;
  body: string;
  /** The sender's idempotency key, echoed back so the sender can match its pending bubble. */
  client_id: string | null;
  created_at: string;
}

export interface ConversationSummary {
  id: number;
  kind: ConversationKind;
  /** The professional's home this thread belongs to (per-home inbox), else null. */
  home_id: number | null;
  /** Title of that home ('ANNONCE INCOMPLETE' when it has none), else null. */
  home_title: string | null;
  peer: ConversationPeer;
  last_message: ChatMessage | null;
  /** Messages from others newer than the caller's last read one. */
  unread: number;
  /** Newest message id the other side has read: "Lu" marks on the caller's own messages. */
  peer_last_read_id: number;
  updated_at: string;
}

/** GET /api/conversations?home_id=&kind= */
export interface ConversationList {
  conversations: ConversationSummary[];
}

/** POST /api/conversations: opens the existing direct thread with user_id (in that home's inbox) or creates it. */
export interface StartConversationInput {
  user_id: number;
  /** The home the talk is about: a seeker contacting a listing, or a professional writing from one home's view. */
  home_id?: number | null;
  /** Optional first message, sent in the same call. */
  message?: string;
}

/** GET /api/conversations/{id}/messages?before=&after=&limit=, oldest first. */
export interface MessagePage {
  messages: ChatMessage[];
  /** More older messages exist before the first one returned (paging backwards). */
  has_more: boolean;
}

/** POST /api/conversations/{id}/messages (also the socket 'send' frame). Same client_id twice stores one message. */
export interface SendMessageInput {
  body: string;
  client_id: string;
}

/** PUT /api/conversations/{id}/read */
export interface MarkReadInput {
  /** Newest message id the reader has seen; older ids are ignored (the mark never goes back). */
  last_read_id: number;
}

/** Answer of PUT …/read: how many unread messages this read cleared (feeds `messagesRead`). */
export interface MarkReadResult {
  count: number;
  last_read_id: number;
}

/** GET /api/support/conversation: the caller's own thread with the support team (created on first use). */
export type SupportConversation = ConversationSummary;

/** GET /api/push/public-key */
export interface PushPublicKey {
  public_key: string;
}

/*
 * /api/chat socket (SPEC 4 and 7). Text frames:
 * - server → client: a JSON object (ChatServerEvent), or `+<userId>` / `-<userId>` presence of a contact;
 * - client → server: a JSON object (ChatClientEvent), or `s0` (active) / `s1` (idle).
 * The socket authenticates with the session cookie; without a session it closes with code 4401.
 */
export type ChatServerEvent =
  | { type: 'message'; message: ChatMessage; home_id: number | null; kind: ConversationKind }
  | { type: 'read'; conversation_id: number; reader_id: number; last_read_id: number; count: number }
  | { type: 'ack'; client_id: string; message: ChatMessage }
  | { type: 'error'; client_id?: string; error: string };

export type ChatClientEvent =
  | ({ type: 'send'; conversation_id: number } & SendMessageInput)
  | ({ type: 'read'; conversation_id: number } & MarkReadInput);

export const CHAT_SOCKET_PATH = '/api/chat';
export const CHAT_CLOSE_UNAUTHORIZED = 4401;
