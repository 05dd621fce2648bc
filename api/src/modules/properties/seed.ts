import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** Issue 6 demo data (being written). Returns how many rows it created; idempotent. */
export async function seedDemoProperties(db: Kysely<Database>, dataDir: string): Promise<number> {
  void db;
  void dataDir;
  return 0;
}
