import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../src/db';
import { createMigrator, migrateToLatest } from '../../src/db/migrations';

let db: Db;
let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tp-api-migrations-'));
  db = createDb({ dataDir, databaseUrl: null });
});
afterEach(async () => {
  await db.destroy();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('migrations', () => {
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
});
