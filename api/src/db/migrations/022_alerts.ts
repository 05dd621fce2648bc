import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Match alerts (issue 19): who wants to hear about new compatible homes or seekers, how and how
 * often; the queue of alerts not sent yet, one row per recipient and advert or profile (the
 * unique index is what makes "never the same advert twice" hold across instances); the jobs that
 * fan a change out to its recipients; the last state alerted of each home and seeker, so that an
 * edit that changes nothing that matters alerts nobody again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('alert_settings'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('threshold', 'integer', (col) => col.notNull().defaultTo(60))
    .addColumn('push_frequency', 'text', (col) => col.notNull().defaultTo('immediate'))
    .addColumn('email_frequency', 'text', (col) => col.notNull().defaultTo('daily'))
    /** Last immediate alert sent on each channel: the 15-minute cap is a conditional update of these. */
    .addColumn('last_push_at', 'text')
    .addColumn('last_email_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('alert_settings_user_idx').on('alert_settings').column('user_id').unique().execute();

  await withId(db, db.schema.createTable('alert_home_settings'))
    .addColumn('home_id', 'integer', (col) => col.notNull().references('homes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('threshold', 'integer', (col) => col.notNull().defaultTo(60))
    .addColumn('push_frequency', 'text', (col) => col.notNull().defaultTo('immediate'))
    .addColumn('email_frequency', 'text', (col) => col.notNull().defaultTo('daily'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('alert_home_settings_home_user_idx').on('alert_home_settings').columns(['home_id', 'user_id']).unique().execute();

  await withId(db, db.schema.createTable('alert_pending'))
    .addColumn('recipient_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** 'home': a seeker hears about a home; 'seeker': a landlord hears about a seeker. */
    .addColumn('subject_kind', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    /** The home concerned: the subject itself, or the landlord's home the seeker fits. */
    .addColumn('home_id', 'integer', (col) => col.notNull().references('homes.id').onDelete('cascade'))
    .addColumn('affinity', 'integer')
    /** JSON array of the two strongest shared points. */
    .addColumn('reasons', 'text', (col) => col.notNull())
    .addColumn('vigilance', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    /** Per channel: claimed_by (an instance's tick token) then sent_at, or 'skipped'/'dropped' in state. */
    .addColumn('push_state', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('push_claimed_by', 'text')
    .addColumn('push_claimed_at', 'text')
    .addColumn('email_state', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('email_claimed_by', 'text')
    .addColumn('email_claimed_at', 'text')
    .execute();
  await db.schema
    .createIndex('alert_pending_recipient_subject_idx')
    .on('alert_pending')
    .columns(['recipient_id', 'subject_kind', 'subject_id'])
    .unique()
    .execute();
  await db.schema.createIndex('alert_pending_push_idx').on('alert_pending').columns(['push_state', 'created_at']).execute();
  await db.schema.createIndex('alert_pending_email_idx').on('alert_pending').columns(['email_state', 'created_at']).execute();

  await withId(db, db.schema.createTable('alert_jobs'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('done_at', 'text')
    .execute();
  await db.schema.createIndex('alert_jobs_claimed_idx').on('alert_jobs').columns(['claimed_by', 'id']).execute();

  await withId(db, db.schema.createTable('alert_subjects'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('signature', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('alert_subjects_kind_subject_idx').on('alert_subjects').columns(['kind', 'subject_id']).unique().execute();

  /** How far each reader has gone in a log (today only match_changes). */
  await withId(db, db.schema.createTable('alert_cursors'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('last_id', 'integer', (col) => col.notNull())
    /** Where the reader started: the look-back never goes before it (what came before is not new). */
    .addColumn('floor_id', 'integer', (col) => col.notNull())
    .execute();

  /** Unsubscribe tokens already used: a token changes a setting once. */
  await withId(db, db.schema.createTable('alert_used_tokens'))
    .addColumn('token_id', 'text', (col) => col.notNull().unique())
    .addColumn('used_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['alert_used_tokens', 'alert_cursors', 'alert_subjects', 'alert_jobs', 'alert_pending', 'alert_home_settings', 'alert_settings']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
