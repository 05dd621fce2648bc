// Global set-up of the scale suite: Redis, one database, two API instances started together (so
// that the start-up lock is exercised on an empty database) and the balancer in front. Returns the
// teardown. Every process is a child of this one and is stopped by its id.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answersOk, stopProcess, waitUntil } from '../fixtures/processes';
import { addressUrl, scalePorts, type ClusterInfo } from './cluster-env';

const API_DIR = join(__dirname, '..', '..', 'api');
const SERVER = join(API_DIR, 'dist', 'server.js');
const BALANCER = join(__dirname, 'balancer.mjs');

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).status === 0;
}

/** Answers PONG to a raw PING: Redis is up (no client library needed here). */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    let answer = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      // +PONG, or -NOAUTH when a password is needed (ioredis sends it from the URL): alive either way.
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG') || answer.startsWith('-NOAUTH'));
    });
    socket.once('error', () => done(false));
  });
}

function tail(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-25).join('\n') : '';
}

interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

type PgClient = { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> };
type PgModule = { Client: new (options: { connectionString: string }) => PgClient };

/** A new empty PostgreSQL database on the server of `adminUrl`, dropped at the end. */
async function scratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const { Client } = createRequire(join(API_DIR, 'package.json'))('pg') as PgModule;
  const name = `toitpartage_scale_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export default async function cluster(): Promise<() => Promise<void>> {
  const ports = scalePorts();
  if (!existsSync(SERVER)) {
    throw new Error(`Le serveur n'est pas construit (${SERVER} manque) : lancez d'abord « node scripts/build.mjs » à la racine du dépôt.`);
  }
  const children: ChildProcess[] = [];
  let redis: ChildProcess | null = null;
  let scratch: ScratchDatabase | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'toitpartage-scale-'));
  const logDir = join(dataDir, 'logs');
  mkdirSync(logDir);

  const teardown = async () => {
    // Balancer first, then the instances (they say goodbye to Redis), then Redis.
    for (const child of [...children].reverse()) await stopProcess(child, 10_000);
    await stopProcess(redis, 10_000);
    await scratch?.drop().catch((err: unknown) => console.error('Base PostgreSQL temporaire non supprimée :', err));
    if (!process.env.SCALE_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // Redis: the one given, or a private redis-server without persistence.
    let redisUrl = process.env.REDIS_URL ?? '';
    if (!redisUrl) {
      if (!onPath('redis-server')) {
        throw new Error(
          "redis-server est introuvable : la suite « scale » en a besoin. Installez-le avec « sudo apt-get install redis-server » " +
            '(ou scripts/ci/redis.sh), ou indiquez un Redis existant avec REDIS_URL=redis://hôte:port.',
        );
      }
      redisUrl = `redis://127.0.0.1:${ports.redis}`;
      if (await redisAnswers(redisUrl)) {
        throw new Error(`Le port ${ports.redis} répond déjà : arrêtez ce Redis, choisissez SCALE_REDIS_PORT, ou passez-le en REDIS_URL.`);
      }
      const redisLog = join(logDir, 'redis.log');
      redis = spawn('redis-server', ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', openSync(redisLog, 'a'), openSync(redisLog, 'a')],
      });
      const started = redis;
      await waitUntil('redis-server', () => redisAnswers(redisUrl), 10_000, () =>
        started.exitCode !== null ? `redis-server s'est arrêté au démarrage :\n${tail(redisLog)}` : null,
      );
    } else if (!(await redisAnswers(redisUrl))) {
      throw new Error(`REDIS_URL=${redisUrl} ne répond pas.`);
    }

    let databaseUrl: string | null = process.env.SCALE_DATABASE_URL || null;
    if (!databaseUrl && process.env.SCALE_PG_ADMIN_URL) {
      scratch = await scratchDatabase(process.env.SCALE_PG_ADMIN_URL);
      databaseUrl = scratch.url;
    }

    // Both at once on the empty database: one migrates and seeds, the other waits for it.
    const logs = ports.instances.map((_, index) => join(logDir, `instance-${index + 1}.log`)) as [string, string];
    const instances = ports.instances.map((port, index) => {
      const child = spawn(process.execPath, [SERVER], {
        cwd: API_DIR,
        stdio: ['ignore', openSync(logs[index]!, 'a'), openSync(logs[index]!, 'a')],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: addressUrl(),
          // The balancer runs on this machine: its X-Forwarded-For names the client.
          TRUST_PROXY: 'loopback',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl ?? '',
          REDIS_URL: redisUrl,
          NODE_ENV: 'production',
          SEED_DEMO: 'true',
          ALLOW_SANDBOX_PAYMENTS: 'true',
          ALLOW_SANDBOX_SIGNATURES: 'true',
          LOG_LEVEL: 'warn',
          // Small on purpose: the spec shows that both instances count into one limit.
          RATE_LIMIT_SIGNIN_PER_MINUTE: '5',
        },
      });
      children.push(child);
      return child;
    });
    await Promise.all(
      instances.map((child, index) =>
        waitUntil(`L'instance ${index + 1}`, () => answersOk(`http://127.0.0.1:${ports.instances[index]}/api/health`), 180_000, () =>
          child.exitCode !== null ? `L'instance ${index + 1} s'est arrêtée au démarrage :\n${tail(logs[index]!)}` : null,
        ),
      ),
    );

    const balancerLog = join(logDir, 'balancer.log');
    const balancer = spawn(process.execPath, [BALANCER, String(ports.address), ...ports.instances.map((port) => `http://127.0.0.1:${port}`)], {
      stdio: ['ignore', openSync(balancerLog, 'a'), openSync(balancerLog, 'a')],
    });
    children.push(balancer);
    await waitUntil('Le répartiteur', () => answersOk(`${addressUrl()}/__balancer`), 10_000, () =>
      balancer.exitCode !== null ? `Le répartiteur s'est arrêté au démarrage :\n${tail(balancerLog)}` : null,
    );

    const info: ClusterInfo = { dataDir, databaseUrl, logs };
    process.env.SCALE_CLUSTER = JSON.stringify(info);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
