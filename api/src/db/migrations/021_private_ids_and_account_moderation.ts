import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/** As images/public-id.ts, copied so that the migration never changes with the module. */
function newImagePublicId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Issue 17:
 * - images.public_id (finding 4): images are served under a random id instead of their sequential
 *   key, which anyone could walk; the old `/image/{id}/…` URLs redirect to the new ones for what
 *   is public. Existing rows get theirs here; every insert sets one.
 * - users.disabled_at (finding 3): a moderator can disable an account that the anti-spam flagged;
 *   it can no longer sign in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('images').addColumn('public_id', 'text').execute();
  const rows: Array<{ id: number }> = await db.selectFrom('images').select('id').where('public_id', 'is', null).execute();
  for (const row of rows) {
    await db.updateTable('images').set({ public_id: newImagePublicId() }).where('id', '=', row.id).execute();
  }
  await db.schema.createIndex('images_public_id_idx').on('images').column('public_id').unique().execute();

  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  await db.schema.dropIndex('images_public_id_idx').ifExists().execute();
  await db.schema.alterTable('images').dropColumn('public_id').execute();
}
