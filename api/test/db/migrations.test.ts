import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb, type Db } from '../../src/db';
import { createMigrator, migrateToLatest } from '../../src/db/migrations';
import { queryPlan } from '../../src/db/explain';
import { adminUrl } from '../helpers/postgres';
import { createPostgresTestDatabase } from '../helpers/test-database';

/**
 * The plan once the planner may use `index`. On PostgreSQL an index built over rows the same
 * migration just updated (HOT chains: 014 fills in the slugs, then indexes them) is left out of
 * plans until every transaction older than it has ended, in any database of the server; the API
 * suite's other jest workers keep such transactions open, so the plan is asked again for a while.
 */
async function planUsing(query: Parameters<typeof queryPlan>[1], db: Db, index: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const plan = (await queryPlan(db, query, { avoidSeqScan: true })).join('\n');
    if (index.test(plan) || Date.now() > deadline) return plan;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/* From an empty database, not from the tests' migrated template: on SQLite, and on PostgreSQL when a server is given. */
const engines: Array<'sqlite' | 'postgres'> = adminUrl ? ['sqlite', 'postgres'] : ['sqlite'];

describe.each(engines)('migrations on %s', (engine) => {
  let db: Db;
  let cleanUp: () => Promise<void>;
  beforeEach(async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tp-api-migrations-'));
    // An empty database: a PostgreSQL test database comes migrated, so its schema is dropped first.
    const database = engine === 'postgres' ? await createPostgresTestDatabase(adminUrl!) : null;
    db = createDb({ dataDir, databaseUrl: database?.url ?? null });
    if (database) {
      await sql`drop schema public cascade`.execute(db);
      await sql`create schema public`.execute(db);
    }
    cleanUp = async () => {
      await db.destroy();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    };
  });
  afterEach(() => cleanUp());

  it('002 fills in the population of cities seeded before it', async () => {
    const before = await createMigrator(db).migrateTo('001_initial');
    expect(before.error).toBeUndefined();
    const city = { search_name: 'lyon', country_id: 6, admin1_code: '84', admin1_name: 'Auvergne-Rhône-Alpes', admin2_name: 'Rhône', lat: 45.75, lng: 4.85 };
    await (db as Db).insertInto('cities').values([
      { ...city, name: 'Lyon', admin2_code: '69' } as never,
      { ...city, name: 'Hameau inconnu', search_name: 'hameau inconnu', admin2_code: '69' } as never,
    ]).execute();

    await migrateToLatest(db);
    const rows = await db.selectFrom('cities').select(['name', 'population']).orderBy('name').execute();
    expect(rows).toEqual([
      { name: 'Hameau inconnu', population: null },
      { name: 'Lyon', population: expect.any(Number) },
    ]);
    expect(rows[1]!.population).toBeGreaterThan(400_000);
  });

  it('014 gives cities seeded before it unique slugs, homonyms told apart by département, and indexes them', async () => {
    expect((await createMigrator(db).migrateTo('013_geo_budget_indexes')).error).toBeUndefined();
    const city = { country_id: 6, admin1_code: null, admin1_name: null, admin2_name: null, lat: 45, lng: 4 };
    await (db as Db).insertInto('cities').values([
      { ...city, name: 'Saint-Denis', search_name: 'saint denis', admin2_code: '974', population: 150_000 } as never,
      { ...city, name: 'Saint-Denis', search_name: 'saint denis', admin2_code: '93', population: 113_000 } as never,
      { ...city, name: 'Saint-Étienne', search_name: 'saint etienne', admin2_code: '42', population: 170_000 } as never,
    ]).execute();

    await migrateToLatest(db);
    const rows = await db.selectFrom('cities').select(['admin2_code', 'slug']).orderBy('id').execute();
    expect(rows).toEqual([
      { admin2_code: '974', slug: 'saint-denis' },
      { admin2_code: '93', slug: 'saint-denis-93' },
      { admin2_code: '42', slug: 'saint-etienne' },
    ]);
    const bySlug = () => db.selectFrom('cities').select('id').where('slug', '=', 'saint-etienne').compile();
    expect(await planUsing(bySlug(), db, /cities_slug_idx/)).toMatch(/cities_slug_idx/);
    // Unique: a second row cannot take a slug in use.
    // (The driver's error is matched by its text: better-sqlite3's SqliteError is not always an Error of the test's realm.)
    const taken = await db.updateTable('cities').set({ slug: 'saint-denis' }).where('admin2_code', '=', '42').execute().then(() => 'accepted', (error: unknown) => String(error));
    expect(taken).toMatch(/unique/i);

    expect((await createMigrator(db).migrateTo('013_geo_budget_indexes')).error).toBeUndefined();
    expect(Object.keys(await db.selectFrom('cities').selectAll().executeTakeFirstOrThrow())).not.toContain('slug');
    await migrateToLatest(db);
    expect((await db.selectFrom('cities').select('slug').orderBy('id').execute()).map((r) => r.slug)).toEqual(['saint-denis', 'saint-denis-93', 'saint-etienne']);
  });

  it('013 takes its indexes back down and puts them up again', async () => {
    await migrateToLatest(db);
    const departement = () => db.selectFrom('homes').select('id').where('city_id', '=', 1).compile();
    expect((await queryPlan(db, departement(), { avoidSeqScan: true })).join('\n')).toMatch(/homes_city_id_idx/);

    const down = await createMigrator(db).migrateTo('012_tenant_space');
    expect(down.error).toBeUndefined();
    expect((await queryPlan(db, departement(), { avoidSeqScan: true })).join('\n')).not.toMatch(/homes_city_id_idx/);

    await migrateToLatest(db);
    expect((await queryPlan(db, departement(), { avoidSeqScan: true })).join('\n')).toMatch(/homes_city_id_idx/);
  });
});
