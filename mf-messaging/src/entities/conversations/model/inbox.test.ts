import type { ConversationSummary } from '@coloc/shared';
import { sortConversations, withMessage, withPeerRead, withRead } from './inbox';
import { avatarColours, peerInitials, peerName } from './peer';

function conversation(id: number, lastId: number, extra: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id,
    kind: 'direct',
    home_id: null,
    home_title: null,
    peer: { user_id: id + 100, first_name: 'Léa', name_initial: 'D.', avatar_url: null, avatar_color: null, user_type: 1, online: false },
    last_message: lastId ? { id: lastId, conversation_id: id, sender_id: id + 100, body: 'x', client_id: null, created_at: new Date(Date.UTC(2026, 2, 14, 10, lastId)).toISOString() } : null,
    unread: 0,
    peer_last_read_id: 0,
    updated_at: '2026-03-14T10:00:00Z',
    ...extra,
  };
}

describe('conversation list', () => {
  it('moves a conversation with a new message to the top, counting it when asked', () => {
    const list = sortConversations([conversation(1, 10), conversation(2, 20)]);
    expect(list.map((c) => c.id)).toEqual([2, 1]);
    const message = { id: 30, conversation_id: 1, sender_id: 101, body: 'Nouveau', client_id: null, created_at: '2026-03-14T11:00:00Z' };
    const next = withMessage(list, { message, counted: true })!;
    expect(next.map((c) => c.id)).toEqual([1, 2]);
    expect(next[0]).toMatchObject({ unread: 1, last_message: message, updated_at: '2026-03-14T11:00:00Z' });
    expect(withMessage(list, { message, counted: false })![0]!.unread).toBe(0);
  });

  it('orders by the time of the last message, not by ids', () => {
    const older = conversation(1, 50, { last_message: { id: 50, conversation_id: 1, sender_id: 101, body: 'x', client_id: null, created_at: '2026-03-10T10:00:00Z' } });
    const newer = conversation(2, 20, { last_message: { id: 20, conversation_id: 2, sender_id: 102, body: 'x', client_id: null, created_at: '2026-03-14T10:00:00Z' } });
    const empty = conversation(3, 0, { updated_at: '2026-03-12T10:00:00Z' });
    expect(sortConversations([older, empty, newer]).map((c) => c.id)).toEqual([2, 3, 1]);
  });

  it('says when the conversation is unknown (the list must be fetched again)', () => {
    const message = { id: 30, conversation_id: 9, sender_id: 101, body: 'Nouveau', client_id: null, created_at: '2026-03-14T11:00:00Z' };
    expect(withMessage([conversation(1, 10)], { message, counted: true })).toBeNull();
  });

  it('clears unread marks and moves the read mark forward only', () => {
    const list = [conversation(1, 10, { unread: 3, peer_last_read_id: 8 })];
    expect(withRead(list, 1)[0]!.unread).toBe(0);
    expect(withPeerRead(list, 1, 101, 10, 42)[0]!.peer_last_read_id).toBe(10);
    expect(withPeerRead(list, 1, 101, 5, 42)[0]!.peer_last_read_id).toBe(8);
    expect(withPeerRead(list, 1, 42, 10, 42)[0]!.peer_last_read_id).toBe(8);
  });
});

describe('peer', () => {
  it('shows the first name and the initial only', () => {
    expect(peerName({ first_name: 'Léa', name_initial: 'D.' })).toBe('Léa D.');
    expect(peerName({ first_name: 'Service client Toit Partagé', name_initial: '' })).toBe('Service client Toit Partagé');
    expect(peerInitials({ first_name: 'léa', name_initial: 'd.' })).toBe('LD');
  });

  it('keeps the user colour and picks the readable text colour on it', () => {
    expect(avatarColours({ avatar_color: '#4FC3F7', user_id: 1 })).toEqual({ background: '#4FC3F7', color: '#2b2623' });
    expect(avatarColours({ avatar_color: '#1f4e79', user_id: 1 })).toEqual({ background: '#1f4e79', color: '#ffffff' });
    expect(avatarColours({ avatar_color: null, user_id: 1 }).color).toBe('#ffffff');
  });
});
