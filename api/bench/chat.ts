/*
 * Chat benchmark: one API instance on a temporary SQLite DATA_DIR, 1,000 people paired into 500
 * direct threads, 1,000 WebSocket clients on /api/chat, then N `send` frames from random
 * participants (bounded concurrency). For each message: time from the `send` to the peer receiving
 * its `message` frame. Prints p50 / p99 / max, the ratio to the target, messages per second and
 * RSS. Figures only, no assertion.
 *
 *   npm run bench:chat
 *   options: --clients 1000 --messages 5000 --concurrency 20
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db';
import { migrateToLatest } from '../src/db/migrations';
import { randomToken, sha256Hex } from '../src/lib/crypto';
import { SESSION_COOKIE } from '../src/plugins/session';
import { newProfileValues } from '../src/modules/profiles/store';

/** Target on this machine: p99 delivery latency (send → peer's `message` frame). */
const TARGET_P99_MS = 50;

function parseArgs(argv: readonly string[]) {
  const value = (name: string, fallback: number) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
  };
  const clients = value('clients', 1000);
  return { clients: clients - (clients % 2), messages: value('messages', 5000), concurrency: value('concurrency', 20) };
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

interface Client {
  ws: WebSocket;
  userId: number;
  conversationId: number;
  peer: number; // index of the other participant's client
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tp-bench-chat-'));
  const db = createDb({ dataDir, databaseUrl: null });
  let app: App | null = null;
  const sockets: WebSocket[] = [];
  const started = performance.now();
  console.log(`Chat benchmark on SQLite: ${options.clients} clients, ${options.messages} messages, concurrency ${options.concurrency}, ${os.cpus().length} CPU`);
  try {
    await migrateToLatest(db);

    // People, sessions and threads written directly (argon2 sign-ups would take minutes).
    const now = new Date();
    const nowIso = now.toISOString();
    const monthAgo = new Date(now.getTime() - 30 * 86_400_000).toISOString();
    const expires = new Date(now.getTime() + 86_400_000).toISOString();
    const userIds: number[] = [];
    const cookies: string[] = [];
    const conversationOf: number[] = [];
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < options.clients; i += 1) {
        const { id } = await trx
          .insertInto('users')
          .values({
            email: `bench.${i}@exemple.fr`,
            password_hash: 'x',
            first_name: `Bench${i}`,
            name: 'Chat',
            type: i % 2 === 0 ? 1 : 2,
            registration_step: 100,
            // Established accounts: the per-minute limit of week-old accounts would refuse bursts.
            created_at: monthAgo,
            updated_at: nowIso,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('profiles').values(newProfileValues(id, nowIso)).execute();
        const token = randomToken();
        await trx
          .insertInto('sessions')
          .values({ token_hash: sha256Hex(token), user_id: id, created_at: nowIso, last_seen_at: nowIso, expires_at: expires })
          .execute();
        userIds.push(id);
        cookies.push(`${SESSION_COOKIE}=${token}`);
      }
      for (let i = 0; i < options.clients; i += 2) {
        const { id } = await trx
          .insertInto('conversations')
          .values({ kind: 'direct', home_id: null, created_at: nowIso, updated_at: nowIso })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('conversation_participants')
          .values([userIds[i]!, userIds[i + 1]!].map((user_id) => ({ conversation_id: id, user_id, joined_at: nowIso })))
          .execute();
        conversationOf[i] = id;
        conversationOf[i + 1] = id;
      }
    });
    const setupMs = performance.now() - started;

    const config = { ...loadConfig({}), dataDir, databaseUrl: null, webRoot: path.join(dataDir, 'web'), logLevel: 'silent' };
    app = await buildApp(config, { db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;

    // Pending deliveries: client_id → { sent at, resolve }.
    const pending = new Map<string, { at: number; resolve: (ms: number) => void }>();
    let errors = 0;
    const clients: Client[] = [];
    const connectStart = performance.now();
    const CONNECT_BATCH = 100;
    for (let i = 0; i < options.clients; i += CONNECT_BATCH) {
      await Promise.all(
        Array.from({ length: Math.min(CONNECT_BATCH, options.clients - i) }, (_, k) => {
          const index = i + k;
          const ws = new WebSocket(`ws://127.0.0.1:${port}/api/chat`, { headers: { cookie: cookies[index]! } });
          sockets.push(ws);
          clients[index] = { ws, userId: userIds[index]!, conversationId: conversationOf[index]!, peer: index % 2 === 0 ? index + 1 : index - 1 };
          ws.on('message', (data: Buffer) => {
            if (data[0] !== 0x7b /* { */) return; // presence frames
            const event = JSON.parse(data.toString('utf8')) as { type: string; message?: { client_id: string }; client_id?: string };
            if (event.type === 'error') {
              // Refused by the server (rate limit, validation…): counted apart, never as delivered.
              errors += 1;
              const refused = event.client_id ? pending.get(event.client_id) : undefined;
              if (refused && event.client_id) {
                pending.delete(event.client_id);
                refused.resolve(Number.NaN);
              }
              return;
            }
            if (event.type !== 'message' || !event.message) return;
            const waiting = pending.get(event.message.client_id);
            if (waiting) {
              pending.delete(event.message.client_id);
              waiting.resolve(performance.now() - waiting.at);
            }
          });
          return new Promise<void>((resolve, reject) => {
            ws.once('open', () => resolve());
            ws.once('error', reject);
            ws.once('close', (code) => reject(new Error(`socket ${index} closed (${code}) before opening`)));
          });
        }),
      );
    }
    const connectMs = performance.now() - connectStart;
    // Let presence snapshots and +id frames settle before measuring.
    await new Promise((resolve) => setTimeout(resolve, 500));

    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x80000000;
    };
    const latencies: number[] = [];
    let next = 0;
    let lost = 0;
    const sendOne = (n: number) =>
      new Promise<void>((resolve) => {
        const from = clients[Math.floor(random() * clients.length)]!;
        const clientId = `b-${n}`;
        const timer = setTimeout(() => {
          pending.delete(clientId);
          lost += 1;
          resolve();
        }, 10_000);
        pending.set(clientId, {
          at: performance.now(),
          resolve: (ms) => {
            clearTimeout(timer);
            if (!Number.isNaN(ms)) latencies.push(ms);
            resolve();
          },
        });
        from.ws.send(JSON.stringify({ type: 'send', conversation_id: from.conversationId, body: `Message ${n} du banc d'essai`, client_id: clientId }));
      });
    const worker = async () => {
      while (next < options.messages) await sendOne(next++);
    };
    const sendStart = performance.now();
    await Promise.all(Array.from({ length: Math.min(options.concurrency, options.messages) }, worker));
    const sendMs = performance.now() - sendStart;
    const rssMb = process.memoryUsage().rss / 1024 / 1024;

    // A lost or refused message counts as infinitely late: p99 cannot look good by leaving them out.
    const undelivered = options.messages - latencies.length;
    const sorted = [...latencies.sort((a, b) => a - b), ...Array.from({ length: undelivered }, () => Infinity)];
    const p50 = percentile(sorted, 0.5);
    const p99 = percentile(sorted, 0.99);
    const max = sorted[sorted.length - 1] ?? NaN;
    const met = p99 <= TARGET_P99_MS && lost === 0 && errors === 0;
    const rate = (latencies.length / sendMs) * 1000;
    const rows: Array<[string, string]> = [
      ['Clients WebSocket / WebSocket clients', String(options.clients)],
      ['Conversations', String(options.clients / 2)],
      ['Messages envoyés / messages sent', String(options.messages)],
      ['Messages reçus / delivered', String(latencies.length)],
      ['Messages perdus / lost (no answer in 10 s)', String(lost)],
      ['Erreurs / error frames', String(errors)],
      ['Latence p50 / p50 delivery latency', `${p50.toFixed(2)} ms`],
      ['Latence p99 / p99 delivery latency', `${p99.toFixed(2)} ms`],
      ['Latence max / max latency', `${max.toFixed(2)} ms`],
      [`p99 / objectif ${TARGET_P99_MS} ms / p99 to target`, (p99 / TARGET_P99_MS).toFixed(2)],
      ['Objectif / target (p99, no loss, no error)', met ? 'met' : `MISSED${lost || errors ? ` (${lost} lost, ${errors} errors)` : ''}`],
      ['Messages par seconde / messages per second', rate.toFixed(0)],
      ['RSS (API + clients, one process)', `${rssMb.toFixed(0)} MB`],
      ['Préparation / setup (DB, connexions)', `${setupMs.toFixed(0)} ms + ${connectMs.toFixed(0)} ms`],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log('');
    for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
    console.log('');
    console.log('Note: server and clients share one Node process (and the 2 CPUs); latencies include client-side work.');
  } finally {
    for (const ws of sockets) ws.terminate();
    if (app) await app.close();
    await db.destroy().catch(() => undefined);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
