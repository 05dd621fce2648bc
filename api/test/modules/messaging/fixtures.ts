import type { AddressInfo } from 'node:net';
import WebSocketClient, { type WebSocket as WsClient } from 'ws';
import type { App } from '../../../src/app';
import { signup, type SignupInput, type TestContext } from '../../helpers/app';

export type Person = Awaited<ReturnType<typeof signup>> & { id: number };

type Method = 'GET' | 'POST' | 'PUT';

/** REST helpers and people for the messaging tests. */
export function messagingKit(app: App) {
  const call = (method: Method, url: string, cookie?: string | null, payload?: unknown) =>
    app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  async function person(input: SignupInput): Promise<Person> {
    const signed = await signup(app, input);
    return { ...signed, id: signed.user.id as number };
  }

  const seeker = (input: SignupInput = {}) => person({ type: 'users', first_name: 'Camille', name: 'Martin', ...input });
  const owner = (input: SignupInput = {}) => person({ type: 'proprietaire', first_name: 'Bernard', name: 'Lefèvre', ...input });

  /** A support staff member (staff_role 'support'). */
  async function staff(input: SignupInput = {}): Promise<Person> {
    const member = await person({ type: 'users', first_name: 'Inès', name: 'Moreau', ...input });
    await app.db.updateTable('users').set({ staff_role: 'support' }).where('id', '=', member.id).execute();
    return member;
  }

  /** A home of `host`, named or left without a name (an incomplete listing). */
  async function home(host: Person, name: string | null = 'Colocation des Pentes'): Promise<number> {
    const res = await call('POST', '/api/homes', host.cookie, name === null ? {} : { name });
    if (res.statusCode !== 201) throw new Error(`home creation failed: ${res.statusCode} ${res.body}`);
    return res.json().id as number;
  }

  async function start(from: Person, payload: Record<string, unknown>) {
    return call('POST', '/api/conversations', from.cookie, payload);
  }

  /** The thread between two people (created by `from`), its id. */
  async function thread(from: Person, to: Person, extra: Record<string, unknown> = {}): Promise<number> {
    const res = await start(from, { user_id: to.id, ...extra });
    if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
    return res.json().id as number;
  }

  let sequence = 0;
  const clientId = () => `test-${process.pid}-${++sequence}`;

  async function send(from: Person, conversationId: number, body: string, client_id = clientId()) {
    return call('POST', `/api/conversations/${conversationId}/messages`, from.cookie, { body, client_id });
  }

  /** Sends and answers the stored message id. */
  async function say(from: Person, conversationId: number, body: string): Promise<number> {
    const res = await send(from, conversationId, body);
    if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
    return res.json().id as number;
  }

  const read = (who: Person, conversationId: number, lastReadId: number) =>
    call('PUT', `/api/conversations/${conversationId}/read`, who.cookie, { last_read_id: lastReadId });
  const list = (who: Person | null, query = '') => call('GET', `/api/conversations${query}`, who?.cookie ?? null);
  const messages = (who: Person | null, conversationId: number, query = '') =>
    call('GET', `/api/conversations/${conversationId}/messages${query}`, who?.cookie ?? null);
  const count = async (who: Person) => (await call('GET', '/api/messages/count', who.cookie)).json().unreaded as number;
  const homeCount = (who: Person, homeId: number | string) => call('GET', `/api/messages-for-homes/${homeId}/count`, who.cookie);

  /** Signed up a month ago: past the lower limits of accounts younger than a week (rate-limits.ts). */
  async function established(...people: Person[]): Promise<void> {
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600_000).toISOString();
    for (const p of people) await app.db.updateTable('users').set({ created_at: monthAgo }).where('id', '=', p.id).execute();
  }

  return { call, person, seeker, owner, staff, home, start, thread, send, say, read, list, messages, count, homeCount, clientId, established };
}

export type MessagingKit = ReturnType<typeof messagingKit>;


/** A connected test client that records every frame it receives. */
export interface ChatClient {
  ws: WsClient;
  frames: string[];
  events(): Array<Record<string, unknown>>;
  /** Resolves with the first frame (already received or to come) that matches. */
  waitFor(match: (frame: string) => boolean, timeoutMs?: number): Promise<string>;
  waitForEvent<T = Record<string, unknown>>(match: (event: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<T>;
  sendJson(value: unknown): void;
  close(): Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
}

export function listeningPort(app: App): number {
  return (app.server.address() as AddressInfo).port;
}

function parse(frame: string): Record<string, unknown> | null {
  if (!frame.startsWith('{')) return null;
  try {
    return JSON.parse(frame) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function openChat(port: number, cookie: string | null, headers: Record<string, string> = {}): ChatClient {
  const ws = new WebSocketClient(`ws://127.0.0.1:${port}/api/chat`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const frames: string[] = [];
  const waiters: Array<{ match: (frame: string) => boolean; resolve: (frame: string) => void }> = [];
  ws.on('message', (data: Buffer) => {
    const frame = data.toString('utf8');
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString('utf8') }));
  });
  ws.on('error', () => undefined);

  function waitFor(match: (frame: string) => boolean, timeoutMs = 3000): Promise<string> {
    const seen = frames.find(match);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        resolve: (frame: string) => {
          clearTimeout(timer);
          resolve(frame);
        },
      };
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      waiters.push(waiter);
    });
  }

  return {
    ws,
    frames,
    closed,
    events: () => frames.map(parse).filter((e): e is Record<string, unknown> => e !== null),
    waitFor,
    async waitForEvent<T>(match: (event: Record<string, unknown>) => boolean, timeoutMs?: number) {
      const frame = await waitFor((f) => {
        const event = parse(f);
        return event !== null && match(event);
      }, timeoutMs);
      return parse(frame) as T;
    },
    sendJson(value: unknown) {
      ws.send(JSON.stringify(value));
    },
    async close() {
      if (ws.readyState === ws.CLOSED) return;
      ws.close();
      await closed;
    },
  };
}

/** Resolves once the socket is open (rejects if it closes first). */
export function opened(client: ChatClient): Promise<void> {
  if (client.ws.readyState === client.ws.OPEN) return Promise.resolve();
  return new Promise((resolve, reject) => {
    client.ws.once('open', () => resolve());
    client.ws.once('close', () => reject(new Error('socket closed before opening')));
  });
}

/** Lets pending socket and database work settle (frames are asynchronous). */
export const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

export async function listen(ctx: TestContext): Promise<number> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return listeningPort(ctx.app);
}
