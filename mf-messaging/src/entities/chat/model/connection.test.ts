import { CHAT_RECONNECT_MS, unauthorized, type ChatMessage } from '@coloc/shared';
import { json, makeUser, mockApi, signInAs, signOutLocally } from '@coloc/shared/testing';
import { FakeWebSocket, installFakeWebSocket } from '../testing';
import { $chatStatus, chatReconnected, messageArrived, presenceChanged } from './chat';
import { ACK_TIMEOUT_MS, ChatConnection, MessageRejectedError } from './connection';

const stored: ChatMessage = { id: 90, conversation_id: 3, sender_id: 42, body: 'Salut', client_id: 'c1', created_at: '2026-03-14T10:00:00.000Z' };

describe('chat connection', () => {
  let release: (() => void) | null = null;
  beforeEach(() => {
    installFakeWebSocket();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  });
  afterEach(() => {
    release?.();
    release = null;
    signOutLocally();
    jest.useRealTimers();
  });

  it('opens one socket for the signed-in user while held, however many hold it', () => {
    const connection = new ChatConnection();
    release = connection.acquire();
    expect(FakeWebSocket.instances).toHaveLength(0);
    signInAs(makeUser());
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.last.url).toBe('ws://localhost/api/chat');
    const second = connection.acquire();
    second();
    expect(FakeWebSocket.last.closedWith).toBeNull();
    release();
    release = null;
    expect(FakeWebSocket.last.closedWith).toBe(1000);
  });

  it('closes on sign-out and opens a new socket for the next user', () => {
    const connection = new ChatConnection();
    signInAs(makeUser({ id: 42 }));
    release = connection.acquire();
    const first = FakeWebSocket.last;
    signOutLocally();
    expect(first.closedWith).toBe(1000);
    signInAs(makeUser({ id: 43 }));
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('passes events and presence on, and after a reconnect asks everyone to catch up', () => {
    const caughtUp = jest.fn();
    const arrived = jest.fn();
    const presence = jest.fn();
    const subs = [chatReconnected.watch(caughtUp), messageArrived.watch(arrived), presenceChanged.watch(presence)];
    mockApi({ 'GET /api/messages/count': () => json(200, { unreaded: 0 }) });
    signInAs(makeUser());
    release = new ChatConnection().acquire();
    FakeWebSocket.last.open();
    expect($chatStatus.getState()).toBe('online');
    FakeWebSocket.last.receive('+7');
    FakeWebSocket.last.receive({ type: 'message', message: { ...stored, sender_id: 7, client_id: null }, home_id: null, kind: 'direct' });
    expect(presence).toHaveBeenCalledWith({ userId: 7, online: true });
    expect(arrived).toHaveBeenCalledTimes(1);
    expect(caughtUp).not.toHaveBeenCalled();
    FakeWebSocket.last.drop(1006);
    expect($chatStatus.getState()).toBe('connecting');
    jest.advanceTimersByTime(CHAT_RECONNECT_MS);
    FakeWebSocket.last.open();
    expect(caughtUp).toHaveBeenCalledTimes(1);
    subs.forEach((sub) => sub.unsubscribe());
  });

  it('stops after a 4401 close without signalling anything to the rest of the page', () => {
    const signals = jest.fn();
    const sub = unauthorized.watch(signals);
    signInAs(makeUser());
    release = new ChatConnection().acquire();
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop(4401);
    jest.advanceTimersByTime(CHAT_RECONNECT_MS * 5);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect($chatStatus.getState()).toBe('offline');
    expect(signals).not.toHaveBeenCalled();
    sub.unsubscribe();
  });

  it('sends over the socket and resolves with the ack', async () => {
    const api = mockApi({});
    signInAs(makeUser());
    const connection = new ChatConnection();
    release = connection.acquire();
    FakeWebSocket.last.open();
    const sent = connection.send(3, { body: 'Salut', client_id: 'c1' });
    expect(FakeWebSocket.last.sentEvents).toEqual([{ type: 'send', conversation_id: 3, body: 'Salut', client_id: 'c1' }]);
    FakeWebSocket.last.receive({ type: 'ack', client_id: 'c1', message: stored });
    await expect(sent).resolves.toEqual(stored);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('falls back to REST with the same client_id when the socket is not open', async () => {
    const api = mockApi({ 'POST /api/conversations/3/messages': () => json(201, stored) });
    signInAs(makeUser());
    const connection = new ChatConnection();
    release = connection.acquire();
    await expect(connection.send(3, { body: 'Salut', client_id: 'c1' })).resolves.toEqual(stored);
    expect(await api.lastBody('POST /api/conversations/3/messages')).toEqual({ body: 'Salut', client_id: 'c1' });
  });

  it('falls back to REST when no ack comes within 8 s', async () => {
    const api = mockApi({ 'POST /api/conversations/3/messages': () => json(201, { message: stored }) });
    signInAs(makeUser());
    const connection = new ChatConnection();
    release = connection.acquire();
    FakeWebSocket.last.open();
    const sent = connection.send(3, { body: 'Salut', client_id: 'c1' });
    await Promise.resolve();
    jest.advanceTimersByTime(ACK_TIMEOUT_MS - 1);
    expect(api.fetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await expect(sent).resolves.toEqual(stored);
    expect(await api.lastBody('POST /api/conversations/3/messages')).toEqual({ body: 'Salut', client_id: 'c1' });
  });

  it('falls back to REST at once when the socket drops while waiting', async () => {
    const api = mockApi({ 'POST /api/conversations/3/messages': () => json(201, stored) });
    signInAs(makeUser());
    const connection = new ChatConnection();
    release = connection.acquire();
    FakeWebSocket.last.open();
    const sent = connection.send(3, { body: 'Salut', client_id: 'c1' });
    FakeWebSocket.last.drop(1006);
    await expect(sent).resolves.toEqual(stored);
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it("rejects with the server's text when it refuses the message", async () => {
    mockApi({});
    signInAs(makeUser());
    const connection = new ChatConnection();
    release = connection.acquire();
    FakeWebSocket.last.open();
    const sent = connection.send(3, { body: 'Salut', client_id: 'c1' });
    FakeWebSocket.last.receive({ type: 'error', client_id: 'c1', error: "Vous ne participez pas à cette conversation." });
    await expect(sent).rejects.toEqual(new MessageRejectedError("Vous ne participez pas à cette conversation."));
  });
});
