// The /api/chat text frames (SPEC 7, shared/src/types/messaging.ts), parsed and written as pure
// functions so the socket client and its tests never deal with raw strings.
import type { ChatClientEvent, ChatServerEvent } from '@coloc/shared';

export type ServerFrame =
  | { kind: 'event'; event: ChatServerEvent }
  | { kind: 'presence'; userId: number; online: boolean };

const EVENT_TYPES = new Set<ChatServerEvent['type']>(['message', 'read', 'ack', 'error']);

/** A server frame, or null for anything this client does not understand (ignored, never thrown). */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  const text = data.trim();
  const presence = /^([+-])(\d+)$/.exec(text);
  if (presence) return { kind: 'presence', userId: Number(presence[2]), online: presence[1] === '+' };
  // SPEC 7: a frame that starts with a JSON object is a chat event.
  if (!text.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const type = (value as { type?: unknown }).type;
    if (typeof type !== 'string' || !EVENT_TYPES.has(type as ChatServerEvent['type'])) return null;
    if (!isWellFormed(value as ChatServerEvent)) return null;
    return { kind: 'event', event: value as ChatServerEvent };
  } catch {
    return null;
  }
}

function isMessage(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const message = value as Record<string, unknown>;
  return typeof message.id === 'number' && typeof message.conversation_id === 'number' && typeof message.sender_id === 'number' && typeof message.body === 'string';
}

function isWellFormed(event: ChatServerEvent): boolean {
  switch (event.type) {
    case 'message':
      return isMessage(event.message);
    case 'ack':
      return typeof event.client_id === 'string' && isMessage(event.message);
    case 'read':
      return typeof event.conversation_id === 'number' && typeof event.reader_id === 'number' && typeof event.last_read_id === 'number';
    case 'error':
      return typeof event.error === 'string';
  }
}

export function encodeClientEvent(event: ChatClientEvent): string {
  return JSON.stringify(event);
}

/** Presence of the user themselves: `s0` active, `s1` idle. */
export function activityFrame(idle: boolean): 's0' | 's1' {
  return idle ? 's1' : 's0';
}

/** ws(s)://<this host>/api/chat: same origin, so the session cookie goes with it. */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}
