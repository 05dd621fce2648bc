import type { Static } from '@fastify/type-provider-typebox';
import * as contract from '../../../../shared/src/types/messaging';
import * as limits from '../../../src/modules/messaging/limits';
import { parseClientFrame, presenceFrame } from '../../../src/modules/messaging/protocol';
import type {
  ChatMessageObject,
  ConversationSummaryObject,
  MarkReadBody,
  MarkReadResultSchema,
  MessagePageSchema,
  SendMessageBody,
  StartConversationInput,
} from '../../../src/modules/messaging/schemas';

/* The API's schemas and the shared contract describe the same JSON, both ways (checked by tsc). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const assertSame = <T extends true>(value: T) => value;
assertSame<Same<ConversationSummaryObject, contract.ConversationSummary>>(true);
assertSame<Same<ChatMessageObject, contract.ChatMessage>>(true);
assertSame<Same<Static<typeof MessagePageSchema>, contract.MessagePage>>(true);
assertSame<Same<Static<typeof MarkReadResultSchema>, contract.MarkReadResult>>(true);
assertSame<Same<Static<typeof SendMessageBody>, contract.SendMessageInput>>(true);
assertSame<Same<Static<typeof MarkReadBody>, contract.MarkReadInput>>(true);
assertSame<Same<StartConversationInput, contract.StartConversationInput>>(true);

describe('messaging contract', () => {
  it('uses the shared limits and names', () => {
    expect(limits.MESSAGE_MAX_LENGTH).toBe(contract.MESSAGE_MAX_LENGTH);
    expect(limits.MESSAGE_PAGE_SIZE).toBe(contract.MESSAGE_PAGE_SIZE);
    expect(limits.SUPPORT_TEAM_NAME).toBe(contract.SUPPORT_TEAM_NAME);
    expect(limits.CHAT_CLOSE_UNAUTHORIZED).toBe(contract.CHAT_CLOSE_UNAUTHORIZED);
    expect(contract.CHAT_SOCKET_PATH).toBe('/api/chat');
  });
});

describe('socket frame parsing', () => {
  it('reads s0 / s1 and the two JSON events', () => {
    expect(parseClientFrame('s0')).toEqual({ kind: 'status', active: true });
    expect(parseClientFrame('s1')).toEqual({ kind: 'status', active: false });
    const send: contract.ChatClientEvent = { type: 'send', conversation_id: 3, body: 'Salut', client_id: 'c-1' };
    expect(parseClientFrame(JSON.stringify(send))).toEqual({ kind: 'event', event: send });
    const read: contract.ChatClientEvent = { type: 'read', conversation_id: 3, last_read_id: 0 };
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
