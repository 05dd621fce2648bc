import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { KeyedQueue, LocalSockets, PresenceListeners, type ChatHub, type HubSocket, type PresenceListener } from './hub';

export interface RedisHubOptions {
  url: string;
  /** Key and channel prefix, so that several sites (or test runs) can share one Redis. */
  prefix?: string;
  /** How often this instance says it is alive. */
  heartbeatMs?: number;
  /** An instance silent for this long is dead: its sockets no longer count as online. */
  instanceTtlMs?: number;
  logError?: (err: unknown, what: string) => void;
}

interface FrameEnvelope {
  /** Recipient user ids. */
  u: number[];
  /** The frame, as sent on the socket. */
  f: string;
  /** Socket id to skip. */
  x?: string;
}

/**
 * Several API instances behind one address. Frames go through one pub/sub channel that every
 * instance reads (each delivers to its own sockets). Presence: each instance keeps a hash
 * `presence:<instance>` of user id -> active sockets there, and a heartbeat in the sorted set
 * `instances`; a user is online when a live instance counts them. An instance that stops beating
 * (crash, SIGKILL) is swept by the next one that notices, which announces its users offline.
 */
export class RedisChatHub implements ChatHub {
  readonly instanceId = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly sockets = new LocalSockets();
  private readonly listeners: PresenceListeners;
  private readonly queue = new KeyedQueue<number>();
  /** Active count last written to Redis for each user of this instance. */
  private readonly synced = new Map<number, number>();
  private readonly prefix: string;
  private readonly channel: string;
  private readonly heartbeatMs: number;
  private readonly instanceTtlMs: number;
  private readonly logError: (err: unknown, what: string) => void;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  private constructor(options: RedisHubOptions) {
    this.prefix = options.prefix ?? 'toitpartage:chat:';
    this.channel = `${this.prefix}frames`;
    this.heartbeatMs = options.heartbeatMs ?? 10_000;
    this.instanceTtlMs = options.instanceTtlMs ?? 30_000;
    this.logError = options.logError ?? (() => undefined);
    this.listeners = new PresenceListeners(this.logError);
    // Commands wait for a reconnect rather than fail at once, but not forever.
    const redisOptions = { maxRetriesPerRequest: 3, lazyConnect: true };
    this.pub = new Redis(options.url, redisOptions);
    this.sub = new Redis(options.url, redisOptions);
    for (const client of [this.pub, this.sub]) client.on('error', (err) => this.logError(err, 'redis connection error'));
  }

  static async connect(options: RedisHubOptions): Promise<RedisChatHub> {
    const hub = new RedisChatHub(options);
    try {
      await Promise.all([hub.pub.connect(), hub.sub.connect()]);
      hub.sub.on('message', (channel: string, payload: string) => {
        if (channel === hub.channel) hub.receive(payload);
      });
      await hub.sub.subscribe(hub.channel);
      await hub.beat();
    } catch (err) {
      hub.pub.disconnect();
      hub.sub.disconnect();
      throw err;
    }
    hub.timer = setInterval(() => void hub.beat().catch((err) => hub.logError(err, 'chat heartbeat failed')), hub.heartbeatMs);
    hub.timer.unref();
    return hub;
  }

  async attach(socket: HubSocket): Promise<void> {
    this.sockets.add(socket);
    await this.sync(socket.userId);
  }

  async setActive(socket: HubSocket, active: boolean): Promise<void> {
    if (this.sockets.setActive(socket, active)) await this.sync(socket.userId);
  }

  async detach(socket: HubSocket): Promise<void> {
    this.sockets.remove(socket);
    await this.sync(socket.userId);
  }

  async publish(userIds: readonly number[], frame: string, exceptSocketId?: string): Promise<void> {
    if (this.closed || userIds.length === 0) return;
    const envelope: FrameEnvelope = { u: [...new Set(userIds)], f: frame, ...(exceptSocketId ? { x: exceptSocketId } : {}) };
    await this.pub.publish(this.channel, JSON.stringify(envelope));
  }

  async onlineUsers(userIds: readonly number[]): Promise<Set<number>> {
    const online = new Set(userIds.filter((userId) => this.sockets.activeCount(userId) > 0));
    const rest = [...new Set(userIds.filter((userId) => !online.has(userId)))];
    if (rest.length === 0 || this.closed) return online;
    for (const userId of await this.onlineElsewhere(rest)) online.add(userId);
    return online;
  }

  onPresenceChange(listener: PresenceListener): void {
    this.listeners.add(listener);
  }

  localSocketCount(): number {
    return this.sockets.size();
  }

  /**
   * Leaves cleanly: this instance's users who are on no other instance are announced offline
   * (while Redis is still there to carry it), then the connections close.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    if (this.timer) clearInterval(this.timer);
    await this.queue.idle();
    try {
      const mine = [...this.synced.entries()].filter(([, count]) => count > 0).map(([userId]) => userId);
      await this.pub.multi().zrem(this.instancesKey(), this.instanceId).del(this.presenceKey(this.instanceId)).exec();
      const stillOnline = mine.length > 0 ? await this.onlineElsewhere(mine) : new Set<number>();
      for (const userId of mine) if (!stillOnline.has(userId)) await this.listeners.emit(userId, false);
    } catch (err) {
      this.logError(err, 'chat hub shutdown');
    }
    this.closed = true;
    await Promise.all([this.sub.quit().catch(() => this.sub.disconnect()), this.pub.quit().catch(() => this.pub.disconnect())]);
  }

  private instancesKey(): string {
    return `${this.prefix}instances`;
  }

  private presenceKey(instanceId: string): string {
    return `${this.prefix}presence:${instanceId}`;
  }

  private receive(payload: string): void {
    let envelope: FrameEnvelope;
    try {
      envelope = JSON.parse(payload) as FrameEnvelope;
    } catch (err) {
      this.logError(err, 'unreadable chat envelope');
      return;
    }
    if (!Array.isArray(envelope.u) || typeof envelope.f !== 'string') return;
    this.sockets.deliver(envelope.u, envelope.f, envelope.x);
  }

  /**
   * Writes the user's active count here to Redis and, when they went from none to some (or the
   * reverse) and no other live instance has them, tells the listeners. One user at a time, with
   * the count read when the task runs, so that quick changes collapse into the final state.
   */
  private sync(userId: number): Promise<void> {
    return this.queue.run(userId, async () => {
      if (this.closed) return;
      const now = this.sockets.activeCount(userId);
      const before = this.synced.get(userId) ?? 0;
      if (now === before) return;
      const key = this.presenceKey(this.instanceId);
      // `synced` changes in the same tick as the command is sent, so that a heartbeat rewriting
      // the hash from it never puts back a count that Redis is about to drop.
      if (now > 0) {
        this.synced.set(userId, now);
        await this.pub.hset(key, String(userId), String(now));
      } else {
        this.synced.delete(userId);
        await this.pub.hdel(key, String(userId));
      }
      if (before > 0 === now > 0) return;
      const elsewhere = await this.onlineElsewhere([userId]);
      if (!elsewhere.has(userId)) await this.listeners.emit(userId, now > 0);
    });
  }

  /** The users among these counted active by another live instance. */
  private async onlineElsewhere(userIds: readonly number[]): Promise<Set<number>> {
    const found = new Set<number>();
    if (userIds.length === 0) return found;
    const live = (await this.pub.zrangebyscore(this.instancesKey(), Date.now() - this.instanceTtlMs, '+inf')).filter(
      (id) => id !== this.instanceId,
    );
    if (live.length === 0) return found;
    const fields = userIds.map(String);
    const pipeline = this.pub.pipeline();
    for (const id of live) pipeline.hmget(this.presenceKey(id), ...fields);
    for (const [err, counts] of (await pipeline.exec()) ?? []) {
      if (err) throw err;
      (counts as Array<string | null>).forEach((count, index) => {
        if (count !== null && Number(count) > 0) found.add(userIds[index]!);
      });
    }
    return found;
  }

  /**
   * Says this instance is alive (the presence hash outlives the heartbeat window, so that a dead
   * instance's users can still be read and announced offline), then sweeps dead instances.
   */
  private async beat(): Promise<void> {
    if (this.closed) return;
    const now = Date.now();
    const key = this.presenceKey(this.instanceId);
    const batch = this.pub.multi().zadd(this.instancesKey(), now, this.instanceId);
    // Written again in full: after a long Redis outage another instance may have swept this one.
    if (this.synced.size > 0) batch.hset(key, Object.fromEntries([...this.synced].map(([userId, count]) => [String(userId), String(count)])));
    await batch.pexpire(key, this.instanceTtlMs * 10).exec();
    const dead = await this.pub.zrangebyscore(this.instancesKey(), '-inf', now - this.instanceTtlMs);
    for (const id of dead) {
      // ZREM answers 1 to one instance only: the sweep happens once.
      if ((await this.pub.zrem(this.instancesKey(), id)) !== 1) continue;
      const counts = await this.pub.hgetall(this.presenceKey(id));
      await this.pub.del(this.presenceKey(id));
      const users = Object.entries(counts)
        .filter(([, count]) => Number(count) > 0)
        .map(([userId]) => Number(userId))
        .filter((userId) => this.sockets.activeCount(userId) === 0);
      const stillOnline = await this.onlineElsewhere(users);
      for (const userId of users) if (!stillOnline.has(userId)) await this.listeners.emit(userId, false);
    }
  }
}
