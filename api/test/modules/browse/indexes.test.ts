import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CompiledQuery } from 'kysely';
import { createDb, type Db } from '../../../src/db';
import { queryPlan } from '../../../src/db/explain';
import { migrateToLatest } from '../../../src/db/migrations';
import { browseAdvertIds } from '../../../src/modules/browse/listing';
import { cityCounts, findCityBySlug } from '../../../src/modules/browse/places';
import { adminUrl } from '../../helpers/postgres';
import { createPostgresTestDatabase } from '../../helpers/test-database';
import { insertBrowseCities, insertHome, insertOwner } from './fixtures';

/* The browse reads must be index probes, not table scans: on SQLite always, on PostgreSQL when a server is given. */
const engines: Array<'sqlite' | 'postgres'> = adminUrl ? ['sqlite', 'postgres'] : ['sqlite'];

describe.each(engines)('browse indexes on %s', (engine) => {
  let db: Db;
  let queries: CompiledQuery[] = [];
  let cleanUp: () => Promise<void>;
  let lyonId: number;

  beforeAll(async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tp-api-browse-indexes-'));
    const database = engine === 'postgres' ? await createPostgresTestDatabase(adminUrl!) : null;
    db = createDb({ dataDir, databaseUrl: database?.url ?? null }, { log: (event) => void queries.push(event.query) });
    cleanUp = async () => {
      await db.destroy();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    };
    await migrateToLatest(db);
    const cities = await insertBrowseCities(db);
    lyonId = cities.lyon;
    const ownerId = await insertOwner(db, 'index.owner@exemple.fr');
    await insertHome(db, { ownerId, cityId: lyonId, city: 'Lyon', lat: 45.764, lng: 4.8357, created_at: new Date().toISOString(), rooms: [{ rent: 400 }] });
  });
  afterAll(() => cleanUp());

  async function plansOf(run: () => Promise<unknown>, pick: (query: CompiledQuery) => boolean): Promise<string> {
    queries = [];
    await run();
    const picked = queries.filter(pick);
    expect(picked.length).toBeGreaterThan(0);
    const plans = await Promise.all(picked.map((query) => queryPlan(db, query, { avoidSeqScan: true })));
    return plans.map((plan) => plan.join('\n')).join('\n---\n');
  }

  it('finds a city by its slug through cities_slug_idx', async () => {
    const plan = await plansOf(() => findCityBySlug(db, 'lyon'), (q) => q.sql.includes('"slug" ='));
    expect(plan).toMatch(/cities_slug_idx/);
  });

  it('reads the homes around a city through homes_lat_lng_idx, for the count and the page', async () => {
    const city = (await findCityBySlug(db, 'lyon'))!.city;
    const plan = await plansOf(
      () => browseAdvertIds(db, { city, radiusKm: 5, budget: 600, bedrooms: null, page: 1, order: 'price-asc' }),
      (q) => q.sql.includes('"homes" as "h"'),
    );
    expect(plan.split('\n---\n')).toHaveLength(2);
    for (const part of plan.split('\n---\n')) expect(part).toMatch(/homes_lat_lng_idx/);
    // Rooms of each home by the rooms index, never a scan of every room.
    expect(plan).toMatch(/rooms_home_rent_idx/);
  });

  it("counts a city's adverts through homes_city_id_idx", async () => {
    const plan = await plansOf(() => cityCounts(db, lyonId), (q) => q.sql.includes('"city_id" ='));
    expect(plan).toMatch(/homes_city_id_idx/);
  });

  it("counts a city's free rooms and their rents from its homes, then rooms and tenancies by home, never a scan", async () => {
    const plan = await plansOf(() => cityCounts(db, lyonId), (q) => q.sql.includes('"tenancies" as "t"'));
    expect(plan).toMatch(/homes_city_id_idx/);
    expect(plan).toMatch(/rooms_home_rent_idx/);
    expect(plan).toMatch(/tenancies_home_idx/);
    expect(plan).not.toMatch(/^\s*SCAN (r|h|t|rooms|homes|tenancies)\b|Seq Scan/m);
  });
});
