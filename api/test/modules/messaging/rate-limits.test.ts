import { createTestApp, type TestContext } from '../../helpers/app';
import { CHAT_RATE_LIMITS, CHAT_RATE_MESSAGES } from '../../../src/modules/messaging/rate-limits';
import { listen, messagingKit, openChat, opened, settle, type ChatClient, type MessagingKit, type Person } from './fixtures';

/*
 * Issue 17, finding 3: 500 socket messages were acknowledged in 203 ms and POST /api/conversations
 * reached 20 arbitrary users in 0.11 s. Limits per account, lower the first week; the same text
 * sent in many new conversations flags the account to the moderators.
 */

let ctx: TestContext;
let kit: MessagingKit;
let port: number;
const clients: ChatClient[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  kit = messagingKit(ctx.app);
  port = await listen(ctx);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await ctx.close();
});

const NEW = CHAT_RATE_LIMITS.messagesPerMinute.new;
const ESTABLISHED = CHAT_RATE_LIMITS.messagesPerMinute.established;

async function people(count: number): Promise<Person[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => kit.owner({ first_name: `Hôte${i}` })));
}

describe('messages per minute', () => {
  it(`answers a French 429 over REST past ${NEW} messages a minute for an account younger than a week`, async () => {
    const [a, b] = [await kit.seeker(), await kit.seeker()];
    const id = await kit.thread(a, b);
    for (let i = 1; i <= NEW; i++) expect((await kit.send(a, id, `Message ${i}`)).statusCode).toBe(201);
    const refused = await kit.send(a, id, 'Un de trop');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: CHAT_RATE_MESSAGES.messages(NEW) });
    // Nothing stored, and the other person is not held back.
    expect(await ctx.app.db.selectFrom('messages').select('id').where('conversation_id', '=', id).execute()).toHaveLength(NEW);
    expect((await kit.send(b, id, 'Je peux encore répondre')).statusCode).toBe(201);
  });

  it(`lets an account older than a week send ${ESTABLISHED} a minute`, async () => {
    const [a, b] = [await kit.seeker(), await kit.seeker()];
    await kit.established(a);
    const id = await kit.thread(a, b);
    for (let i = 1; i <= ESTABLISHED; i++) expect((await kit.send(a, id, `Message ${i}`)).statusCode).toBe(201);
    expect((await kit.send(a, id, 'Un de trop')).statusCode).toBe(429);
  });

  it('answers a French error frame over the socket, with the client_id, and stores nothing more', async () => {
    const [a, b] = [await kit.seeker(), await kit.seeker()];
    const id = await kit.thread(a, b);
    const socket = openChat(port, a.cookie);
    clients.push(socket);
    await opened(socket);
    await settle();
    for (let i = 1; i <= NEW + 5; i++) socket.sendJson({ type: 'send', conversation_id: id, body: `Rafale ${i}`, client_id: `burst-${i}` });
    const error = await socket.waitForEvent<{ client_id: string; error: string }>((e) => e.type === 'error');
    expect(error).toEqual({ type: 'error', client_id: `burst-${NEW + 1}`, error: CHAT_RATE_MESSAGES.messages(NEW) });
    await socket.waitFor(() => socket.events().filter((e) => e.type === 'ack' || e.type === 'error').length === NEW + 5);
    expect(socket.events().filter((e) => e.type === 'ack')).toHaveLength(NEW);
    expect(await ctx.app.db.selectFrom('messages').select('id').where('conversation_id', '=', id).execute()).toHaveLength(NEW);
  });
});

describe('new conversations per day', () => {
  it(`answers a French 429 past ${CHAT_RATE_LIMITS.conversationsPerDay.new} new conversations for a new account; existing threads stay open`, async () => {
    const limit = CHAT_RATE_LIMITS.conversationsPerDay.new;
    const caller = await kit.seeker();
    const hosts = await people(limit + 1);
    for (const host of hosts.slice(0, limit)) expect((await kit.start(caller, { user_id: host.id })).statusCode).toBe(201);
    const refused = await kit.start(caller, { user_id: hosts[limit]!.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: CHAT_RATE_MESSAGES.conversations(limit) });
    // Reopening a thread that exists creates nothing: allowed.
    expect((await kit.start(caller, { user_id: hosts[0]!.id })).statusCode).toBe(200);
    // Being contacted does not count against one's own limit.
    expect((await kit.start(hosts[limit]!, { user_id: caller.id })).statusCode).toBe(201);
  });

  it('gives an account older than a week more', async () => {
    const caller = await kit.seeker();
    await kit.established(caller);
    const hosts = await people(CHAT_RATE_LIMITS.conversationsPerDay.new + 1);
    for (const host of hosts) expect((await kit.start(caller, { user_id: host.id })).statusCode).toBe(201);
  });
});

describe('same text in many new conversations', () => {
  it('flags the account to the moderators, once, with what was sent', async () => {
    const spammer = await kit.seeker({ first_name: 'Arnaud' });
    await kit.established(spammer);
    const honest = await kit.seeker();
    const hosts = await people(CHAT_RATE_LIMITS.sameTextConversations + 1);
    const text = 'Envoyez la caution par mandat cash avant la visite.';
    for (const host of hosts.slice(0, CHAT_RATE_LIMITS.sameTextConversations - 1)) {
      expect((await kit.start(spammer, { user_id: host.id, message: text })).statusCode).toBe(201);
      // Different texts, or the same text in threads one did not open, are not a pattern.
      expect((await kit.start(honest, { user_id: host.id, message: `Bonjour ${host.id}` })).statusCode).toBe(201);
    }
    const flags = () => ctx.app.db.selectFrom('account_flags').selectAll().execute();
    expect(await flags()).toEqual([]);

    // The fifth opening, this time a thread started empty then written to (over the socket path's REST twin).
    const fifth = await kit.thread(spammer, hosts[CHAT_RATE_LIMITS.sameTextConversations - 1]!);
    expect((await kit.send(spammer, fifth, text)).statusCode).toBe(201);
    expect(await flags()).toEqual([
      expect.objectContaining({ user_id: spammer.id, kind: 'same_text_conversations', message: `A ouvert 5 conversations en 24 heures avec le même texte : « ${text} »` }),
    ]);
    expect((await kit.start(spammer, { user_id: hosts[CHAT_RATE_LIMITS.sameTextConversations]!.id, message: text })).statusCode).toBe(201);
    const [flag] = await flags();
    expect(flag!.message).toContain('A ouvert 6 conversations');

    const moderator = await kit.seeker({ first_name: 'Modération' });
    await ctx.app.db.updateTable('users').set({ staff_role: 'moderator' }).where('id', '=', moderator.id).execute();
    const listed = await kit.call('GET', '/api/moderation/accounts', moderator.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ user_id: spammer.id, first_name: 'Arnaud', kind: 'same_text_conversations', message: flag!.message }),
    ]);
    expect((await kit.call('GET', '/api/moderation/accounts', spammer.cookie)).statusCode).toBe(403);
  });
});
