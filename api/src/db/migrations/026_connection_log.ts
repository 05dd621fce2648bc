import type { Kysely } from 'kysely';
import { withId } from './helpers';

/*
 * The connection log the privacy page promises (« Journaux de connexion : un an, comme le prévoit
 * la loi pour la confiance dans l'économie numérique »): LCEN art. 6 and décret 2021-1362 ask a
 * host to keep for a year who connected, from which address and when. One row per session
 * started. user_id has no foreign key and the address is copied, on purpose: the log outlives the
 * account for its year, which is what it is kept for (a judge's request about a deleted account).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('connection_log'))
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('connection_log_created_at_idx').on('connection_log').column('created_at').execute();
  await db.schema.createIndex('connection_log_user_id_idx').on('connection_log').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('connection_log').ifExists().execute();
}
