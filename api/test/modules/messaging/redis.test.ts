import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import Redis from 'ioredis';
import { buildApp, type App } from '../../../src/app';
import type { DomainEvents } from '../../../src/lib/domain-events';
import { RedisChatHub } from '../../../src/modules/messaging/redis-hub';
import { createTestApp, myself, signin, signup, type TestContext } from '../../helpers/app';
import { listeningPort, messagingKit, openChat, opened, settle, type ChatClient, type MessagingKit } from './fixtures';

/*
 * Opt-in: two API instances on one database and one Redis, as behind a load balancer. Runs when
 * `redis-server` is on PATH (Debian: apt-get install redis-server); it is started here on a free
 * port without persistence and killed at the end.
 */
const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).status === 0;
if (!hasRedis) {
  console.log('messaging/redis.test.ts skipped: redis-server is not on PATH (apt-get install -y redis-server to run it).');
}
const suite = hasRedis ? describe : describe.skip;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  // Plain TCP until it listens (a failed ioredis attempt keeps the process alive for a while).
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('redis-server did not start');
    }
    await settle(50);
  }
  const probe = new Redis(url);
  await probe.ping();
  await probe.quit();
  return { url, child };
}

async function stopRedis(redis: { child: ChildProcess } | undefined): Promise<void> {
  if (!redis || redis.child.exitCode !== null) return;
  const exited = new Promise((resolve) => redis.child.once('exit', resolve));
  redis.child.kill('SIGTERM');
  await exited;
}

suite('two API instances through Redis', () => {
  let redis: { url: string; child: ChildProcess };
  let first: TestContext;
  let second: App;
  let kit: MessagingKit;
  let port1: number;
  let port2: number;
  const clients: ChatClient[] = [];
  const createdOnFirst: Array<DomainEvents['messageCreated']> = [];

  beforeAll(async () => {
    redis = await startRedis();
    first = await createTestApp({ redisUrl: redis.url });
    // Same SQLite file and settings: the second instance sees the same accounts and threads.
    second = await buildApp(first.config);
    first.app.events.on('messageCreated', (event) => {
      createdOnFirst.push(event);
    });
    kit = messagingKit(first.app);
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    port1 = listeningPort(first.app);
    port2 = listeningPort(second);
  }, 30_000);

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await settle(100);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await stopRedis(redis);
  }, 30_000);

  async function online(port: number, cookie: string): Promise<ChatClient> {
    const client = openChat(port, cookie);
    clients.push(client);
    await opened(client);
    await settle(100);
    return client;
  }

  const isEvent = (type: string) => (e: Record<string, unknown>) => e.type === type;

  it('delivers messages live both ways between clients of different instances', async () => {
    const a = await kit.seeker();
    const b = await kit.owner();
    const id = await kit.thread(a, b);
    const onFirst = await online(port1, a.cookie);
    const onSecond = await online(port2, b.cookie);

    onFirst.sendJson({ type: 'send', conversation_id: id, body: 'Depuis l’instance 1', client_id: 'r-1' });
    const ack = await onFirst.waitForEvent<{ message: { id: number } }>(isEvent('ack'));
    const received = await onSecond.waitForEvent<{ message: { id: number; body: string } }>(isEvent('message'));
    expect(received.message).toEqual(ack.message);

    onSecond.sendJson({ type: 'send', conversation_id: id, body: 'Réponse depuis l’instance 2', client_id: 'r-2' });
    const reply = await onFirst.waitForEvent<{ message: { body: string; sender_id: number } }>(isEvent('message'));
    expect(reply.message).toMatchObject({ body: 'Réponse depuis l’instance 2', sender_id: b.id });

    // A REST call on instance 2 reaches instance 1's socket too.
    const viaRest = await second.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: { cookie: b.cookie },
      payload: { body: 'Par le formulaire', client_id: 'r-3' },
    });
    expect(viaRest.statusCode).toBe(201);
    await onFirst.waitFor(() => onFirst.events().filter((e) => e.type === 'message').length === 2);

    // And the read event.
    onSecond.sendJson({ type: 'read', conversation_id: id, last_read_id: ack.message.id });
    expect(await onFirst.waitForEvent(isEvent('read'))).toMatchObject({ reader_id: b.id, count: 1 });
  });

  it('shares presence across instances: snapshot, idle, active, gone', async () => {
    const a = await kit.seeker();
    const b = await kit.seeker();
    const id = await kit.thread(a, b);
    const watcher = await online(port1, a.cookie);
    const peer = await online(port2, b.cookie);
    await watcher.waitFor((f) => f === `+${b.id}`);
    expect(peer.frames).toContain(`+${a.id}`);
    expect((await kit.call('GET', `/api/conversations/${id}`, a.cookie)).json().peer.online).toBe(true);

    // A second tab of b on instance 1: b stays online when the instance-2 tab idles.
    const peerTab2 = await online(port1, b.cookie);
    peer.ws.send('s1');
    await settle(200);
    expect(watcher.frames.filter((f) => f === `-${b.id}`)).toHaveLength(0);
    peerTab2.ws.send('s1');
    await watcher.waitFor((f) => f === `-${b.id}`);
    peer.ws.send('s0');
    await watcher.waitFor(() => watcher.frames.filter((f) => f === `+${b.id}`).length === 2);
    await peerTab2.close();
    await peer.close();
    await watcher.waitFor(() => watcher.frames.filter((f) => f === `-${b.id}`).length === 2);

    // Offline on every instance: other modules hear it with the message.
    createdOnFirst.length = 0;
    await kit.say(a, id, 'Tu es parti ?');
    expect(createdOnFirst[0]).toMatchObject({ recipientIds: [b.id], offlineRecipientIds: [b.id] });
    await online(port2, b.cookie);
    await kit.say(a, id, 'Te revoilà');
    expect(createdOnFirst[1]).toMatchObject({ recipientIds: [b.id], offlineRecipientIds: [] });
  });
});

suite('RedisChatHub', () => {
  let redis: { url: string; child: ChildProcess };
  beforeAll(async () => {
    redis = await startRedis();
  }, 30_000);
  afterAll(async () => {
    await stopRedis(redis);
  });

  const socketOf = (id: string, userId: number, frames: string[] = []) => ({ id, userId, send: (f: string) => frames.push(f) });

  it('announces the users of a crashed instance offline once it stops beating', async () => {
    const options = { url: redis.url, prefix: `crash-${process.pid}:`, heartbeatMs: 50, instanceTtlMs: 300 };
    const survivor = await RedisChatHub.connect(options);
    const doomed = await RedisChatHub.connect(options);
    const changes: Array<[number, boolean]> = [];
    survivor.onPresenceChange((userId, online) => {
      changes.push([userId, online]);
    });
    try {
      await doomed.attach(socketOf('d:1', 7));
      expect(await survivor.onlineUsers([7, 8])).toEqual(new Set([7]));
      // SIGKILL: no goodbye, no more heartbeats.
      const internals = doomed as unknown as { timer: NodeJS.Timeout; pub: Redis; sub: Redis };
      clearInterval(internals.timer);
      internals.pub.disconnect();
      internals.sub.disconnect();
      const deadline = Date.now() + 3000;
      while (!changes.some(([userId, online]) => userId === 7 && !online) && Date.now() < deadline) await settle(50);
      expect(changes).toEqual([[7, false]]);
      expect(await survivor.onlineUsers([7])).toEqual(new Set());
    } finally {
      await survivor.close();
    }
  });

  it('delivers a frame to every socket of the users named, on every instance, except the one it came from', async () => {
    const options = { url: redis.url, prefix: `fan-${process.pid}:` };
    const one = await RedisChatHub.connect(options);
    const two = await RedisChatHub.connect(options);
    try {
      const got: Record<string, string[]> = { a1: [], a2: [], b2: [] };
      await one.attach(socketOf('1:a', 1, got.a1));
      await two.attach(socketOf('2:a', 1, got.a2));
      await two.attach(socketOf('2:b', 2, got.b2));
      await one.publish([1, 2], 'hello', '1:a');
      await settle(100);
      expect(got).toEqual({ a1: [], a2: ['hello'], b2: ['hello'] });
    } finally {
      await one.close();
      await two.close();
    }
  });
});

suite('sign-in limits and sessions shared by two instances', () => {
  let redis: { url: string; child: ChildProcess };
  let first: TestContext;
  let second: App;
  const SIGNIN_PER_MINUTE = 3;

  beforeAll(async () => {
    redis = await startRedis();
    first = await createTestApp({ redisUrl: redis.url, rateLimits: { signinPerMinute: SIGNIN_PER_MINUTE, accountFailures: 3 } });
    second = await buildApp(first.config);
  }, 30_000);

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await stopRedis(redis);
  }, 30_000);

  const attempt = (app: App, email: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'pas le bon' }, remoteAddress });

  it('counts the sign-ins of one address on both instances together', async () => {
    const address = '203.0.113.7';
    const statuses: number[] = [];
    // Alternating instances: in memory each would allow SIGNIN_PER_MINUTE on its own.
    for (let i = 0; i <= SIGNIN_PER_MINUTE; i += 1) {
      const app = i % 2 === 0 ? first.app : second;
      statuses.push((await attempt(app, `inconnu-${i}@exemple.fr`, address)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const other = await attempt(first.app, 'inconnu@exemple.fr', '203.0.113.8');
    expect(other.statusCode).toBe(401);
  });

  it('locks an account after failures spread over both instances', async () => {
    const { body } = await signup(first.app);
    for (const [index, app] of [first.app, second, first.app].entries()) {
      expect((await attempt(app, body.email, `198.51.100.${index + 1}`)).statusCode).toBe(401);
    }
    // The right password now, on the other instance and from yet another address.
    const { response } = await signin(second, body.email, body.password);
    expect(response.statusCode).toBe(429);
  });

  it('accepts on one instance the session opened on the other', async () => {
    const { body } = await signup(first.app);
    const { response, cookie } = await signin(first.app, body.email, body.password);
    expect(response.statusCode).toBe(200);
    expect((await myself(second, cookie)).statusCode).toBe(200);
    const signout = await second.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie: cookie!, origin: first.config.publicUrl } });
    expect(signout.statusCode).toBe(204);
    expect((await myself(first.app, cookie)).statusCode).toBe(401);
  });
});
