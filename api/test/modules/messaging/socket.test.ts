import type { DomainEvents } from '../../../src/lib/domain-events';
import { createTestApp, type TestContext } from '../../helpers/app';
import { listen, messagingKit, openChat, opened, settle, type ChatClient, type MessagingKit } from './fixtures';

let ctx: TestContext;
let kit: MessagingKit;
let port: number;
const clients: ChatClient[] = [];
const created: Array<DomainEvents['messageCreated']> = [];

beforeAll(async () => {
  ctx = await createTestApp();
  kit = messagingKit(ctx.app);
  ctx.app.events.on('messageCreated', (event) => {
    created.push(event);
  });
  port = await listen(ctx);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await ctx.close();
});

async function connect(cookie: string | null, headers: Record<string, string> = {}): Promise<ChatClient> {
  const client = openChat(port, cookie, headers);
  clients.push(client);
  return client;
}

/** Connected and attached (the server answered its presence snapshot or had nothing to say). */
async function online(cookie: string): Promise<ChatClient> {
  const client = await connect(cookie);
  await opened(client);
  await settle();
  return client;
}

const isEvent = (type: string, extra: (e: Record<string, unknown>) => boolean = () => true) => (e: Record<string, unknown>) => e.type === type && extra(e);

describe('/api/chat authentication', () => {
  it('closes with 4401 without a session, or with an unknown one', async () => {
    for (const cookie of [null, 'tp_session=nope']) {
      const client = await connect(cookie);
      expect((await client.closed).code).toBe(4401);
    }
  });

  it('refuses a page of another site (4403), accepts our own origin', async () => {
    const user = await kit.seeker();
    const foreign = await connect(user.cookie, { origin: 'https://evil.example' });
    expect((await foreign.closed).code).toBe(4403);
    const ours = await connect(user.cookie, { origin: `http://127.0.0.1:${port}` });
    await opened(ours);
  });
});

describe('/api/chat messages', () => {
  it('stores a sent message, acks the sender, delivers it live to the other person and the sender’s other tabs', async () => {
    const a = await kit.seeker();
    const b = await kit.owner();
    const id = await kit.thread(a, b);
    const [tab1, tab2, peer] = await Promise.all([online(a.cookie), online(a.cookie), online(b.cookie)]);
    tab1.sendJson({ type: 'send', conversation_id: id, body: '  Bonjour en direct  ', client_id: 'ws-1' });
    const ack = await tab1.waitForEvent<{ message: { id: number; body: string } }>(isEvent('ack', (e) => e.client_id === 'ws-1'));
    expect(ack.message).toMatchObject({ conversation_id: id, sender_id: a.id, body: 'Bonjour en direct', client_id: 'ws-1' });
    const stored = await ctx.app.db.selectFrom('messages').selectAll().where('id', '=', ack.message.id).executeTakeFirst();
    expect(stored?.body).toBe('Bonjour en direct');
    const live = await peer.waitForEvent(isEvent('message'));
    expect(live).toEqual({ type: 'message', message: ack.message, home_id: null, kind: 'direct' });
    expect(await tab2.waitForEvent(isEvent('message'))).toEqual(live);
    await settle();
    expect(tab1.events().filter((e) => e.type === 'message')).toHaveLength(0);

    // A resend with the same client_id (lost ack) stores nothing new and announces nothing.
    tab1.sendJson({ type: 'send', conversation_id: id, body: 'Bonjour en direct', client_id: 'ws-1' });
    const again = await tab1.waitFor((f) => f.includes('"ack"') && tab1.frames.filter((x) => x.includes('"ack"')).length === 2);
    expect(JSON.parse(again).message).toEqual(ack.message);
    await settle();
    expect(peer.events().filter((e) => e.type === 'message')).toHaveLength(1);
    expect(await ctx.app.db.selectFrom('messages').select('id').where('conversation_id', '=', id).execute()).toHaveLength(1);
  });

  it('keeps one socket’s messages in order', async () => {
    const a = await kit.seeker();
    const b = await kit.seeker();
    await kit.established(a);
    const id = await kit.thread(a, b);
    const [sender, peer] = await Promise.all([online(a.cookie), online(b.cookie)]);
    for (let i = 1; i <= 20; i += 1) sender.sendJson({ type: 'send', conversation_id: id, body: `n° ${i}`, client_id: `order-${i}` });
    await peer.waitFor(() => peer.events().filter((e) => e.type === 'message').length === 20);
    const bodies = peer.events().filter((e) => e.type === 'message').map((e) => (e.message as { body: string }).body);
    expect(bodies).toEqual(Array.from({ length: 20 }, (_, i) => `n° ${i + 1}`));
    const ids = peer.events().filter((e) => e.type === 'message').map((e) => (e.message as { id: number }).id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
  });

  it('delivers REST sends live too, to every socket of both people', async () => {
    const a = await kit.seeker();
    const b = await kit.seeker();
    const id = await kit.thread(a, b);
    const [mine, peer] = await Promise.all([online(a.cookie), online(b.cookie)]);
    const res = await kit.send(a, id, 'Par le formulaire');
    for (const client of [mine, peer]) {
      expect(await client.waitForEvent(isEvent('message'))).toMatchObject({ message: res.json() });
    }
  });

  it('answers French error frames without closing, and ignores what it does not know', async () => {
    const a = await kit.seeker();
    const b = await kit.seeker();
    const outsider = await kit.seeker();
    const id = await kit.thread(a, b);
    const client = await online(outsider.cookie);
    client.ws.send('{pas du json');
    expect(await client.waitForEvent(isEvent('error'))).toEqual({ type: 'error', error: "Ce message n'a pas pu être lu. Rechargez la page." });
    client.sendJson({ type: 'dance' });
    await client.waitFor(() => client.events().filter((e) => e.type === 'error').length === 2);
    client.sendJson({ type: 'send', conversation_id: id, body: 'Intrus', client_id: 'intrus-1' });
    expect(await client.waitForEvent(isEvent('error', (e) => e.client_id === 'intrus-1'))).toEqual({
      type: 'error',
      client_id: 'intrus-1',
      error: 'Vous ne participez pas à cette conversation.',
    });
    const member = await online(a.cookie);
    member.sendJson({ type: 'send', conversation_id: id, body: '   ', client_id: 'vide-1' });
    expect(await member.waitForEvent(isEvent('error', (e) => e.client_id === 'vide-1'))).toMatchObject({ error: 'Le message est vide.' });
    member.sendJson({ type: 'send', conversation_id: id, body: 'x', client_id: 'pas bon' });
    expect(await member.waitForEvent(isEvent('error', (e) => e.error === "L'identifiant du message est invalide."))).toBeTruthy();
    member.sendJson({ type: 'read', conversation_id: id, last_read_id: 'hier' });
    expect(await member.waitForEvent(isEvent('error', (e) => e.error === 'Le dernier message lu est invalide.'))).toBeTruthy();
    member.ws.send('bonjour');
    member.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    member.sendJson({ type: 'send', conversation_id: id, body: 'Toujours là', client_id: 'after-errors' });
    await member.waitForEvent(isEvent('ack', (e) => e.client_id === 'after-errors'));
    expect(await ctx.app.db.selectFrom('messages').select('id').where('conversation_id', '=', id).execute()).toHaveLength(1);
  });

  it('closes a socket that sends an oversized frame', async () => {
    const a = await kit.seeker();
    const client = await online(a.cookie);
    client.ws.send('x'.repeat(17 * 1024));
    expect((await client.closed).code).toBe(1009);
  });
});

describe('/api/chat support threads', () => {
  it('reaches every support staff member live, and brings their answer back to the user', async () => {
    const user = await kit.seeker();
    const agent = await kit.staff();
    const colleague = await kit.staff();
    const id = (await kit.call('GET', '/api/support/conversation', user.cookie)).json().id as number;
    const [userSocket, agentSocket, colleagueSocket] = await Promise.all([online(user.cookie), online(agent.cookie), online(colleague.cookie)]);
    created.length = 0;
    userSocket.sendJson({ type: 'send', conversation_id: id, body: 'Bonjour le service client', client_id: 'sup-1' });
    for (const staffSocket of [agentSocket, colleagueSocket]) {
      expect(await staffSocket.waitForEvent(isEvent('message'))).toMatchObject({ kind: 'support', home_id: null, message: { sender_id: user.id } });
    }
    await userSocket.waitForEvent(isEvent('ack'));
    expect(created[0]!.recipientIds).toEqual(expect.arrayContaining([agent.id, colleague.id]));
    expect(created[0]!.recipientIds).not.toContain(user.id);
    agentSocket.sendJson({ type: 'send', conversation_id: id, body: 'Bonjour, que puis-je pour vous ?', client_id: 'sup-2' });
    expect(await userSocket.waitForEvent(isEvent('message'))).toMatchObject({ message: { sender_id: agent.id, body: 'Bonjour, que puis-je pour vous ?' } });
    // Staff presence is not announced to users (the peer is the team), nor users to staff.
    expect(userSocket.frames.filter((f) => /^[+-]/.test(f))).toEqual([]);
  });
});

describe('/api/chat read events', () => {
  it('tells the other side and the reader’s tabs how many messages a read cleared', async () => {
    const a = await kit.seeker();
    const b = await kit.seeker();
    const id = await kit.thread(a, b);
    await kit.say(a, id, 'Un');
    const last = await kit.say(a, id, 'Deux');
    const [writer, readerTab1, readerTab2] = await Promise.all([online(a.cookie), online(b.cookie), online(b.cookie)]);
    readerTab1.sendJson({ type: 'read', conversation_id: id, last_read_id: last });
    const expected = { type: 'read', conversation_id: id, reader_id: b.id, last_read_id: last, count: 2 };
    expect(await writer.waitForEvent(isEvent('read'))).toEqual(expected);
    expect(await readerTab1.waitForEvent(isEvent('read'))).toEqual(expected);
    expect(await readerTab2.waitForEvent(isEvent('read'))).toEqual(expected);
    // Reading again moves nothing and announces nothing.
    await kit.read(b, id, last);
    await settle();
    expect(writer.events().filter((e) => e.type === 'read')).toHaveLength(1);
  });
});

describe('/api/chat presence', () => {
  it('sends +id of online contacts on connect, then +id / -id as they come, idle, return and go', async () => {
    const a = await kit.seeker();
    const b = await kit.seeker();
    const stranger = await kit.seeker();
    await kit.thread(a, b);
    const watcher = await online(a.cookie);
    expect(watcher.frames.filter((f) => /^[+-]/.test(f))).toEqual([]);
    const strangerSocket = await online(stranger.cookie);

    const peer = await online(b.cookie);
    await watcher.waitFor((f) => f === `+${b.id}`);
    expect(peer.frames).toContain(`+${a.id}`);

    peer.ws.send('s1');
    await watcher.waitFor((f) => f === `-${b.id}`);
    peer.ws.send('s0');
    await watcher.waitFor(() => watcher.frames.filter((f) => f === `+${b.id}`).length === 2);
    // A second tab changes nothing; closing one of two neither.
    const peerTab2 = await online(b.cookie);
    await peerTab2.close();
    await settle();
    expect(watcher.frames.filter((f) => f === `-${b.id}`)).toHaveLength(1);
    await peer.close();
    await watcher.waitFor(() => watcher.frames.filter((f) => f === `-${b.id}`).length === 2);
    // Nothing about people one has no thread with.
    expect(watcher.frames.some((f) => f === `+${stranger.id}`)).toBe(false);
    expect(strangerSocket.frames.filter((f) => /^[+-]/.test(f))).toEqual([]);
  });

  it('shows presence in conversation summaries, and the support team as online when a staff member is', async () => {
    const a = await kit.seeker();
    const b = await kit.seeker();
    const id = await kit.thread(a, b);
    const agent = await kit.staff();
    expect((await kit.call('GET', `/api/conversations/${id}`, a.cookie)).json().peer.online).toBe(false);
    await online(b.cookie);
    expect((await kit.call('GET', `/api/conversations/${id}`, a.cookie)).json().peer.online).toBe(true);
    const support = await kit.call('GET', '/api/support/conversation', a.cookie);
    expect(support.json().peer.online).toBe(false);
    await online(agent.cookie);
    expect((await kit.call('GET', '/api/support/conversation', a.cookie)).json().peer.online).toBe(true);
  });

  it('tells other modules who was offline when a message was stored', async () => {
    const a = await kit.seeker();
    const b = await kit.seeker();
    const id = await kit.thread(a, b);
    created.length = 0;
    const first = await kit.say(a, id, 'Tu es là ?');
    expect(created).toEqual([
      expect.objectContaining({ message: expect.objectContaining({ id: first }), kind: 'direct', homeId: null, recipientIds: [b.id], offlineRecipientIds: [b.id] }),
    ]);
    const peer = await online(b.cookie);
    await kit.say(a, id, 'Ah, te voilà');
    expect(created[1]).toMatchObject({ recipientIds: [b.id], offlineRecipientIds: [] });
    peer.ws.send('s1');
    await settle();
    await kit.say(a, id, 'Tu dors ?');
    expect(created[2]).toMatchObject({ offlineRecipientIds: [b.id] });
    // A resend announces nothing.
    const res = await kit.send(a, id, 'Doublon', 'same-key');
    await kit.send(a, id, 'Doublon', 'same-key');
    expect(res.statusCode).toBe(201);
    expect(created).toHaveLength(4);
  });
});

describe('shutdown', () => {
  it('closes open sockets with 1001 and does not hang', async () => {
    const other = await createTestApp();
    const otherKit = messagingKit(other.app);
    const user = await otherKit.seeker();
    const otherPort = await listen(other);
    const client = openChat(otherPort, user.cookie);
    await opened(client);
    const started = Date.now();
    await other.close();
    expect((await client.closed).code).toBe(1001);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
