// The /api/chat socket (SPEC 4 and 7). Text frames:
// - server → client: a JSON object (ChatServerEvent), or `+<userId>` / `-<userId>` presence of a contact;
// - client → server: a JSON object (ChatClientEvent), or `s0` (active) / `s1` (idle).
// The socket authenticates with the session cookie; without a session it closes with code 4401.
// Types only from the schemas: this file bundles no TypeBox.
import type { ChatMessage, ConversationKind, MarkReadInput, SendMessageInput } from './schemas';

export const CHAT_SOCKET_PATH = '/api/chat';
export const CHAT_CLOSE_UNAUTHORIZED = 4401;

export type ChatServerEvent =
  | { type: 'message'; message: ChatMessage; home_id: number | null; kind: ConversationKind }
  | { type: 'read'; conversation_id: number; reader_id: number; last_read_id: number; count: number }
  | { type: 'ack'; client_id: string; message: ChatMessage }
  | { type: 'error'; client_id?: string; error: string };

export type ChatClientEvent =
  | ({ type: 'send'; conversation_id: number } & SendMessageInput)
  | ({ type: 'read'; conversation_id: number } & MarkReadInput);
