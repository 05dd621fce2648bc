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
import type { CompiledQuery } from 'kysely';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db';
import { queryPlan } from '../src/db/explain';
import { migrateToLatest } from '../src/db/migrations';
import { randomSequence } from '../src/db/seed/profiles';
import { comparableRents } from '../src/modules/homes/reference-rent';
import { matchDeps } from '../src/modules/matching';
import { MatchIndex } from '../src/modules/matching/match-index';
import { pick, populate, postgresDatabase, sessionCookie } from './population';

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

/** Seconds taken by `run`, with its result. */
async function seconds<T>(run: () => Promise<T>): Promise<{ result: T; s: number }> {
  const start = performance.now();
  const result = await run();
  return { result, s: (performance.now() - start) / 1000 };
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
    const database = await postgresDatabase(options.postgresUrl!, 'tp_bench');
    databaseUrl = database.url;
    dropDatabase = database.drop;
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
