import { $user, chatMessageReceived, messagesRead, type ChatMessage, type ChatServerEvent } from '@coloc/shared';
import { json, makeUser, mockApi } from '@coloc/shared/testing';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import {
  $presence,
  $readMarks,
  $uncounted,
  conversationRead,
  isOnline,
  markRead,
  messageArrived,
  presenceChanged,
  presenceSeeded,
  readingThreadChanged,
  socketEventReceived,
  type ArrivedMessage,
} from './chat';
import { $unread } from './unread';

const me = makeUser({ id: 42 });

function message(id: number, conversationId = 3, senderId = 7): ChatMessage {
  return { id, conversation_id: conversationId, sender_id: senderId, body: `Message ${id}`, client_id: null, created_at: '2026-03-14T10:00:00.000Z' };
}

function incoming(id: number, conversationId = 3, senderId = 7): ChatServerEvent {
  return { type: 'message', message: message(id, conversationId, senderId), home_id: null, kind: 'direct' };
}

function watch(scope: Scope) {
  const received: unknown[] = [];
  const read: number[] = [];
  const arrived: ArrivedMessage[] = [];
  const readConversations: unknown[] = [];
  createWatch({ unit: chatMessageReceived, fn: (payload) => received.push(payload), scope });
  createWatch({ unit: messagesRead, fn: ({ count }) => read.push(count), scope });
  createWatch({ unit: messageArrived, fn: (payload) => arrived.push(payload), scope });
  createWatch({ unit: conversationRead, fn: (payload) => readConversations.push(payload), scope });
  return { received, read, arrived, readConversations };
}

describe('chat events', () => {
  it("counts a message from someone else, not the user's own from another tab", async () => {
    const scope = fork({ values: [[$user, me]] });
    const seen = watch(scope);
    await allSettled(socketEventReceived, { scope, params: incoming(10) });
    await allSettled(socketEventReceived, { scope, params: incoming(11, 3, 42) });
    expect(seen.received).toEqual([{ conversationId: 3, homeId: null }]);
    expect(seen.arrived.map(({ message, fromMe, counted }) => ({ id: message.id, fromMe, counted }))).toEqual([
      { id: 10, fromMe: false, counted: true },
      { id: 11, fromMe: true, counted: false },
    ]);
    expect(scope.getState($unread)).toBe(1);
  });

  it('does not count a message that lands in the thread being read, nor take it off when that thread is marked read', async () => {
    mockApi({ 'PUT /api/conversations/3/read': () => json(200, { count: 2, last_read_id: 12 }) });
    const scope = fork({ values: [[$user, me], [$unread, 1]] });
    const seen = watch(scope);
    await allSettled(readingThreadChanged, { scope, params: 3 });
    await allSettled(socketEventReceived, { scope, params: incoming(12) });
    expect(seen.received).toEqual([]);
    expect(scope.getState($uncounted)).toEqual({ 3: [12] });
    // The server cleared 2: message 12 (never counted here) and one counted before.
    await allSettled(markRead, { scope, params: { conversationId: 3, lastReadId: 12 } });
    expect(seen.read).toEqual([1]);
    expect(scope.getState($unread)).toBe(0);
    expect(scope.getState($uncounted)).toEqual({});
    expect(seen.readConversations).toEqual([{ conversationId: 3, lastReadId: 12 }]);
  });

  it('marks read once per id, and ignores the echo of its own read from the socket', async () => {
    const api = mockApi({ 'PUT /api/conversations/3/read': () => json(200, { count: 2, last_read_id: 12 }) });
    const scope = fork({ values: [[$user, me], [$unread, 5]] });
    const seen = watch(scope);
    await allSettled(markRead, { scope, params: { conversationId: 3, lastReadId: 12 } });
    await allSettled(markRead, { scope, params: { conversationId: 3, lastReadId: 12 } });
    await allSettled(markRead, { scope, params: { conversationId: 3, lastReadId: 9 } });
    await allSettled(socketEventReceived, { scope, params: { type: 'read', conversation_id: 3, reader_id: 42, last_read_id: 12, count: 2 } });
    expect(api.requests).toHaveLength(1);
    expect(await api.lastBody('PUT /api/conversations/3/read')).toEqual({ last_read_id: 12 });
    expect(seen.read).toEqual([2]);
    expect(scope.getState($unread)).toBe(3);
  });

  it("takes off a professional's counter only the reads of the counted home", async () => {
    mockApi({
      'PUT /api/conversations/3/read': () => json(200, { count: 2, last_read_id: 12 }),
      'PUT /api/conversations/4/read': () => json(200, { count: 1, last_read_id: 20 }),
      'GET /api/messages-for-homes/12/count': () => json(200, { unreaded: 5 }),
    });
    const owner = makeUser({ id: 42, type: 2 });
    const scope = fork({ values: [[$user, owner]] });
    const { unreadContextChanged } = await import('./unread');
    await allSettled(unreadContextChanged, { scope, params: { user: owner, homeId: 12 } });
    await allSettled(markRead, { scope, params: { conversationId: 3, lastReadId: 12, homeId: 12 } });
    await allSettled(markRead, { scope, params: { conversationId: 4, lastReadId: 20, homeId: null } });
    expect(scope.getState($unread)).toBe(3);
  });

  it("takes off the user's own read made in another tab", async () => {
    const scope = fork({ values: [[$user, me], [$unread, 5]] });
    const seen = watch(scope);
    await allSettled(socketEventReceived, { scope, params: { type: 'read', conversation_id: 4, reader_id: 42, last_read_id: 30, count: 3 } });
    expect(seen.read).toEqual([3]);
    expect(scope.getState($unread)).toBe(2);
    expect(scope.getState($readMarks)).toEqual({ 4: 30 });
    expect(seen.readConversations).toEqual([{ conversationId: 4, lastReadId: 30 }]);
  });

  it("leaves the counter alone when the other person reads (that only feeds the 'Lu' marks)", async () => {
    const scope = fork({ values: [[$user, me], [$unread, 5]] });
    const seen = watch(scope);
    await allSettled(socketEventReceived, { scope, params: { type: 'read', conversation_id: 4, reader_id: 7, last_read_id: 30, count: 3 } });
    expect(seen.read).toEqual([]);
    expect(scope.getState($unread)).toBe(5);
  });

  it('asks the server for the total again when a read mark fails, and allows another try', async () => {
    let fail = true;
    const api = mockApi({
      'PUT /api/conversations/3/read': () => (fail ? json(500, { error: 'Panne' }) : json(200, { count: 1, last_read_id: 12 })),
      'GET /api/messages/count': () => json(200, { unreaded: 4 }),
    });
    const scope = fork({ values: [[$user, me]] });
    const { unreadContextChanged } = await import('./unread');
    await allSettled(unreadContextChanged, { scope, params: { user: me, homeId: null } });
    await allSettled(markRead, { scope, params: { conversationId: 3, lastReadId: 12 } });
    expect(api.requests.filter((r) => new URL(r.url).pathname === '/api/messages/count')).toHaveLength(2);
    expect(scope.getState($readMarks)).toEqual({});
    fail = false;
    await allSettled(markRead, { scope, params: { conversationId: 3, lastReadId: 12 } });
    expect(scope.getState($unread)).toBe(3);
  });

  it('keeps presence from the socket over what a list said', async () => {
    const scope = fork();
    await allSettled(presenceChanged, { scope, params: { userId: 7, online: true } });
    await allSettled(presenceSeeded, { scope, params: [{ userId: 7, online: false }, { userId: 8, online: true }] });
    expect(scope.getState($presence)).toEqual({ 7: true, 8: true });
    await allSettled(presenceChanged, { scope, params: { userId: 7, online: false } });
    expect(isOnline(scope.getState($presence), 7, true)).toBe(false);
    expect(isOnline(scope.getState($presence), 9, true)).toBe(true);
    expect(isOnline(scope.getState($presence), null, true)).toBe(false);
  });
});
