import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { nowIso } from '../db';

/**
 * A secret shared by every instance on the database, made at first use: the first instance to
 * insert wins (insert … on conflict do nothing), every instance then reads the winner's value.
 * Kept in the database rather than in the environment so that a deployment needs no new variable
 * and all instances agree without coordination.
 */
export async function serverSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: nowIso() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

/** serverSecret read once per process (per database handle) and kept. */
export function cachedServerSecret(db: Db, name: string): () => Promise<Buffer> {
  let pending: Promise<Buffer> | null = null;
  return () => {
    pending ??= serverSecret(db, name).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
