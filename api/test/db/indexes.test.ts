import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CompiledQuery } from 'kysely';
import { createDb, nowIso, type Db } from '../../src/db';
import { queryPlan } from '../../src/db/explain';
import { migrateToLatest } from '../../src/db/migrations';
import { comparableRents } from '../../src/modules/homes/reference-rent';
import { adminUrl } from '../helpers/postgres';
import { createPostgresTestDatabase } from '../helpers/test-database';

/*
 * The reference rent of a home is the one query that still reads listings by place and by rent in
 * SQL (matching runs in memory): its three scopes must be served by migration 013's indexes and
 * by homes_lat_lng_idx, on SQLite always and on PostgreSQL when a server is given.
 */
const engines: Array<'sqlite' | 'postgres'> = adminUrl ? ['sqlite', 'postgres'] : ['sqlite'];

describe.each(engines)('geo and budget indexes on %s', (engine) => {
  let db: Db;
  let queries: CompiledQuery[] = [];
  let cleanUp: () => Promise<void>;
  const home = { id: 0, lat: 45.764, lng: 4.8357, city_id: 0, country: 6 };

  beforeAll(async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tp-api-indexes-'));
    const database = engine === 'postgres' ? await createPostgresTestDatabase(adminUrl!) : null;
    db = createDb({ dataDir, databaseUrl: database?.url ?? null }, { log: (event) => void queries.push(event.query) });
    cleanUp = async () => {
      await db.destroy();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    };
    await migrateToLatest(db);
    const now = nowIso();
    const city = await db
      .insertInto('cities')
      .values({ name: 'Lyon', search_name: 'lyon', country_id: 6, admin1_code: '84', admin1_name: 'Auvergne-Rhône-Alpes', admin2_code: '69', admin2_name: 'Rhône', lat: home.lat, lng: home.lng })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({ email: 'proprio@exemple.fr', password_hash: 'x', first_name: 'Paul', name: 'Martin', type: 2, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('homes')
      .values({ user_id: user.id, city_id: city.id, country: 6, lat: home.lat, lng: home.lng, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    Object.assign(home, { id: row.id, city_id: city.id });
  });

  afterAll(() => cleanUp());

  /** The SQL of each scope the reference rent tried (no comparable rooms: it tries them all). */
  async function referenceRentQueries(): Promise<{ nearby: CompiledQuery; departement: CompiledQuery; country: CompiledQuery }> {
    queries = [];
    expect(await comparableRents(db, home)).toBeNull();
    const reads = queries.filter((query) => query.sql.includes('"rooms"'));
    expect(reads).toHaveLength(3);
    const [nearby, departement, country] = reads as [CompiledQuery, CompiledQuery, CompiledQuery];
    return { nearby, departement, country };
  }

  const planOf = async (query: CompiledQuery) => (await queryPlan(db, query, { avoidSeqScan: true })).join('\n');

  it('finds the homes of the 10 km box through homes_lat_lng_idx and their rents through rooms_home_rent_idx', async () => {
    const plan = await planOf((await referenceRentQueries()).nearby);
    expect(plan).toMatch(/homes_lat_lng_idx/);
    expect(plan).toMatch(/rooms_home_rent_idx/);
    expect(plan).not.toMatch(/SCAN rooms\b|Seq Scan on rooms/);
  });

  it('finds the homes of a département through cities_department_idx and homes_city_id_idx', async () => {
    const plan = await planOf((await referenceRentQueries()).departement);
    expect(plan).toMatch(/cities_department_idx/);
    expect(plan).toMatch(/homes_city_id_idx/);
    expect(plan).toMatch(/rooms_home_rent_idx/);
  });
});
