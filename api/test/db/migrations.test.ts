import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb, type Db } from '../../src/db';
import { createMigrator, migrateToLatest } from '../../src/db/migrations';
import { queryPlan } from '../../src/db/explain';
import { adminUrl } from '../helpers/postgres';
import { createPostgresTestDatabase } from '../helpers/test-database';

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
