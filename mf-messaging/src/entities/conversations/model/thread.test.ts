import type { ChatMessage } from '@coloc/shared';
import { initialThread, lastOwnStoredId, mergeMessages, newestFromOthers, ownSide, threadDays, threadReducer, type ThreadAction, type ThreadState } from './thread';

const ME = 42;
const mine = ownSide(7, ME);
function message(id: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id, conversation_id: 3, sender_id: 7, body: `Message ${id}`, client_id: null, created_at: `2026-03-14T10:${String(id % 60).padStart(2, '0')}:00`, ...extra };
}
const run = (actions: ThreadAction[], state: ThreadState = initialThread()) => actions.reduce(threadReducer, state);

describe('thread state', () => {
  it('pages backwards, keeping one entry per id in order', () => {
    const state = run([
      { type: 'loaded', page: { messages: [message(31), message(32)], has_more: true } },
      { type: 'olderRequested' },
      { type: 'olderLoaded', page: { messages: [message(29), message(30), message(31)], has_more: false } },
    ]);
    expect(state.messages.map((m) => m.id)).toEqual([29, 30, 31, 32]);
    expect(state.hasMore).toBe(false);
    expect(state.older).toBe('idle');
  });

  it('turns a pending message into the stored one, by ack or by the socket echo', () => {
    const sending = run([
      { type: 'loaded', page: { messages: [message(1)], has_more: false } },
      { type: 'sendStarted', clientId: 'a', body: 'Salut', createdAt: '2026-03-14T11:00:00' },
      { type: 'sendStarted', clientId: 'b', body: 'Ça va ?', createdAt: '2026-03-14T11:00:05' },
    ]);
    expect(sending.pending.map((p) => p.status)).toEqual(['sending', 'sending']);
    const acked = threadReducer(sending, { type: 'sendSucceeded', clientId: 'a', message: message(2, { sender_id: ME, client_id: 'a', body: 'Salut' }) });
    const echoed = threadReducer(acked, { type: 'received', messages: [message(3, { sender_id: ME, client_id: 'b', body: 'Ça va ?' })] });
    expect(echoed.pending).toEqual([]);
    expect(echoed.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    // The ack after the echo changes nothing.
    expect(threadReducer(echoed, { type: 'sendSucceeded', clientId: 'b', message: message(3, { sender_id: ME, client_id: 'b', body: 'Ça va ?' }) }).messages).toHaveLength(3);
  });

  it('keeps a failed message with its client id for a retry', () => {
    const failed = run([
      { type: 'loaded', page: { messages: [], has_more: false } },
      { type: 'sendStarted', clientId: 'a', body: 'Salut', createdAt: '2026-03-14T11:00:00' },
      { type: 'sendFailed', clientId: 'a', error: 'Réseau' },
    ]);
    expect(failed.pending).toEqual([{ clientId: 'a', body: 'Salut', createdAt: '2026-03-14T11:00:00', status: 'failed', error: 'Réseau' }]);
    expect(threadReducer(failed, { type: 'retryStarted', clientId: 'a' }).pending[0]).toMatchObject({ clientId: 'a', status: 'sending', error: null });
  });

  it("shows 'sent', 'read' from the other side's mark, and the pending states", () => {
    const state = run(
      [
        { type: 'loaded', page: { messages: [message(1, { sender_id: ME }), message(2), message(3, { sender_id: ME }), message(4, { sender_id: ME })], has_more: false } },
        { type: 'sendStarted', clientId: 'x', body: 'Encore', createdAt: '2026-03-14T11:00:00' },
        { type: 'peerRead', lastReadId: 3 },
        { type: 'peerRead', lastReadId: 1 },
      ],
      initialThread(1),
    );
    const items = threadDays(state, mine).flatMap((day) => day.items);
    expect(items.map((item) => item.status)).toEqual(['read', null, 'read', 'sent', 'sending']);
    expect(items.map((item) => [item.firstOfRun, item.lastOfRun])).toEqual([
      [true, true],
      [true, true],
      [true, false],
      [false, false],
      [false, true],
    ]);
    expect(lastOwnStoredId(state, mine)).toBe(4);
    expect(newestFromOthers(state, mine)).toBe(2);
  });

  it('groups messages by local day', () => {
    const state = run([
      {
        type: 'loaded',
        page: { messages: [message(1, { created_at: '2026-03-13T23:30:00' }), message(2, { created_at: '2026-03-14T08:00:00' }), message(3, { created_at: '2026-03-14T09:00:00' })], has_more: false },
      },
    ]);
    expect(threadDays(state, mine).map((day) => [day.day, day.items.length])).toEqual([
      ['2026-03-13', 1],
      ['2026-03-14', 2],
    ]);
  });

  it("puts every team member's message on the team's side of a support thread", () => {
    const user = 30;
    const team = ownSide(user, ME, 'support');
    expect([ME, 1, user].map(team)).toEqual([true, true, false]);
    // The user's own view of their support thread (the peer is the team, no user id).
    const own = ownSide(null, user, 'support');
    expect([user, 1, ME].map(own)).toEqual([true, false, false]);
    expect([ME, 7].map(ownSide(7, ME, 'direct'))).toEqual([true, false]);
  });

  it('merges without copying when there is nothing new', () => {
    const list = [message(1)];
    expect(mergeMessages(list, [])).toBe(list);
  });
});
