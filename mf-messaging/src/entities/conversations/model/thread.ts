// A thread's state as a pure reducer: the confirmed history (oldest first, one entry per id), the
// messages still being sent or that failed, paging backwards and the other side's read mark.
import type { ChatMessage, MessagePage } from '@coloc/shared';
import { dayKey } from './format';

export interface PendingMessage {
  clientId: string;
  body: string;
  createdAt: string;
  status: 'sending' | 'failed';
  error: string | null;
}

export interface ThreadState {
  status: 'loading' | 'ready' | 'failed';
  error: string | null;
  messages: ChatMessage[];
  pending: PendingMessage[];
  /** Older messages exist on the server. */
  hasMore: boolean;
  older: 'idle' | 'loading' | 'failed';
  /** Newest of the caller's messages the other side has read. */
  peerLastReadId: number;
}

export type ThreadAction =
  | { type: 'loading' }
  | { type: 'loaded'; page: MessagePage }
  | { type: 'loadFailed'; error: string }
  | { type: 'olderRequested' }
  | { type: 'olderLoaded'; page: MessagePage }
  | { type: 'olderFailed' }
  /** Live messages (socket) or caught up after a reconnect. */
  | { type: 'received'; messages: ChatMessage[] }
  | { type: 'sendStarted'; clientId: string; body: string; createdAt: string }
  | { type: 'sendSucceeded'; clientId: string; message: ChatMessage }
  | { type: 'sendFailed'; clientId: string; error: string }
  | { type: 'retryStarted'; clientId: string }
  | { type: 'peerRead'; lastReadId: number };

export function initialThread(peerLastReadId = 0): ThreadState {
  return { status: 'loading', error: null, messages: [], pending: [], hasMore: false, older: 'idle', peerLastReadId };
}

/** Both lists merged by id, oldest first: a message seen twice (socket and REST) shows once. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A pending bubble goes as soon as its message is stored, whichever way the news comes. */
function withoutConfirmed(pending: readonly PendingMessage[], messages: readonly ChatMessage[]): PendingMessage[] {
  const confirmed = new Set(messages.map((message) => message.client_id).filter(Boolean));
  return confirmed.size ? pending.filter((item) => !confirmed.has(item.clientId)) : (pending as PendingMessage[]);
}

function updatePending(state: ThreadState, clientId: string, change: Partial<PendingMessage>): ThreadState {
  return { ...state, pending: state.pending.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)) };
}

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'loading':
      return { ...state, status: 'loading', error: null };
    case 'loaded':
      return {
        ...state,
        status: 'ready',
        error: null,
        messages: mergeMessages(state.messages, action.page.messages),
        pending: withoutConfirmed(state.pending, action.page.messages),
        hasMore: action.page.has_more,
      };
    case 'loadFailed':
      return { ...state, status: 'failed', error: action.error };
    case 'olderRequested':
      return { ...state, older: 'loading' };
    case 'olderLoaded':
      return { ...state, older: 'idle', messages: mergeMessages(state.messages, action.page.messages), hasMore: action.page.has_more };
    case 'olderFailed':
      return { ...state, older: 'failed' };
    case 'received':
      return { ...state, messages: mergeMessages(state.messages, action.messages), pending: withoutConfirmed(state.pending, action.messages) };
    case 'sendStarted':
      return { ...state, pending: [...state.pending, { clientId: action.clientId, body: action.body, createdAt: action.createdAt, status: 'sending', error: null }] };
    case 'sendSucceeded':
      return { ...state, messages: mergeMessages(state.messages, [action.message]), pending: state.pending.filter((item) => item.clientId !== action.clientId) };
    case 'sendFailed':
      return updatePending(state, action.clientId, { status: 'failed', error: action.error });
    case 'retryStarted':
      return updatePending(state, action.clientId, { status: 'sending', error: null });
    case 'peerRead':
      return action.lastReadId > state.peerLastReadId ? { ...state, peerLastReadId: action.lastReadId } : state;
  }
}

/** Whether a message is on the caller's side of the thread. */
export type MineTest = (senderId: number) => boolean;

/**
 * The caller's side: their own messages; and for the support team looking at a user's support
 * thread (the peer is that user), every message not from that user, whichever team member wrote it.
 */
export function ownSide(peerUserId: number | null, me: number, kind: 'direct' | 'support' = 'direct'): MineTest {
  if (kind === 'support' && peerUserId !== null) return (senderId) => senderId !== peerUserId;
  return (senderId) => senderId === me;
}

export type DeliveryStatus = 'sending' | 'sent' | 'read' | 'failed';

export interface ThreadItem {
  /** Stable across the pending → stored change (the client_id), so the bubble is not redrawn. */
  key: string;
  id: number | null;
  clientId: string | null;
  body: string;
  createdAt: string;
  mine: boolean;
  /** Own messages only. */
  status: DeliveryStatus | null;
  error: string | null;
  /** First / last of a run of messages from the same side (bubble corners, spacing). */
  firstOfRun: boolean;
  lastOfRun: boolean;
}

export interface ThreadDay {
  day: string;
  /** A moment of that day, to name it. */
  date: string;
  items: ThreadItem[];
}

/** What the log shows: stored then pending messages, grouped by local day. */
export function threadDays(state: ThreadState, isMine: MineTest): ThreadDay[] {
  const items: ThreadItem[] = [
    ...state.messages.map((message): ThreadItem => {
      const mine = isMine(message.sender_id);
      return {
        key: message.client_id && mine ? `c:${message.client_id}` : `m:${message.id}`,
        id: message.id,
        clientId: message.client_id,
        body: message.body,
        createdAt: message.created_at,
        mine,
        status: mine ? (message.id <= state.peerLastReadId ? 'read' : 'sent') : null,
        error: null,
        firstOfRun: false,
        lastOfRun: false,
      };
    }),
    ...state.pending.map(
      (item): ThreadItem => ({
        key: `c:${item.clientId}`,
        id: null,
        clientId: item.clientId,
        body: item.body,
        createdAt: item.createdAt,
        mine: true,
        status: item.status,
        error: item.error,
        firstOfRun: false,
        lastOfRun: false,
      }),
    ),
  ];
  const days: ThreadDay[] = [];
  for (const item of items) {
    const day = dayKey(item.createdAt);
    let group = days.at(-1);
    if (!group || group.day !== day) {
      group = { day, date: item.createdAt, items: [] };
      days.push(group);
    }
    group.items.push(item);
  }
  for (const group of days) {
    group.items.forEach((item, index) => {
      item.firstOfRun = index === 0 || group.items[index - 1]!.mine !== item.mine;
      item.lastOfRun = index === group.items.length - 1 || group.items[index + 1]!.mine !== item.mine;
    });
  }
  return days;
}

/** Newest stored id, the mark a read sends. */
export function newestId(state: Pick<ThreadState, 'messages'>): number {
  return state.messages.at(-1)?.id ?? 0;
}

/** Newest stored message from the other side (what there is to read). */
export function newestFromOthers(state: Pick<ThreadState, 'messages'>, isMine: MineTest): number {
  for (let index = state.messages.length - 1; index >= 0; index -= 1) {
    const message = state.messages[index]!;
    if (!isMine(message.sender_id)) return message.id;
  }
  return 0;
}

/** The caller's newest stored message: only it carries the visible 'Envoyé' / 'Lu' text. */
export function lastOwnStoredId(state: Pick<ThreadState, 'messages'>, isMine: MineTest): number | null {
  for (let index = state.messages.length - 1; index >= 0; index -= 1) {
    if (isMine(state.messages[index]!.sender_id)) return state.messages[index]!.id;
  }
  return null;
}
