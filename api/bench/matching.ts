/*
 * Matching benchmark: a temporary database with 100,000 finished seekers and 30,000 published
 * homes across French cities, then N random calls of each match route through the whole HTTP path
 * (app.inject: session cookie, validation, SQL, scoring, serialisation). Runs on SQLite and, when a
 * PostgreSQL server is given, on PostgreSQL too with the same data, then prints p50 / p95 / max of
 * both side by side with the targets (homes p95 ≤ 30 ms, profiles p95 ≤ 60 ms). Figures only, no
 * assertion.
 *
 *   npm run bench:matching                       SQLite in a temporary directory, then PostgreSQL
 *                                                when BENCH_POSTGRES_URL (or API_TEST_POSTGRES_URL)
 *                                                names a server where the user may create databases
 *                                                (one is made and dropped)
 *   npm run bench:matching -- --pg               PostgreSQL only (BENCH_POSTGRES_URL, else DATABASE_URL)
 *   options: --profiles 100000 --homes 30000 --requests 200 --cities 300 --keep --no-analyze --sqlite
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type CompiledQuery } from 'kysely';
import { Client } from 'pg';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db';
import { queryPlan } from '../src/db/explain';
import { migrateToLatest } from '../src/db/migrations';
import { seedCities } from '../src/db/seed/cities';
import { cityPicker, generateSeeker, insertSeekers, largestCities, randomSequence, type GeneratedSeeker, type Random, type SeedCity } from '../src/db/seed/profiles';
import { randomToken, sha256Hex } from '../src/lib/crypto';
import { comparableRents } from '../src/modules/homes/reference-rent';
import { matchDeps } from '../src/modules/matching';
import { MatchIndex } from '../src/modules/matching/match-index';
import { SESSION_COOKIE } from '../src/plugins/session';

interface Options {
  profiles: number;
  homes: number;
  requests: number;
  cities: number;
  /** Engines to run, in order. */
  engines: Engine[];
  postgresUrl: string | null;
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
    ...enginesFrom(argv),
    keep: argv.includes('--keep'),
    analyze: !argv.includes('--no-analyze'),
  };
}

type Engine = 'sqlite' | 'postgres';

/** --pg: PostgreSQL only; --sqlite: SQLite only; otherwise both when a server is given. */
function enginesFrom(argv: readonly string[]): { engines: Engine[]; postgresUrl: string | null } {
  const fromEnv = (...names: string[]) => names.map((name) => process.env[name]?.trim()).find((value) => value) ?? null;
  if (argv.includes('--pg')) {
    const url = fromEnv('BENCH_POSTGRES_URL', 'API_TEST_POSTGRES_URL', 'DATABASE_URL');
    if (!url) throw new Error('--pg needs BENCH_POSTGRES_URL (a server where the user may create databases)');
    return { engines: ['postgres'], postgresUrl: url };
  }
  const url = argv.includes('--sqlite') ? null : fromEnv('BENCH_POSTGRES_URL', 'API_TEST_POSTGRES_URL');
  return { engines: url ? ['sqlite', 'postgres'] : ['sqlite'], postgresUrl: url };
}

const ENGINE_NAMES: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

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

/** Seconds taken by `run`, with its result. */
async function seconds<T>(run: () => Promise<T>): Promise<{ result: T; s: number }> {
  const start = performance.now();
  const result = await run();
  return { result, s: (performance.now() - start) / 1000 };
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
  /** p95 target in ms; null: no target, shown for information. */
  target: number | null;
  times: number[];
  counts: number[];
}

interface Stats {
  p50: number;
  p95: number;
  max: number;
  meanCount: number;
}

function statsOf(series: Series): Stats {
  const sorted = [...series.times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? NaN,
    meanCount: series.counts.reduce((a, b) => a + b, 0) / Math.max(1, series.counts.length),
  };
}

function report(series: Series): void {
  const { p50, p95, max, meanCount } = statsOf(series);
  console.log(
    `${series.label.padEnd(44)} n=${String(series.times.length).padStart(4)}  p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${max.toFixed(1).padStart(7)} ms  p95/target ${series.target === null ? '   —' : (p95 / series.target).toFixed(2)}  (mean hits count ${meanCount.toFixed(0)})`,
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

/**
 * The SQL side of listings by place and rent: the reference rent every home write recomputes
 * (10 km box, else département, else country). Prints the plan of each scope's query once, as the
 * planner chooses it on this data, then times the whole computation for random listings.
 */
async function referenceRents(dataDir: string, databaseUrl: string | null, homes: ReadonlyArray<{ homeId: number }>, requests: number): Promise<Series> {
  let captured: CompiledQuery[] = [];
  const db = createDb({ dataDir, databaseUrl }, { log: (event) => void captured.push(event.query) });
  try {
    const random = randomSequence(11);
    const ids = Array.from({ length: Math.min(requests, homes.length) }, () => pick(random, homes).homeId);
    const rows = await db.selectFrom('homes').select(['id', 'lat', 'lng', 'city_id', 'country']).where('id', 'in', [...new Set(ids)]).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const series: Series = { label: 'reference rent of a listing (SQL, no HTTP)', target: null, times: [], counts: [] };
    for (const id of ids) {
      const start = performance.now();
      const found = await comparableRents(db, byId.get(id)!);
      series.times.push(performance.now() - start);
      series.counts.push(found?.values.length ?? 0);
    }
    // A home far from every other (mid-Atlantic) in a département of its own walks through all three scopes.
    const nowhere = await db
      .insertInto('cities')
      .values({ name: 'Nulle part', search_name: 'nulle part', country_id: rows[0]!.country ?? 6, admin2_code: '00', lat: 46.5, lng: -20 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lonely = { ...rows[0]!, id: -1, lat: 46.5, lng: -20, city_id: nowhere.id };
    captured = [];
    await comparableRents(db, lonely);
    const scopes = ['10 km box', 'département', 'country'];
    for (const [i, query] of captured.filter((q) => q.sql.includes('"rooms"')).entries()) {
      console.log(`\nPlan of the reference rent, ${scopes[i] ?? i}:\n  ${(await queryPlan(db, query)).join('\n  ')}`);
    }
    report(series);
    return series;
  } finally {
    await db.destroy();
  }
}

interface EngineResult {
  engine: Engine;
  setup: Array<{ label: string; s: number }>;
  series: Series[];
  firstCalls: Array<{ label: string; ms: number }>;
}

async function benchEngine(engine: Engine, options: Options): Promise<EngineResult> {
  const result: EngineResult = { engine, setup: [], series: [], firstCalls: [] };
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tp-bench-'));
  let databaseUrl: string | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (engine === 'postgres') {
    const adminUrl = options.postgresUrl!;
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
  console.log(`\n=== ${ENGINE_NAMES[engine]} ===`);
  const db = createDb({ dataDir, databaseUrl });
  let app: App | null = null;
  try {
    await migrateToLatest(db);
    const populated = await seconds(() => populate(db, options));
    const { seekerIds, proHomes } = populated.result;
    result.setup.push({ label: 'database filled (s)', s: populated.s });
    const config = { ...loadConfig({}), dataDir, databaseUrl, webRoot: path.join(dataDir, 'web'), logLevel: 'silent' };
    app = await buildApp(config, { db });
    await matchDeps(db).index.ready(db);
    // What a new API instance pays once, in the background at start-up.
    const fullLoad = await seconds(() => new MatchIndex().ready(db));
    console.log(`  match index full load (a fresh instance): ${fullLoad.s.toFixed(1)} s`);
    result.setup.push({ label: 'match index full load (s)', s: fullLoad.s });

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
      result.firstCalls.push({ label: name, ms });
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
    console.log('');
    for (const plan of plans) {
      const series: Series = { label: plan.label, target: plan.target, times: [], counts: [] };
      for (let i = 0; i < options.requests; i += 1) {
        const { ms, count } = await calls[plan.call](pick(random, plan.sorts));
        series.times.push(ms);
        series.counts.push(count);
      }
      report(series);
      result.series.push(series);
    }
    result.series.push(await referenceRents(dataDir, databaseUrl, proHomes, options.requests));
    const index = matchDeps(db).index;
    console.log(`\nMatch index: ${index.people.size} people, ${index.homes.size} published homes in memory; RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
  } finally {
    await app?.close();
    await db.destroy();
    if (options.keep) console.log(`kept ${dataDir}`);
    else await fs.rm(dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  }
  return result;
}

/** One line per figure, one column per engine, and the target. */
function printComparison(results: readonly EngineResult[]): void {
  const columns = results.map((r) => ENGINE_NAMES[r.engine]);
  const cell = (text: string) => text.padStart(12);
  const line = (label: string, values: string[], target = '') => console.log(`${label.padEnd(50)}${values.map(cell).join('')}${cell(target)}`);
  console.log(`\n=== Side by side (${results.length} engine${results.length > 1 ? 's' : ''}) ===`);
  line('', columns, 'target');
  for (const [i, setup] of results[0]!.setup.entries()) line(setup.label, results.map((r) => r.setup[i]!.s.toFixed(1)));
  for (const [i, first] of results[0]!.firstCalls.entries()) line(`first ${first.label} call, cold (ms)`, results.map((r) => r.firstCalls[i]!.ms.toFixed(1)));
  for (const [i, series] of results[0]!.series.entries()) {
    const stats = results.map((r) => statsOf(r.series[i]!));
    line(`${series.label} p50 (ms)`, stats.map((s) => s.p50.toFixed(1)));
    line(`${series.label} p95 (ms)`, stats.map((s) => s.p95.toFixed(1)), series.target === null ? '—' : `≤ ${series.target}`);
    if (series.target !== null) line(`${series.label} p95/target`, stats.map((s) => (s.p95 / series.target!).toFixed(2)), '≤ 1.00');
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  console.log(
    `Matching benchmark on ${options.engines.map((e) => ENGINE_NAMES[e]).join(' and ')}: ${options.profiles} profiles, ${options.homes} homes, ${options.requests} requests per call, ${os.cpus().length} CPU`,
  );
  console.log(`Targets on this machine: homes p95 ≤ ${TARGETS.homes} ms, profiles p95 ≤ ${TARGETS.users} ms`);
  if (!options.engines.includes('postgres')) console.log('(PostgreSQL skipped: set BENCH_POSTGRES_URL to an admin URL to run it too)');
  const results: EngineResult[] = [];
  for (const engine of options.engines) results.push(await benchEngine(engine, options));
  printComparison(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
