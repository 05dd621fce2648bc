import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Owners identified to the marketing tool on their first login (SPEC 1, 6): one row per owner and
 * event, whatever the provider, so that the staff can see what was sent and a second login never
 * sends it again (the unique index holds even when two tabs race).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('marketing_events'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    /** JSON of exactly what was sent (the traits the privacy policy names). */
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('marketing_events_user_event_idx').on('marketing_events').columns(['user_id', 'event']).unique().execute();
  await db.schema.createIndex('marketing_events_created_idx').on('marketing_events').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('marketing_events').execute();
}
