// Fixtures of the messaging tests (tests only, never bundled).
import type { ChatMessage, ConversationPeer, ConversationSummary } from '@coloc/shared';

export function makePeer(extra: Partial<ConversationPeer> = {}): ConversationPeer {
  return { user_id: 7, first_name: 'Paul', name_initial: 'R.', avatar_url: null, avatar_color: '#4FC3F7', user_type: 2, online: false, ...extra };
}

let clock = Date.parse('2026-03-14T09:00:00Z');

export function makeMessage(id: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id, conversation_id: 5, sender_id: 7, body: `Message ${id}`, client_id: null, created_at: new Date(clock + id * 60_000).toISOString(), ...extra };
}

export function makeConversation(id: number, extra: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id,
    kind: 'direct',
    home_id: null,
    home_title: null,
    peer: makePeer(),
    last_message: makeMessage(id * 10, { conversation_id: id }),
    unread: 0,
    peer_last_read_id: 0,
    updated_at: new Date(clock).toISOString(),
    ...extra,
  };
}

/** Query of a recorded request, as an object. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

export function requestsTo(requests: Request[], method: string, path: string): Request[] {
  return requests.filter((request) => request.method === method && new URL(request.url).pathname === path);
}

/** Moves the fixtures' clock (messages made after are later). */
export function setFixtureClock(iso: string): void {
  clock = Date.parse(iso);
}
