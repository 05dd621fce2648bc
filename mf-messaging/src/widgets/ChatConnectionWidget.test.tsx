import { signedOut, unreadChanged, type Home } from '@coloc/shared';
import { json, makeUser, mockApi, signInAs, signOutLocally } from '@coloc/shared/testing';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { FakeWebSocket, installFakeWebSocket } from '../entities/chat/testing';
import { ChatConnectionSource } from './ChatConnectionWidget';

describe('ChatConnection widget', () => {
  const totals: number[] = [];
  let unwatch: () => void = () => undefined;
  beforeEach(() => {
    installFakeWebSocket();
    totals.length = 0;
    const subscription = unreadChanged.watch((total) => totals.push(total));
    unwatch = () => subscription.unsubscribe();
    window.history.replaceState(null, '', '/users/agenda');
  });
  afterEach(() => {
    // Signed out while mounted, as on a real page: the counter forgets the user.
    act(() => {
      signedOut();
      signOutLocally();
    });
    cleanup();
    unwatch();
  });

  it('opens the socket for the signed-in user and publishes the unread total, then every change', async () => {
    mockApi({ 'GET /api/messages/count': () => json(200, { unreaded: 3 }) });
    signInAs(makeUser());
    render(<ChatConnectionSource />);
    await waitFor(() => expect(totals).toEqual([3]));
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.last.url).toBe('ws://localhost/api/chat');
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.receive({ type: 'message', message: { id: 9, conversation_id: 2, sender_id: 7, body: 'Salut', client_id: null, created_at: '2026-03-14T10:00:00Z' }, home_id: null, kind: 'direct' }));
    expect(totals).toEqual([3, 4]);
    act(() => FakeWebSocket.last.receive({ type: 'read', conversation_id: 2, reader_id: 42, last_read_id: 9, count: 1 }));
    expect(totals).toEqual([3, 4, 3]);
  });

  it('refetches the count after a reconnect', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    let count = 1;
    const api = mockApi({ 'GET /api/messages/count': () => json(200, { unreaded: count }) });
    signInAs(makeUser());
    render(<ChatConnectionSource />);
    await act(async () => undefined);
    act(() => FakeWebSocket.last.open());
    count = 6;
    act(() => FakeWebSocket.last.drop(1006));
    act(() => jest.advanceTimersByTime(1000));
    act(() => FakeWebSocket.last.open());
    jest.useRealTimers();
    await waitFor(() => expect(totals.at(-1)).toBe(6));
    expect(api.requests).toHaveLength(2);
  });

  it("counts a professional's inbox of the page's home_id, again when it changes", async () => {
    const api = mockApi({
      'GET /api/messages-for-homes/12/count': () => json(200, { unreaded: 2 }),
      'GET /api/messages-for-homes/13/count': () => json(200, { unreaded: 5 }),
    });
    window.history.replaceState(null, '', '/proprietaire/biens?home_id=12');
    signInAs(makeUser({ type: 2, home: { id: 12, is_coloc: true } as Home }));
    render(<ChatConnectionSource />);
    await waitFor(() => expect(totals).toEqual([2]));
    act(() => {
      window.history.pushState(null, '', '/proprietaire/messages?home_id=13');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(totals).toEqual([2, 5]));
    expect(api.requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/messages-for-homes/12/count', '/api/messages-for-homes/13/count']);
  });

  it('closes the socket and drops the total to 0 on sign-out', async () => {
    mockApi({ 'GET /api/messages/count': () => json(200, { unreaded: 3 }) });
    signInAs(makeUser());
    render(<ChatConnectionSource />);
    await waitFor(() => expect(totals).toEqual([3]));
    act(() => {
      signedOut();
      signOutLocally();
    });
    expect(totals).toEqual([3, 0]);
    expect(FakeWebSocket.last.closedWith).toBe(1000);
  });
});
