import { loadConfig } from '../config';
import { createDb } from './index';
import { migrateToLatest } from './migrations';
import { seed } from './seed';

/** `tsx src/db/cli.ts migrate|seed` (pnpm --filter @coloc/api db:migrate / db:seed). */
async function main(command: string | undefined): Promise<void> {
  const config = loadConfig();
  const db = createDb(config);
  try {
    const migrations = await migrateToLatest(db);
    for (const result of migrations.results ?? []) {
      console.log(`migration ${result.migrationName}: ${result.status}`);
    }
    if (command === 'seed') {
      console.log('seeded', await seed(db, config.dataDir));
    } else if (command !== 'migrate') {
      throw new Error(`Unknown command "${command ?? ''}": use migrate or seed`);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
