// What the socket says, turned into effector units the pages and the counter listen to: messages
// (counted unless they land in the thread being read), read marks, presence, reconnections.
import {
  $user,
  chatMessageReceived,
  messagesRead,
  signedOut,
  unauthorized,
  type ChatMessage,
  type ChatServerEvent,
  type ConversationKind,
  type MarkReadResult,
} from '@coloc/shared';
import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { putRead } from '../api/conversationsApi';
import { $unreadContext, countsInInbox, unreadRefreshRequested } from './unread';

type MessageEvent = Extract<ChatServerEvent, { type: 'message' }>;
type ReadEvent = Extract<ChatServerEvent, { type: 'read' }>;

export interface ArrivedMessage {
  message: ChatMessage;
  homeId: number | null;
  kind: ConversationKind;
  /** Sent by the signed-in user (from another tab or device). */
  fromMe: boolean;
  /** Added to the unread counter: from someone else, and not into the thread being read. */
  counted: boolean;
}

export type ChatStatus = 'offline' | 'connecting' | 'online';

/** A parsed JSON frame of the socket. */
export const socketEventReceived = createEvent<ChatServerEvent>();
export const presenceChanged = createEvent<{ userId: number; online: boolean }>();
/** Presence read from a REST answer (the list's `peer.online`); the socket's later frames win. */
export const presenceSeeded = createEvent<ReadonlyArray<{ userId: number; online: boolean }>>();
export const chatStatusChanged = createEvent<ChatStatus>();
/** The socket came back after a drop: lists, open threads and the counter catch up. */
export const chatReconnected = createEvent();
/** The thread on screen and read right now (visible tab), or null. */
export const readingThreadChanged = createEvent<number | null>();
export interface ReadRequest {
  conversationId: number;
  /** The newest message id on screen. */
  lastReadId: number;
  /** The conversation's home (null: none, e.g. support): a professional's counter only takes its own home's reads. */
  homeId?: number | null;
}

/** Mark a conversation read up to a message id. */
export const markRead = createEvent<ReadRequest>();

export const messageArrived = createEvent<ArrivedMessage>();
export const readArrived = createEvent<ReadEvent>();
/** The signed-in user's read of a conversation took effect (here or in another tab). */
export const conversationRead = createEvent<{ conversationId: number; lastReadId: number }>();

const $me = $user.map((user) => user?.id ?? null);

export const $presence = createStore<Record<number, boolean>>({})
  .on(presenceChanged, (presence, { userId, online }) => (presence[userId] === online ? presence : { ...presence, [userId]: online }))
  .on(presenceSeeded, (presence, seeds) => {
    const next = { ...presence };
    for (const { userId, online } of seeds) if (!(userId in next)) next[userId] = online;
    return next;
  })
  .reset(signedOut, unauthorized);

const $link = createStore<{ status: ChatStatus; lost: boolean }>({ status: 'offline', lost: false }).on(chatStatusChanged, (link, status) => ({
  status,
  // Lost: it was up and is trying again (not the first connection, not a closed session).
  lost: status === 'connecting' && (link.status === 'online' || link.lost),
}));
export const $chatStatus = $link.map((link) => link.status);
/** The connection dropped and is being retried: sends go over REST meanwhile. */
export const $connectionLost = $link.map((link) => link.lost);
export const $readingThread = createStore<number | null>(null).on(readingThreadChanged, (_, id) => id);

/** Highest message id this tab asked to mark read, per conversation: echoes of our own reads are not counted twice. */
export const $readMarks = createStore<Record<number, number>>({}).reset(signedOut, unauthorized);
/** Messages that arrived in the thread being read and were never added to the counter. */
export const $uncounted = createStore<Record<number, number[]>>({}).reset(signedOut, unauthorized);

export const markReadFx = createEffect(({ conversationId, lastReadId }: ReadRequest): Promise<MarkReadResult> => putRead(conversationId, lastReadId));

// --- messages -------------------------------------------------------------------------------

const incomingMessage = sample({
  clock: socketEventReceived,
  source: { me: $me, reading: $readingThread },
  filter: (_, event) => event.type === 'message',
  fn: ({ me, reading }, event): ArrivedMessage => {
    const { message, home_id, kind } = event as MessageEvent;
    const fromMe = message.sender_id === me;
    return { message, homeId: home_id, kind, fromMe, counted: !fromMe && reading !== message.conversation_id };
  },
});
sample({ clock: incomingMessage, target: messageArrived });
sample({
  clock: incomingMessage,
  filter: ({ counted }) => counted,
  fn: ({ message, homeId }) => ({ conversationId: message.conversation_id, homeId }),
  target: chatMessageReceived,
});
$uncounted.on(incomingMessage, (uncounted, { message, fromMe, counted }) => {
  if (fromMe || counted) return uncounted;
  const ids = uncounted[message.conversation_id] ?? [];
  return ids.includes(message.id) ? uncounted : { ...uncounted, [message.conversation_id]: [...ids, message.id] };
});

// --- read marks -----------------------------------------------------------------------------

const readRequested = sample({
  clock: markRead,
  source: $readMarks,
  filter: (marks, { conversationId, lastReadId }) => lastReadId > (marks[conversationId] ?? 0),
  fn: (_, request) => request,
});
$readMarks.on(readRequested, (marks, { conversationId, lastReadId }) => ({ ...marks, [conversationId]: lastReadId }));
sample({ clock: readRequested, target: markReadFx });

/** Unread messages cleared by a read, less those this tab never counted. */
function countedPart(uncounted: Record<number, number[]>, conversationId: number, lastReadId: number, cleared: number): number {
  const skipped = (uncounted[conversationId] ?? []).filter((id) => id <= lastReadId).length;
  return Math.max(0, Math.floor(cleared) - skipped);
}

function dropUncounted(uncounted: Record<number, number[]>, conversationId: number, lastReadId: number): Record<number, number[]> {
  const ids = uncounted[conversationId];
  if (!ids) return uncounted;
  const left = ids.filter((id) => id > lastReadId);
  const next = { ...uncounted };
  if (left.length) next[conversationId] = left;
  else delete next[conversationId];
  return next;
}

interface AppliedRead {
  conversationId: number;
  lastReadId: number;
  /** How much to take off this tab's counter. */
  count: number;
  /** Unknown (undefined) for a read made in another tab. */
  homeId?: number | null;
}

// Computed once from the state before the read, then applied: the counter, the list, the marks.
const ownReadDone = sample({
  clock: markReadFx.done,
  source: $uncounted,
  fn: (uncounted, { params, result }): AppliedRead => {
    const lastReadId = Math.max(result.last_read_id, params.lastReadId);
    return { conversationId: params.conversationId, lastReadId, count: countedPart(uncounted, params.conversationId, lastReadId, result.count), homeId: params.homeId };
  },
});

// A read that failed leaves the messages unread on the server: forget the mark so it is tried
// again, and ask the server for the true total rather than guess it.
$readMarks.on(markReadFx.fail, (marks, { params }) => {
  if (marks[params.conversationId] !== params.lastReadId) return marks;
  const next = { ...marks };
  delete next[params.conversationId];
  return next;
});
$uncounted.on(markReadFx.fail, (uncounted, { params }) => dropUncounted(uncounted, params.conversationId, params.lastReadId));
sample({ clock: markReadFx.fail, target: unreadRefreshRequested });

const incomingRead = sample({
  clock: socketEventReceived,
  filter: (event): event is ReadEvent => event.type === 'read',
});
sample({ clock: incomingRead, target: readArrived });

/** The user's own read from another tab: counted here unless this tab made it. */
const ownReadElsewhere = sample({
  clock: incomingRead,
  source: { me: $me, marks: $readMarks, uncounted: $uncounted },
  filter: ({ me, marks }, event) => event.reader_id === me && event.last_read_id > (marks[event.conversation_id] ?? 0),
  fn: ({ uncounted }, event): AppliedRead => ({
    conversationId: event.conversation_id,
    lastReadId: event.last_read_id,
    count: countedPart(uncounted, event.conversation_id, event.last_read_id, event.count),
  }),
});
$readMarks.on(ownReadElsewhere, (marks, { conversationId, lastReadId }) => ({ ...marks, [conversationId]: lastReadId }));

const readApplied = merge([ownReadDone, ownReadElsewhere]);
$uncounted.on(readApplied, (uncounted, { conversationId, lastReadId }) => dropUncounted(uncounted, conversationId, lastReadId));
sample({
  clock: readApplied,
  source: $unreadContext,
  filter: (context, { count, homeId }) => count > 0 && countsInInbox(context, homeId),
  fn: (_, { count }) => ({ count }),
  target: messagesRead,
});
sample({ clock: readApplied, fn: ({ conversationId, lastReadId }) => ({ conversationId, lastReadId }), target: conversationRead });

// --- presence -------------------------------------------------------------------------------

/** Whether a peer is online: the socket's latest word, else what the list said. */
export function isOnline(presence: Record<number, boolean>, userId: number | null, fallback: boolean): boolean {
  if (userId === null) return false;
  return presence[userId] ?? fallback;
}

// Messages may have come while the socket was down: the counter asks the server again.
sample({ clock: chatReconnected, target: unreadRefreshRequested });
