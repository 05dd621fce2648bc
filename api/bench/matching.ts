/*
 * Matching benchmark: a temporary database with 100,000 finished seekers and 30,000 published
 * homes across French cities, then N random calls of each match route through the whole HTTP path
 * (app.inject: session cookie, validation, SQL, scoring, serialisation). Prints p50 / p95 / max and
 * the ratio to the targets (homes p95 ≤ 30 ms, profiles p95 ≤ 60 ms). Figures only, no assertion.
 *
 *   npm run bench:matching                       SQLite in a temporary directory
 *   npm run bench:matching -- --pg               PostgreSQL: DATABASE_URL must name a server where
 *                                                the user may create databases (one is made and dropped)
 *   options: --profiles 100000 --homes 30000 --requests 200 --cities 300 --keep --no-analyze
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Client } from 'pg';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db';
import { migrateToLatest } from '../src/db/migrations';
import { seedCities } from '../src/db/seed/cities';
import { cityPicker, generateSeeker, insertSeekers, largestCities, randomSequence, type GeneratedSeeker, type Random, type SeedCity } from '../src/db/seed/profiles';
import { randomToken, sha256Hex } from '../src/lib/crypto';
import { matchDeps } from '../src/modules/matching';
import { MatchIndex } from '../src/modules/matching/match-index';
import { SESSION_COOKIE } from '../src/plugins/session';

interface Options {
  profiles: number;
  homes: number;
  requests: number;
  cities: number;
  pg: boolean;
  keep: boolean;
  analyze: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const value = (name: string, fallback: number) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
  };
  return {
    profiles: value('profiles', 100_000),
    homes: value('homes', 30_000),
    requests: value('requests', 200),
    cities: value('cities', 300),
    pg: argv.includes('--pg'),
    keep: argv.includes('--keep'),
    analyze: !argv.includes('--no-analyze'),
  };
}

const TARGETS = { homes: 30, users: 60, homeUsers: 60 } as const;

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const integer = (random: Random, min: number, max: number) => Math.floor(between(random, min, max + 1));
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function sample(random: Random, max: number, count: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(integer(random, 1, max));
  return [...chosen].sort((a, b) => a - b);
}

/** A professional's published listing (no photo: the benchmark never reads images). */
function listing(random: Random, city: SeedCity, now: string) {
  const level = 350 + Math.min(500, Math.sqrt(city.population ?? 10_000) / 3);
  const roomCount = integer(random, 1, 5);
  return {
    home: {
      name: `Colocation ${roomCount} chambres à ${city.name}`,
      address: `${integer(random, 1, 120)} rue de la République`,
      address2: null,
      postal_code: city.admin2_code && /^[0-9]{2}$/.test(city.admin2_code) ? `${city.admin2_code}000` : null,
      city: city.name,
      country: city.country_id,
      city_id: city.id,
      lat: city.lat + between(random, -0.04, 0.04),
      lng: city.lng + between(random, -0.05, 0.05),
      step: 3,
      is_coloc: 1,
      published: random() < 0.92 ? 1 : 0,
      moderation_status: 'accepted',
      home_type: 1,
      surface: roomCount * 15 + 30,
      bedroom_count: roomCount,
      floor: integer(random, 0, 6),
      elevator: 0,
      furnished: random() < 0.8 ? 1 : 0,
      amenities: JSON.stringify(sample(random, 15, 4)),
      handicap_friendly: random() < 0.1 ? 1 : 0,
      ecoloc: JSON.stringify(sample(random, 9, integer(random, 0, 3))),
      pay_by_service: random() < 0.03 ? 1 : 0,
      service_list: '[]',
      description: 'Grand appartement lumineux pensé pour la colocation.',
      wishes: null,
      created_at: now,
      updated_at: now,
    },
    rooms: Array.from({ length: roomCount }, (_, number) => ({
      number,
      name: null,
      rent: roundTo(level * between(random, 0.75, 1.3), 5),
      charges: roundTo(between(random, 30, 90), 5),
      surface: roundTo(between(random, 9, 18), 0.5),
      available_from: random() < 0.6 ? null : new Date(Date.now() + integer(random, 1, 120) * 86_400_000).toISOString().slice(0, 10),
      furnished: 1,
      private_bathroom: random() < 0.2 ? 1 : 0,
      private_toilets: random() < 0.15 ? 1 : 0,
      created_at: now,
      updated_at: now,
    })),
  };
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

async function populate(db: Db, options: Options): Promise<{ seekerIds: number[]; proHomes: Array<{ homeId: number; userId: number }> }> {
  await timed('cities', () => seedCities(db));
  const cities = await largestCities(db, options.cities);
  const random = randomSequence(4242);
  const pickCity = cityPicker(random, cities);
  const now = new Date();
  const nowText = now.toISOString();
  const hash = 'bench-no-password';

  const seekers: GeneratedSeeker[] = await timed('generate seekers', async () =>
    Array.from({ length: options.profiles }, (_, index) => generateSeeker(random, index, pickCity(), now)),
  );
  const seekerHomes = seekers.filter((s) => s.home).length;
  await timed(`insert ${options.profiles} seekers (${seekerHomes} with a shared home)`, () =>
    db.transaction().execute((trx) => insertSeekers(trx, seekers, hash, undefined, 200)),
  );

  const proCount = Math.max(1, Math.round(Math.max(0, options.homes - seekerHomes) / 40));
  const listings = Math.max(0, options.homes - seekerHomes);
  const proHomes: Array<{ homeId: number; userId: number }> = [];
  await timed(`insert ${proCount} professionals and ${listings} listings`, () =>
    db.transaction().execute(async (trx) => {
      const pros = await trx
        .insertInto('users')
        .values(
          Array.from({ length: proCount }, (_, i) => ({
            email: `pro.${i}@bench.toitpartage.fr`,
            password_hash: hash,
            first_name: 'Agence',
            name: `Bench ${i}`,
            type: i % 2 === 0 ? 2 : 4,
            registration_step: 100,
            business_name: i % 2 === 0 ? null : `Agence ${i}`,
            created_at: nowText,
            updated_at: nowText,
          })),
        )
        .returning('id')
        .execute();
      for (let i = 0; i < listings; i += 300) {
        const chunk = Array.from({ length: Math.min(300, listings - i) }, (_, k) => ({ ...listing(random, pickCity(), nowText), userId: pros[(i + k) % pros.length]!.id }));
        const rows = await trx
          .insertInto('homes')
          .values(chunk.map((entry) => ({ ...entry.home, user_id: entry.userId })))
          .returning(['id', 'user_id', 'published'])
          .execute();
        await trx
          .insertInto('rooms')
          .values(chunk.flatMap((entry, k) => entry.rooms.map((room) => ({ ...room, home_id: rows[k]!.id }))))
          .execute();
        for (const row of rows) if (row.published === 1) proHomes.push({ homeId: row.id, userId: row.user_id });
      }
    }),
  );
  // What PostgreSQL's autovacuum does by itself; SQLite needs it once for its planner statistics.
  if (options.analyze) await timed('analyze', () => sql`analyze`.execute(db));
  const ids = await db.selectFrom('users').select('id').where('type', '=', 1).execute();
  return { seekerIds: ids.map((row) => row.id), proHomes };
}

async function sessionCookie(db: Db, userId: number): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256Hex(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
    })
    .execute();
  return `${SESSION_COOKIE}=${token}`;
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

interface Series {
  label: string;
  target: number;
  times: number[];
  counts: number[];
}

function report(series: Series): void {
  const sorted = [...series.times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p95 = percentile(sorted, 0.95);
  const max = sorted[sorted.length - 1]!;
  const meanCount = series.counts.reduce((a, b) => a + b, 0) / Math.max(1, series.counts.length);
  console.log(
    `${series.label.padEnd(44)} n=${String(sorted.length).padStart(4)}  p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${max.toFixed(1).padStart(7)} ms  p95/target ${(p95 / series.target).toFixed(2)}  (mean hits count ${meanCount.toFixed(0)})`,
  );
}

async function run(app: App, cookie: string, method: 'POST' | 'GET', url: string, payload?: object): Promise<{ ms: number; count: number }> {
  const start = performance.now();
  const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const ms = performance.now() - start;
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  const body = response.json() as { Count?: number; HitsCount?: number };
  return { ms, count: body.Count ?? body.HitsCount ?? 0 };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tp-bench-'));
  let databaseUrl: string | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (options.pg) {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('--pg needs DATABASE_URL (a server where the user may create databases)');
    const name = `tp_bench_${Date.now()}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const again = new Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    };
  }
  console.log(`Matching benchmark on ${options.pg ? 'PostgreSQL' : 'SQLite'}: ${options.profiles} profiles, ${options.homes} homes, ${options.requests} requests per call, ${os.cpus().length} CPU`);
  const db = createDb({ dataDir, databaseUrl });
  let app: App | null = null;
  try {
    await migrateToLatest(db);
    const { seekerIds, proHomes } = await populate(db, options);
    const config = { ...loadConfig({}), dataDir, databaseUrl, webRoot: path.join(dataDir, 'web'), logLevel: 'silent' };
    app = await buildApp(config, { db });
    await matchDeps(db).index.ready(db);
    // What a new API instance pays once, in the background at start-up.
    await timed('match index full load (a fresh instance)', () => new MatchIndex().ready(db));

    const random = randomSequence(7);
    const seekers = Array.from({ length: Math.min(400, seekerIds.length) }, () => pick(random, seekerIds));
    const cookies = new Map<number, string>();
    const cookieOf = async (userId: number) => {
      let cookie = cookies.get(userId);
      if (!cookie) {
        cookie = await sessionCookie(db, userId);
        cookies.set(userId, cookie);
      }
      return cookie;
    };
    const searchOf = new Map(
      (await db.selectFrom('users').select(['id', 'search_id']).where('id', 'in', seekers).execute()).map((row) => [row.id, row.search_id]),
    );

    const calls = {
      homes: async (sort: string) => {
        const user = pick(random, seekers);
        return run(app!, await cookieOf(user), 'POST', `/api/match/user-match-homes-v4?from=0&to=12&sort=${sort}`, { search_id: searchOf.get(user) });
      },
      users: async (sort: string) => {
        const user = pick(random, seekers);
        return run(app!, await cookieOf(user), 'POST', `/api/match/user-match-users-v4?count=force&from=0&to=12&sort=${sort}`, { search_id: searchOf.get(user) });
      },
      homeUsers: async (sort: string) => {
        const home = pick(random, proHomes);
        return run(app!, await cookieOf(home.userId), 'POST', `/api/match/home-match-users-v4/${home.homeId}?count=force&from=0&to=12&sort=${sort}`, { home_id: home.homeId });
      },
    };

    // The first call of each kind meets a cold profile cache and cold statements: shown apart.
    console.log('\nFirst calls (cold cache):');
    for (const [name, sort] of [['homes', 'price-asc'], ['users', '5'], ['homeUsers', '5']] as const) {
      const { ms, count } = await calls[name](sort);
      console.log(`  ${name.padEnd(10)} ${ms.toFixed(1)} ms (count ${count})`);
    }

    const plans: Array<{ label: string; call: keyof typeof calls; sorts: readonly string[]; target: number }> = [
      { label: 'user-match-homes-v4 (price-asc, default)', call: 'homes', sorts: ['price-asc'], target: TARGETS.homes },
      { label: 'user-match-homes-v4 (score)', call: 'homes', sorts: ['score'], target: TARGETS.homes },
      { label: 'user-match-homes-v4 (every sort)', call: 'homes', sorts: ['price-asc', 'price-desc', 'score', 'recent', 'available'], target: TARGETS.homes },
      { label: "user-match-users-v4 (sort '5', default)", call: 'users', sorts: ['5'], target: TARGETS.users },
      { label: 'user-match-users-v4 (every sort)', call: 'users', sorts: ['5', '1', '2', '3', '4'], target: TARGETS.users },
      { label: "home-match-users-v4 (sort '5', default)", call: 'homeUsers', sorts: ['5'], target: TARGETS.homeUsers },
      { label: 'home-match-users-v4 (every sort)', call: 'homeUsers', sorts: ['5', '1', '2', '3', '4'], target: TARGETS.homeUsers },
    ];
    console.log(`\nTargets on this machine: homes p95 ≤ ${TARGETS.homes} ms, profiles p95 ≤ ${TARGETS.users} ms\n`);
    for (const plan of plans) {
      const series: Series = { label: plan.label, target: plan.target, times: [], counts: [] };
      for (let i = 0; i < options.requests; i += 1) {
        const { ms, count } = await calls[plan.call](pick(random, plan.sorts));
        series.times.push(ms);
        series.counts.push(count);
      }
      report(series);
    }
    const index = matchDeps(db).index;
    console.log(`\nMatch index: ${index.people.size} people, ${index.homes.size} published homes in memory; RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
  } finally {
    await app?.close();
    await db.destroy();
    if (options.keep) console.log(`kept ${dataDir}`);
    else await fs.rm(dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
