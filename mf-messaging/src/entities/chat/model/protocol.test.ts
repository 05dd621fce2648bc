import { activityFrame, chatSocketUrl, encodeClientEvent, parseServerFrame } from './protocol';

const message = { id: 9, conversation_id: 3, sender_id: 7, body: 'Bonjour', client_id: null, created_at: '2026-03-14T10:00:00.000Z' };

describe('chat frames', () => {
  it('reads presence frames', () => {
    expect(parseServerFrame('+12')).toEqual({ kind: 'presence', userId: 12, online: true });
    expect(parseServerFrame('-12')).toEqual({ kind: 'presence', userId: 12, online: false });
  });

  it('reads JSON chat events', () => {
    expect(parseServerFrame(JSON.stringify({ type: 'message', message, home_id: null, kind: 'direct' }))).toEqual({
      kind: 'event',
      event: { type: 'message', message, home_id: null, kind: 'direct' },
    });
    expect(parseServerFrame(JSON.stringify({ type: 'read', conversation_id: 3, reader_id: 7, last_read_id: 9, count: 2 }))?.kind).toBe('event');
    expect(parseServerFrame(JSON.stringify({ type: 'ack', client_id: 'c1', message }))?.kind).toBe('event');
  });

  it('ignores anything else rather than throwing', () => {
    for (const frame of ['', 'bonjour', '+', '+12a', '{not json', '[1,2]', '{"type":"typing"}', '{"type":"message","message":{"id":"9"}}', 42]) {
      expect(parseServerFrame(frame)).toBeNull();
    }
  });

  it('writes client frames', () => {
    expect(JSON.parse(encodeClientEvent({ type: 'send', conversation_id: 3, body: 'Salut', client_id: 'c1' }))).toEqual({ type: 'send', conversation_id: 3, body: 'Salut', client_id: 'c1' });
    expect(activityFrame(true)).toBe('s1');
    expect(activityFrame(false)).toBe('s0');
  });

  it('builds the socket URL on the page origin', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'toit.fr' }, '/api/chat')).toBe('wss://toit.fr/api/chat');
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:8080' }, '/api/chat')).toBe('ws://localhost:8080/api/chat');
  });
});
