/*
 * Alerts bench (issue 19): the time to find the seekers to alert for one newly published home,
 * p95 over 200 homes (target 200 ms), on the profiles of the matching bench's generator
 * (src/db/seed/profiles: seekers, some of them sharing a home). SQLite by default, `--pg` with
 * DATABASE_URL for PostgreSQL. `--profiles N` (default 100,000), `--requests N` (default 200).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb } from '../src/db';
import { migrateToLatest } from '../src/db/migrations';
import { seedCities } from '../src/db/seed/cities';
import { cityPicker, generateSeeker, insertSeekers, largestCities, randomSequence } from '../src/db/seed/profiles';
import { seekersForHome } from '../src/modules/alerts/fanout';
import { matchIndexFor } from '../src/modules/matching/match-index';

const TARGET_MS = 200;

function value(argv: readonly string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
}

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const profiles = value(argv, 'profiles', 100_000);
  const requests = value(argv, 'requests', 200);
  const pg = argv.includes('--pg');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tp-bench-alerts-'));
  const db = createDb({ dataDir, databaseUrl: pg ? (process.env.DATABASE_URL ?? null) : null });
  console.log(`Alerts benchmark on ${pg ? 'PostgreSQL' : 'SQLite'}: ${profiles} profiles`);
  try {
    await migrateToLatest(db);
    await seedCities(db);
    const random = randomSequence(4242);
    const pickCity = cityPicker(random, await largestCities(db, 300));
    const now = new Date();
    const seekers = Array.from({ length: profiles }, (_, index) => generateSeeker(random, index, pickCity(), now));
    await db.transaction().execute((trx) => insertSeekers(trx, seekers, 'bench-no-password', undefined, 200));
    await sql`analyze`.execute(db);
    const index = matchIndexFor(db);
    const loadStart = performance.now();
    await index.ready(db);
    console.log(`  match index loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s: ${index.people.size} people, ${index.homes.size} homes`);
    const homeIds = [...index.homes.keys()].slice(0, requests);
    const times: number[] = [];
    let found = 0;
    for (const homeId of homeIds) {
      const start = performance.now();
      found += (await seekersForHome(db, homeId)).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    console.log(`  seekers to alert for one new home (${homeIds.length} homes, ${(found / Math.max(1, homeIds.length)).toFixed(1)} seekers each on average)`);
    console.log(`  p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times[times.length - 1]?.toFixed(1)} ms; p95/target ${(p95 / TARGET_MS).toFixed(2)} (objectif ${TARGET_MS} ms)`);
  } finally {
    await db.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
