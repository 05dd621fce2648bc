import { createTestApp, type TestContext } from '../../helpers/app';
import { messagingKit, type MessagingKit } from './fixtures';

let ctx: TestContext;
let kit: MessagingKit;
beforeAll(async () => {
  ctx = await createTestApp();
  kit = messagingKit(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const supportThread = (cookie: string | null) => kit.call('GET', '/api/support/conversation', cookie);

describe('support threads', () => {
  it('gives each user one thread with the support team, created on first use', async () => {
    const user = await kit.seeker();
    const first = await supportThread(user.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      kind: 'support',
      home_id: null,
      home_title: null,
      peer: { user_id: null, first_name: 'Service client Toit Partagé', name_initial: '', avatar_url: null, avatar_color: null, user_type: 0, online: false },
      last_message: null,
      unread: 0,
      peer_last_read_id: 0,
      updated_at: expect.any(String),
    });
    expect((await supportThread(user.cookie)).json().id).toBe(first.json().id);
    const [x, y] = await Promise.all([supportThread((await kit.seeker()).cookie), supportThread(user.cookie)]);
    expect(x.json().id).not.toBe(y.json().id);
    expect(y.json().id).toBe(first.json().id);
    expect((await kit.list(user, '?kind=support')).json().conversations.map((c: { id: number }) => c.id)).toEqual([first.json().id]);
    expect((await supportThread(null)).statusCode).toBe(401);
  });

  it('lets every staff member read and answer, as one team, and nobody else', async () => {
    const user = await kit.seeker({ first_name: 'Paul', name: 'Henry' });
    const agent = await kit.staff();
    const colleague = await kit.staff({ first_name: 'Yann' });
    const outsider = await kit.seeker();
    const id = (await supportThread(user.cookie)).json().id as number;
    const question = await kit.say(user, id, 'Bonjour, je ne reçois pas les e-mails.');
    const followUp = await kit.say(user, id, 'Toujours rien.');

    // Staff see every support thread that has a message, the user as the peer.
    const staffList = (await kit.list(agent, '?kind=support')).json().conversations;
    const seen = staffList.find((c: { id: number }) => c.id === id);
    expect(seen).toMatchObject({ peer: { user_id: user.id, first_name: 'Paul', name_initial: 'H.' }, unread: 2 });
    expect(await kit.count(agent)).toBe(2);
    expect(await kit.count(colleague)).toBe(2);

    expect((await kit.messages(agent, id)).json().messages).toHaveLength(2);
    const answer = await kit.send(agent, id, 'Bonjour Paul, regardez dans vos indésirables.');
    expect(answer.statusCode).toBe(201);
    expect(await kit.count(user)).toBe(1);

    // One staff member reading clears the thread for the whole team.
    expect((await kit.read(agent, id, question)).json()).toEqual({ count: 1, last_read_id: question });
    expect((await kit.read(colleague, id, followUp)).json()).toEqual({ count: 1, last_read_id: followUp });
    expect((await kit.read(agent, id, followUp)).json()).toEqual({ count: 0, last_read_id: followUp });
    expect(await kit.count(agent)).toBe(0);
    expect(await kit.count(colleague)).toBe(0);

    // The user sees the team's mark and its answer from the support team.
    const mine = (await supportThread(user.cookie)).json();
    expect(mine).toMatchObject({ peer: { user_id: null }, unread: 1, peer_last_read_id: followUp, last_message: { sender_id: agent.id } });
    expect((await kit.read(user, id, answer.json().id)).json()).toEqual({ count: 1, last_read_id: answer.json().id });
    expect((await kit.call('GET', `/api/conversations/${id}`, agent.cookie)).json()).toMatchObject({ peer_last_read_id: answer.json().id });

    // Others: 403, nothing changed.
    expect((await kit.call('GET', `/api/conversations/${id}`, outsider.cookie)).statusCode).toBe(403);
    expect((await kit.send(outsider, id, 'Je peux aider ?')).statusCode).toBe(403);
    expect((await kit.list(outsider, '?kind=support')).json().conversations).toEqual([]);
    expect(await ctx.app.db.selectFrom('messages').select('id').where('conversation_id', '=', id).execute()).toHaveLength(3);
  });

  it('does not give staff a thread of their own, nor list empty threads to them', async () => {
    const agent = await kit.staff();
    const res = await supportThread(agent.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/service client/);
    const quiet = await kit.seeker();
    const id = (await supportThread(quiet.cookie)).json().id;
    expect((await kit.list(agent, '?kind=support')).json().conversations.map((c: { id: number }) => c.id)).not.toContain(id);
    // Staff may still reach it by id.
    expect((await kit.call('GET', `/api/conversations/${id}`, agent.cookie)).statusCode).toBe(200);
  });

  it('gives staff no access to direct threads', async () => {
    const agent = await kit.staff();
    const a = await kit.seeker();
    const direct = await kit.thread(a, await kit.seeker());
    expect((await kit.call('GET', `/api/conversations/${direct}`, agent.cookie)).statusCode).toBe(403);
    expect((await kit.send(agent, direct, 'Bonjour')).statusCode).toBe(403);
  });

  it('treats the configured customer-service user as staff', async () => {
    const configured = await createTestApp({ customerServiceUserId: 2 });
    try {
      const configuredKit = messagingKit(configured.app);
      const asker = await configuredKit.seeker();
      const boss = await configuredKit.seeker();
      expect(boss.id).toBe(2);
      const id = (await configuredKit.call('GET', '/api/support/conversation', asker.cookie)).json().id;
      await configuredKit.say(asker, id, 'Bonjour');
      expect((await configuredKit.list(boss, '?kind=support')).json().conversations).toHaveLength(1);
      expect((await configuredKit.send(boss, id, 'Bonjour, je vous écoute.')).statusCode).toBe(201);
      expect(await configuredKit.count(asker)).toBe(1);
    } finally {
      await configured.close();
    }
  });
});

describe('GET /api/site-config customer_service_user_id', () => {
  it('is the configured user, else the first support staff account, else null', async () => {
    const bare = await createTestApp();
    try {
      const get = async (app: TestContext['app']) => (await app.inject({ method: 'GET', url: '/api/site-config' })).json().customer_service_user_id;
      expect(await get(bare.app)).toBeNull();
      const bareKit = messagingKit(bare.app);
      await bareKit.seeker();
      const first = await bareKit.staff();
      await bareKit.staff();
      expect(await get(bare.app)).toBe(first.id);
    } finally {
      await bare.close();
    }
    const configured = await createTestApp({ customerServiceUserId: 42 });
    try {
      await messagingKit(configured.app).staff();
      expect((await configured.app.inject({ method: 'GET', url: '/api/site-config' })).json().customer_service_user_id).toBe(42);
    } finally {
      await configured.close();
    }
  });
});
