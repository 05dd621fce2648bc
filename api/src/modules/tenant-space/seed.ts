import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** Demo data of this module; returns how many rows it created. */
export async function seedDemoTenantSpace(_db: Kysely<Database>, _dataDir: string): Promise<number> {
  return 0;
}
