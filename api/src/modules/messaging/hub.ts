/**
 * Fan-out of chat frames and presence, behind one interface so the socket code does not know
 * whether it runs alone (LocalChatHub) or beside other API instances (RedisChatHub).
 */

/** One open /api/chat socket of this instance. */
export interface HubSocket {
  /** Unique across instances, so a frame can skip the socket it came from. */
  readonly id: string;
  readonly userId: number;
  send(frame: string): void;
}

/** Called once per global transition: the user's first active socket anywhere, or the last one gone. */
export type PresenceListener = (userId: number, online: boolean) => void | Promise<void>;

export interface ChatHub {
  /** A new socket counts as active until it says s1. */
  attach(socket: HubSocket): Promise<void>;
  setActive(socket: HubSocket, active: boolean): Promise<void>;
  detach(socket: HubSocket): Promise<void>;
  /** Sends the frame to every socket of these users, on every instance, except `exceptSocketId`. */
  publish(userIds: readonly number[], frame: string, exceptSocketId?: string): Promise<void>;
  /** The users among these with at least one active socket on any instance. */
  onlineUsers(userIds: readonly number[]): Promise<Set<number>>;
  onPresenceChange(listener: PresenceListener): void;
  /** Sockets of this instance, for the keep-alive and for tests. */
  localSocketCount(): number;
  close(): Promise<void>;
}

interface Entry {
  socket: HubSocket;
  active: boolean;
}

/** This instance's sockets by user, and delivery to them. Both hubs keep one. */
export class LocalSockets {
  private readonly byUser = new Map<number, Map<string, Entry>>();
  private count = 0;

  add(socket: HubSocket): void {
    let sockets = this.byUser.get(socket.userId);
    if (!sockets) {
      sockets = new Map();
      this.byUser.set(socket.userId, sockets);
    }
    if (!sockets.has(socket.id)) this.count += 1;
    sockets.set(socket.id, { socket, active: true });
  }

  /** False when the socket is unknown (already gone). */
  setActive(socket: HubSocket, active: boolean): boolean {
    const entry = this.byUser.get(socket.userId)?.get(socket.id);
    if (!entry) return false;
    entry.active = active;
    return true;
  }

  remove(socket: HubSocket): void {
    const sockets = this.byUser.get(socket.userId);
    if (!sockets?.delete(socket.id)) return;
    this.count -= 1;
    if (sockets.size === 0) this.byUser.delete(socket.userId);
  }

  activeCount(userId: number): number {
    let active = 0;
    for (const entry of this.byUser.get(userId)?.values() ?? []) if (entry.active) active += 1;
    return active;
  }

  /** Users with at least one active socket here. */
  activeUsers(): number[] {
    return [...this.byUser.keys()].filter((userId) => this.activeCount(userId) > 0);
  }

  deliver(userIds: readonly number[], frame: string, exceptSocketId?: string): void {
    for (const userId of new Set(userIds)) {
      for (const { socket } of this.byUser.get(userId)?.values() ?? []) {
        if (socket.id !== exceptSocketId) socket.send(frame);
      }
    }
  }

  size(): number {
    return this.count;
  }
}

type ErrorLog = (err: unknown, what: string) => void;

/**
 * Runs tasks of one key one after another, so that the '+' and '-' of a user who flaps quickly
 * go out in the order the changes happened, whatever the listeners await in between.
 */
export class KeyedQueue<K> {
  private readonly tails = new Map<K, Promise<void>>();

  run(key: K, task: () => Promise<void>): Promise<void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }

  /** Waits for everything queued so far. */
  async idle(): Promise<void> {
    await Promise.all([...this.tails.values()]);
  }
}

/** Listeners run one after another; a failing one is logged, never thrown at the socket code. */
export class PresenceListeners {
  private readonly listeners: PresenceListener[] = [];
  constructor(private readonly logError: ErrorLog) {}

  add(listener: PresenceListener): void {
    this.listeners.push(listener);
  }

  async emit(userId: number, online: boolean): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(userId, online);
      } catch (err) {
        this.logError(err, 'presence listener failed');
      }
    }
  }
}

/** Single instance: everything is in this process's memory. */
export class LocalChatHub implements ChatHub {
  private readonly sockets = new LocalSockets();
  private readonly listeners: PresenceListeners;
  private readonly queue = new KeyedQueue<number>();

  constructor(logError: ErrorLog = () => undefined) {
    this.listeners = new PresenceListeners(logError);
  }

  async attach(socket: HubSocket): Promise<void> {
    const before = this.sockets.activeCount(socket.userId);
    this.sockets.add(socket);
    await this.transition(socket.userId, before);
  }

  async setActive(socket: HubSocket, active: boolean): Promise<void> {
    const before = this.sockets.activeCount(socket.userId);
    if (this.sockets.setActive(socket, active)) await this.transition(socket.userId, before);
  }

  async detach(socket: HubSocket): Promise<void> {
    const before = this.sockets.activeCount(socket.userId);
    this.sockets.remove(socket);
    await this.transition(socket.userId, before);
  }

  async publish(userIds: readonly number[], frame: string, exceptSocketId?: string): Promise<void> {
    this.sockets.deliver(userIds, frame, exceptSocketId);
  }

  async onlineUsers(userIds: readonly number[]): Promise<Set<number>> {
    return new Set(userIds.filter((userId) => this.sockets.activeCount(userId) > 0));
  }

  onPresenceChange(listener: PresenceListener): void {
    this.listeners.add(listener);
  }

  localSocketCount(): number {
    return this.sockets.size();
  }

  async close(): Promise<void> {
    await this.queue.idle();
  }

  private async transition(userId: number, before: number): Promise<void> {
    const after = this.sockets.activeCount(userId);
    if (before > 0 !== after > 0) await this.queue.run(userId, () => this.listeners.emit(userId, after > 0));
  }
}
