import type { ChatClientEvent } from '@coloc/contract/messaging/socket';
import { parseClientFrame, presenceFrame } from '../../../src/modules/messaging/protocol';

describe('socket frame parsing', () => {
  it('reads s0 / s1 and the two JSON events', () => {
    expect(parseClientFrame('s0')).toEqual({ kind: 'status', active: true });
    expect(parseClientFrame('s1')).toEqual({ kind: 'status', active: false });
    const send: ChatClientEvent = { type: 'send', conversation_id: 3, body: 'Salut', client_id: 'c-1' };
    expect(parseClientFrame(JSON.stringify(send))).toEqual({ kind: 'event', event: send });
    const read: ChatClientEvent = { type: 'read', conversation_id: 3, last_read_id: 0 };
    expect(parseClientFrame(JSON.stringify(read))).toEqual({ kind: 'event', event: read });
  });

  it('ignores text that is not a JSON object, and explains bad objects in French', () => {
    for (const text of ['', 's2', 'hello', '+12', '[1,2]', '"s0"']) expect(parseClientFrame(text)).toEqual({ kind: 'ignored' });
    expect(parseClientFrame('{oops')).toEqual({ kind: 'invalid', error: "Ce message n'a pas pu être lu. Rechargez la page." });
    expect(parseClientFrame('{"type":"ping"}')).toEqual({ kind: 'invalid', error: "Cette action n'existe pas." });
    expect(parseClientFrame('{"type":"send","conversation_id":0,"body":"x","client_id":"k"}')).toEqual({
      kind: 'invalid',
      client_id: 'k',
      error: "L'identifiant de la conversation est invalide.",
    });
    expect(parseClientFrame('{"type":"send","conversation_id":1,"body":"x"}')).toMatchObject({ error: "L'identifiant du message est invalide." });
    expect(parseClientFrame(`{"type":"send","conversation_id":1,"body":"x","client_id":"${'k'.repeat(65)}"}`)).toMatchObject({
      error: "L'identifiant du message est invalide.",
    });
    expect(parseClientFrame('{"type":"send","conversation_id":1,"client_id":"k"}')).toMatchObject({ client_id: 'k', error: 'Le message est vide.' });
    expect(parseClientFrame('{"type":"read","conversation_id":1,"last_read_id":-1}')).toMatchObject({ error: 'Le dernier message lu est invalide.' });
    expect(parseClientFrame('{"type":"read","conversation_id":1.5,"last_read_id":1}')).toMatchObject({ error: "L'identifiant de la conversation est invalide." });
  });

  it('writes presence as +id / -id', () => {
    expect(presenceFrame(12, true)).toBe('+12');
    expect(presenceFrame(12, false)).toBe('-12');
  });
});
