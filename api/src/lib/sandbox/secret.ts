import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';

/**
 * A secret this installation makes on first start and keeps in app_settings, the same for every
 * instance: insert-if-absent, then whatever is stored wins (a race between instances settles on one).
 */
export async function ensureSecret(db: Db, key: string): Promise<string> {
  const read = () => db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.value;
  await db
    .insertInto('app_settings')
    .values({ key, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error(`The secret ${key} could not be stored in app_settings.`);
  return stored.value;
}
