/*
 * Durability of acknowledged chat messages across a crash: the real server runs as a child
 * process on a temporary DATA_DIR (SQLite, demo data seeded on first start), two demo accounts
 * send over /api/chat continuously, the process is SIGKILLed mid-stream, restarted on the same
 * DATA_DIR, and every message that was acked before the kill must be in the history exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

const API_DIR = path.resolve(__dirname, '..', '..', '..');
const PASSWORD = 'demo1234';
const SEEKER = 'coloc@demo.toitpartage.fr';
const OWNER = 'proprio@demo.toitpartage.fr';

let dataDir: string;
let port: number;
let base: string;
let child: ChildProcess | null = null;
let output = '';
const sockets: WebSocket[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `node --import tsx src/server.ts` (one process: SIGKILL really kills the server; the contract from its sources) and waits for /api/health. */
async function startServer(): Promise<void> {
  output = '';
  const proc = spawn(process.execPath, ['--conditions=coloc-source', '--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      ALLOW_SANDBOX_SIGNATURES: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`server exited (${proc.exitCode ?? proc.signalCode}):\n${output}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`server not healthy within 50 s:\n${output}`);
}

async function killServer(): Promise<void> {
  const proc = child;
  child = null;
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill('SIGKILL');
  await exited;
}

async function signin(email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('tp_session=') && c.length > 'tp_session='.length);
  if (!cookie) throw new Error(`no session cookie for ${email}`);
  return cookie;
}

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const res = await fetch(`${base}${url}`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function openSocket(cookie: string): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/chat`, { headers: { cookie } });
  sockets.push(ws);
  ws.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('close', (code) => reject(new Error(`socket closed (${code}) before opening`)));
  });
}

interface Acked {
  clientId: string;
  id: number;
}

/**
 * Sends continuously (a window of `inFlight` unacknowledged frames) until the socket closes;
 * records every ack. Answers the acks and the number of frames sent.
 */
function sendContinuously(ws: WebSocket, conversationId: number, prefix: string, acked: Acked[], inFlight = 4): { sent: () => number } {
  let sent = 0;
  const sendNext = () => {
    if (ws.readyState !== WebSocket.OPEN) return;
    sent += 1;
    ws.send(JSON.stringify({ type: 'send', conversation_id: conversationId, body: `${prefix} message ${sent}`, client_id: `${prefix}-${sent}` }));
  };
  ws.on('message', (data: Buffer) => {
    if (data[0] !== 0x7b) return;
    const event = JSON.parse(data.toString('utf8')) as { type: string; client_id?: string; message?: { id: number; client_id: string } };
    if (event.type === 'ack' && event.message) {
      acked.push({ clientId: event.message.client_id, id: event.message.id });
      sendNext();
    } else if (event.type === 'error') {
      sendNext();
    }
  });
  for (let i = 0; i < inFlight; i += 1) sendNext();
  return { sent: () => sent };
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tp-api-durability-'));
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await startServer(); // first start: migrations + demo data
}, 180_000);

afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await killServer();
  await fs.rm(dataDir, { recursive: true, force: true });
}, 20_000);

it('keeps every acknowledged message, exactly once, after a SIGKILL and a restart', async () => {
  const [seeker, owner] = await Promise.all([signin(SEEKER), signin(OWNER)]);
  const [mine, theirs] = await Promise.all([
    getJson<{ conversations: Array<{ id: number; kind: string }> }>('/api/conversations', seeker),
    getJson<{ conversations: Array<{ id: number; kind: string }> }>('/api/conversations', owner),
  ]);
  const shared = mine.conversations.find((c) => c.kind === 'direct' && theirs.conversations.some((t) => t.id === c.id));
  expect(shared).toBeDefined();
  const conversationId = shared!.id;

  const [seekerSocket, ownerSocket] = await Promise.all([openSocket(seeker), openSocket(owner)]);
  const acked: Acked[] = [];
  const a = sendContinuously(seekerSocket, conversationId, `s${process.pid}`, acked);
  const b = sendContinuously(ownerSocket, conversationId, `o${process.pid}`, acked);
  await sleep(300);
  await killServer();
  const ackedAtKill = [...acked];
  expect(ackedAtKill.length).toBeGreaterThan(0);

  await startServer();
  const again = await signin(SEEKER);
  const history: Array<{ id: number; client_id: string | null }> = [];
  let after = 0;
  for (;;) {
    const page = await getJson<{ messages: Array<{ id: number; client_id: string | null }> }>(
      `/api/conversations/${conversationId}/messages?after=${after}&limit=100`,
      again,
    );
    if (page.messages.length === 0) break;
    history.push(...page.messages);
    after = page.messages[page.messages.length - 1]!.id;
  }

  const byClientId = new Map<string, number[]>();
  for (const message of history) {
    if (message.client_id === null) continue;
    byClientId.set(message.client_id, [...(byClientId.get(message.client_id) ?? []), message.id]);
  }
  const acks = [...acked];
  const missing = acks.filter((ack) => !byClientId.has(ack.clientId));
  const duplicated = acks.filter((ack) => (byClientId.get(ack.clientId)?.length ?? 0) > 1);
  const wrongId = acks.filter((ack) => byClientId.get(ack.clientId)?.[0] !== ack.id);
  expect({ missing, duplicated, wrongId }).toEqual({ missing: [], duplicated: [], wrongId: [] });
  // Nothing beyond what was sent (unacked frames may or may not have been stored).
  const ours = [...byClientId.keys()].filter((id) => id.startsWith(`s${process.pid}-`) || id.startsWith(`o${process.pid}-`));
  expect(ours.length).toBeGreaterThanOrEqual(acks.length);
  expect(ours.length).toBeLessThanOrEqual(a.sent() + b.sent());
}, 180_000);
