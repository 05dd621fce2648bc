import { CLIENT_ID_MAX_LENGTH } from '@coloc/contract/messaging/limits';
import type { ChatClientEvent } from '@coloc/contract/messaging/socket';
import { MESSAGING_MESSAGES as M } from './messages';

/*
 * Client frames of /api/chat (SPEC 7): `s0` / `s1` (active / idle), or a JSON object
 * (ChatClientEvent of the contract). Anything else is ignored, so that a newer client's extra
 * frames do not break an older server.
 */

export type ParsedFrame =
  | { kind: 'status'; active: boolean }
  | { kind: 'event'; event: ChatClientEvent }
  | { kind: 'invalid'; error: string; client_id?: string }
  | { kind: 'ignored' };

const CLIENT_ID = new RegExp(`^[A-Za-z0-9_.:-]{1,${CLIENT_ID_MAX_LENGTH}}$`);

function isId(value: unknown, min = 1): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

export function parseClientFrame(text: string): ParsedFrame {
  if (text === 's0' || text === 's1') return { kind: 'status', active: text === 's0' };
  if (!text.trimStart().startsWith('{')) return { kind: 'ignored' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'invalid', error: M.frameInvalid };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { kind: 'invalid', error: M.frameInvalid };
  const frame = data as Record<string, unknown>;
  const clientId = typeof frame.client_id === 'string' && CLIENT_ID.test(frame.client_id) ? frame.client_id : undefined;
  const fail = (error: string): ParsedFrame => ({ kind: 'invalid', error, ...(clientId ? { client_id: clientId } : {}) });
  switch (frame.type) {
    case 'send':
      if (!isId(frame.conversation_id)) return fail(M.conversationInvalid);
      if (clientId === undefined) return fail(M.clientIdInvalid);
      if (typeof frame.body !== 'string') return fail(M.bodyEmpty);
      return { kind: 'event', event: { type: 'send', conversation_id: frame.conversation_id, body: frame.body, client_id: clientId } };
    case 'read':
      if (!isId(frame.conversation_id)) return fail(M.conversationInvalid);
      if (!isId(frame.last_read_id, 0)) return fail(M.lastReadInvalid);
      return { kind: 'event', event: { type: 'read', conversation_id: frame.conversation_id, last_read_id: frame.last_read_id } };
    default:
      return fail(M.frameUnknown);
  }
}

/** `+<id>` / `-<id>`: a contact came online or went offline. */
export function presenceFrame(userId: number, online: boolean): string {
  return `${online ? '+' : '-'}${userId}`;
}
