import type { Kysely } from 'kysely';
import { withId } from './helpers';

/** Visits agenda and contact requests (issue 4). Date-times are ISO-8601 UTC text, like every timestamp. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('visits'))
    .addColumn('home_id', 'integer', (col) => col.notNull().references('homes.id').onDelete('cascade'))
    .addColumn('seeker_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** Who answers for the home: its owner when the visit was requested. */
    .addColumn('host_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** requested | proposed | accepted | declined | cancelled. */
    .addColumn('status', 'text', (col) => col.notNull())
    /** JSON array of ISO date-times: the seeker's when requested, the host's when proposed. */
    .addColumn('slots', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('starts_at', 'text')
    .addColumn('message', 'text')
    /** sha256 of the link sent to the seeker on acceptance; the token itself is never stored. */
    .addColumn('confirm_token_hash', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('reminder_sent_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('visits_seeker_id_idx').on('visits').column('seeker_id').execute();
  await db.schema.createIndex('visits_host_id_idx').on('visits').column('host_id').execute();
  await db.schema.createIndex('visits_home_id_idx').on('visits').column('home_id').execute();
  // The reminder job's scan: accepted visits starting within the next day.
  await db.schema.createIndex('visits_status_starts_at_idx').on('visits').columns(['status', 'starts_at']).execute();
  await db.schema.createIndex('visits_confirm_token_hash_idx').on('visits').column('confirm_token_hash').unique().execute();

  await withId(db, db.schema.createTable('contact_requests'))
    .addColumn('from_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('home_id', 'integer', (col) => col.references('homes.id').onDelete('set null'))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('contact_requests_to_idx').on('contact_requests').columns(['to_user_id', 'created_at']).execute();
  await db.schema.createIndex('contact_requests_from_idx').on('contact_requests').columns(['from_user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['contact_requests', 'visits']) await db.schema.dropTable(table).ifExists().execute();
}
