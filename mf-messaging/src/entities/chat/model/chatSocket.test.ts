import { CHAT_RECONNECT_MS, IDLE_THRESHOLD_S } from '@coloc/shared';
import { FakeWebSocket } from '../testing';
import { ChatSocket, type ChatSocketHandlers } from './chatSocket';
import { IdleTracker } from './idleTracker';

function handlers(): jest.Mocked<ChatSocketHandlers> {
  return { onEvent: jest.fn(), onPresence: jest.fn(), onOpen: jest.fn(), onClose: jest.fn() };
}

function makeSocket(on = handlers()) {
  FakeWebSocket.reset();
  const socket = new ChatSocket('ws://localhost/api/chat', on, { createSocket: (url) => new FakeWebSocket(url) });
  return { socket, on };
}

describe('chat socket', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('connects to the chat URL and hands presence and events over', () => {
    const { socket, on } = makeSocket();
    socket.start();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.last.url).toBe('ws://localhost/api/chat');
    FakeWebSocket.last.open();
    expect(on.onOpen).toHaveBeenCalledWith({ reconnected: false });
    FakeWebSocket.last.receive('+7');
    FakeWebSocket.last.receive('-8');
    FakeWebSocket.last.receive({ type: 'read', conversation_id: 3, reader_id: 7, last_read_id: 9, count: 1 });
    FakeWebSocket.last.receive('nonsense');
    expect(on.onPresence.mock.calls).toEqual([
      [7, true],
      [8, false],
    ]);
    expect(on.onEvent).toHaveBeenCalledTimes(1);
    expect(on.onEvent.mock.calls[0]![0]).toMatchObject({ type: 'read', conversation_id: 3 });
  });

  it('reconnects 1 s after a close and says it is a reconnection', () => {
    const { socket, on } = makeSocket();
    socket.start();
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop(1006);
    expect(on.onClose).toHaveBeenCalledWith({ code: 1006, willReconnect: true });
    jest.advanceTimersByTime(CHAT_RECONNECT_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.last.open();
    expect(on.onOpen).toHaveBeenLastCalledWith({ reconnected: true });
  });

  it('keeps trying every second while the server is unreachable', () => {
    const { socket } = makeSocket();
    socket.start();
    FakeWebSocket.last.drop(1006);
    jest.advanceTimersByTime(CHAT_RECONNECT_MS);
    FakeWebSocket.last.drop(1006);
    jest.advanceTimersByTime(CHAT_RECONNECT_MS);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('stops for good when the server closes with 4401 (no session)', () => {
    const { socket, on } = makeSocket();
    socket.start();
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop(4401);
    expect(on.onClose).toHaveBeenCalledWith({ code: 4401, willReconnect: false });
    jest.advanceTimersByTime(CHAT_RECONNECT_MS * 10);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.isRunning).toBe(false);
  });

  it('stops for good when the server refuses the page origin (4403)', () => {
    const { socket } = makeSocket();
    socket.start();
    FakeWebSocket.last.drop(4403);
    jest.advanceTimersByTime(CHAT_RECONNECT_MS * 5);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('does not reconnect after stop()', () => {
    const { socket } = makeSocket();
    socket.start();
    FakeWebSocket.last.open();
    socket.stop();
    expect(FakeWebSocket.last.closedWith).toBe(1000);
    jest.advanceTimersByTime(CHAT_RECONNECT_MS * 5);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('sends chat events only while open', () => {
    const { socket } = makeSocket();
    socket.start();
    expect(socket.send({ type: 'send', conversation_id: 3, body: 'Salut', client_id: 'c1' })).toBe(false);
    FakeWebSocket.last.open();
    expect(socket.send({ type: 'send', conversation_id: 3, body: 'Salut', client_id: 'c1' })).toBe(true);
    expect(FakeWebSocket.last.sentEvents).toEqual([{ type: 'send', conversation_id: 3, body: 'Salut', client_id: 'c1' }]);
  });

  it('says s1 / s0 when the user goes idle and comes back, and s1 again on a new connection while idle', () => {
    const { socket } = makeSocket();
    socket.start();
    FakeWebSocket.last.open();
    socket.setIdle(true);
    socket.setIdle(true);
    socket.setIdle(false);
    expect(FakeWebSocket.last.sent).toEqual(['s1', 's0']);
    socket.setIdle(true);
    FakeWebSocket.last.drop();
    jest.advanceTimersByTime(CHAT_RECONNECT_MS);
    FakeWebSocket.last.open();
    expect(FakeWebSocket.last.sent).toEqual(['s1']);
  });
});

describe('idle tracker', () => {
  let hidden = false;
  beforeAll(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  });
  beforeEach(() => {
    hidden = false;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  function setHidden(value: boolean) {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it('goes idle after 300 s without activity, active on the next key or pointer', () => {
    const changes: boolean[] = [];
    const tracker = new IdleTracker((idle) => changes.push(idle));
    tracker.start();
    jest.advanceTimersByTime(200_000);
    window.dispatchEvent(new Event('pointermove'));
    jest.advanceTimersByTime(299_000);
    expect(changes).toEqual([]);
    jest.advanceTimersByTime(1_000);
    expect(changes).toEqual([true]);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(changes).toEqual([true, false]);
    jest.advanceTimersByTime(IDLE_THRESHOLD_S * 1000);
    expect(changes).toEqual([true, false, true]);
    tracker.stop();
  });

  it('goes idle at once when the tab is hidden and active when it shows again', () => {
    const changes: boolean[] = [];
    const tracker = new IdleTracker((idle) => changes.push(idle));
    tracker.start();
    setHidden(true);
    expect(changes).toEqual([true]);
    window.dispatchEvent(new Event('scroll'));
    expect(changes).toEqual([true]);
    setHidden(false);
    expect(changes).toEqual([true, false]);
    tracker.stop();
    setHidden(true);
    expect(changes).toEqual([true, false]);
  });

  it('feeds the socket: s1 after 300 s idle, s0 on activity', () => {
    const { socket } = makeSocket();
    const tracker = new IdleTracker((idle) => socket.setIdle(idle));
    tracker.start();
    socket.start();
    FakeWebSocket.last.open();
    jest.advanceTimersByTime(IDLE_THRESHOLD_S * 1000);
    expect(FakeWebSocket.last.sent).toEqual(['s1']);
    window.dispatchEvent(new Event('touchstart'));
    expect(FakeWebSocket.last.sent).toEqual(['s1', 's0']);
    tracker.stop();
  });
});
