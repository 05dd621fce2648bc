import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Property management (issue 6): co-owner invitations, moderation and housing-for-services terms,
 * photo fingerprints, advert views, tenancies and rents, diagnostics, documents and leases.
 * Dates are ISO text (YYYY-MM-DD), timestamps ISO-8601 UTC text, money in euros (real).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The home's creator stays homes.user_id; everyone else who runs the home is a row here.
  await withId(db, db.schema.createTable('home_landlords'))
    .addColumn('home_id', 'integer', (col) => col.notNull().references('homes.id').onDelete('cascade'))
    /** Null until the invitation is accepted: the address may have no account yet. */
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    /** owner | manager | agent */
    .addColumn('role', 'text', (col) => col.notNull())
    /** pending until accepted (expiry is computed from invite_sent_at), then accepted. */
    .addColumn('status', 'text', (col) => col.notNull())
    /** sha256 of the link's token; the token itself is only in the mail. */
    .addColumn('token_hash', 'text')
    .addColumn('invited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('invite_sent_at', 'text')
    .addColumn('accepted_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('home_landlords_home_email_idx').on('home_landlords').columns(['home_id', 'email']).unique().execute();
  await db.schema.createIndex('home_landlords_user_idx').on('home_landlords').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('home_landlords_token_idx').on('home_landlords').column('token_hash').unique().execute();

  await db.schema
    .alterTable('homes')
    .addColumn('moderation_reason', 'text')
    .execute();
  await db.schema.alterTable('homes').addColumn('submitted_at', 'text').execute();
  await db.schema.alterTable('homes').addColumn('moderated_at', 'text').execute();
  await db.schema.alterTable('homes').addColumn('moderated_by', 'integer').execute();
  await db.schema.alterTable('homes').addColumn('service_hours_per_week', 'integer').execute();
  await db.schema.alterTable('homes').addColumn('service_tasks', 'text').execute();
  await db.schema.alterTable('homes').addColumn('service_trial_weeks', 'integer').execute();
  await db.schema.alterTable('homes').addColumn('service_notice_days', 'integer').execute();
  await db.schema.createIndex('homes_moderation_idx').on('homes').columns(['moderation_status', 'submitted_at']).execute();

  /** 64-bit difference hash of a home photo, hex: equal or near hashes mean the same picture. */
  await db.schema.alterTable('images').addColumn('phash', 'text').execute();
  await db.schema.createIndex('images_phash_idx').on('images').column('phash').execute();

  await db.schema.alterTable('contact_requests').addColumn('status', 'text', (col) => col.notNull().defaultTo('new')).execute();
  await db.schema.alterTable('contact_requests').addColumn('conversation_id', 'integer').execute();
  await db.schema.createIndex('contact_requests_home_idx').on('contact_requests').columns(['home_id', 'created_at']).execute();

  // One row per advert and day: the reports' views (contacts and matches are counted from their tables).
  await db.schema
    .createTable('advert_views')
    .addColumn('home_id', 'integer', (col) => col.notNull().references('homes.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('advert_views_pk', ['home_id', 'day'])
    .execute();

  await withId(db, db.schema.createTable('tenancies'))
    .addColumn('home_id', 'integer', (col) => col.notNull().references('homes.id').onDelete('cascade'))
    /** Null: the whole home is let. */
    .addColumn('room_id', 'integer', (col) => col.references('rooms.id').onDelete('set null'))
    .addColumn('tenant_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('tenant_name', 'text', (col) => col.notNull())
    .addColumn('tenant_email', 'text')
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text')
    .addColumn('rent', 'real', (col) => col.notNull())
    .addColumn('charges', 'real', (col) => col.notNull())
    .addColumn('deposit', 'real', (col) => col.notNull())
    /** active | ended */
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tenancies_home_idx').on('tenancies').columns(['home_id', 'status']).execute();
  await db.schema.createIndex('tenancies_tenant_idx').on('tenancies').columns(['tenant_user_id', 'status']).execute();

  await withId(db, db.schema.createTable('rent_payments'))
    .addColumn('tenancy_id', 'integer', (col) => col.notNull().references('tenancies.id').onDelete('cascade'))
    /** YYYY-MM */
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('amount_due', 'real', (col) => col.notNull())
    .addColumn('amount_received', 'real', (col) => col.notNull())
    .addColumn('received_on', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rent_payments_tenancy_period_idx').on('rent_payments').columns(['tenancy_id', 'period']).unique().execute();

  await withId(db, db.schema.createTable('home_documents'))
    .addColumn('home_id', 'integer', (col) => col.notNull().references('homes.id').onDelete('cascade'))
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('shared', 'integer', (col) => col.notNull().defaultTo(0))
    /** Path under DATA_DIR/documents, never served directly. */
    .addColumn('file', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('home_documents_home_idx').on('home_documents').columns(['home_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('diagnostics'))
    .addColumn('home_id', 'integer', (col) => col.notNull().references('homes.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('performed_on', 'text', (col) => col.notNull())
    .addColumn('document_id', 'integer', (col) => col.references('home_documents.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('diagnostics_home_kind_idx').on('diagnostics').columns(['home_id', 'kind']).unique().execute();

  await withId(db, db.schema.createTable('leases'))
    .addColumn('home_id', 'integer', (col) => col.notNull().references('homes.id').onDelete('cascade'))
    /** room | whole */
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('room_id', 'integer', (col) => col.references('rooms.id').onDelete('set null'))
    .addColumn('tenant_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('tenant_email', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('duration_months', 'integer', (col) => col.notNull())
    .addColumn('rent', 'real', (col) => col.notNull())
    .addColumn('charges', 'real', (col) => col.notNull())
    .addColumn('deposit', 'real', (col) => col.notNull())
    .addColumn('furnished', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('special_terms', 'text')
    /** draft | sent | accepted | cancelled */
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('landlord_accepted_at', 'text')
    .addColumn('tenant_accepted_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('leases_home_idx').on('leases').columns(['home_id', 'status']).execute();
  await db.schema.createIndex('leases_tenant_idx').on('leases').column('tenant_user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['leases', 'diagnostics', 'home_documents', 'rent_payments', 'tenancies', 'advert_views', 'home_landlords']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('contact_requests_home_idx').ifExists().execute();
  for (const column of ['conversation_id', 'status']) await db.schema.alterTable('contact_requests').dropColumn(column).execute();
  await db.schema.dropIndex('images_phash_idx').ifExists().execute();
  await db.schema.alterTable('images').dropColumn('phash').execute();
  await db.schema.dropIndex('homes_moderation_idx').ifExists().execute();
  for (const column of [
    'service_notice_days', 'service_trial_weeks', 'service_tasks', 'service_hours_per_week',
    'moderated_by', 'moderated_at', 'submitted_at', 'moderation_reason',
  ]) {
    await db.schema.alterTable('homes').dropColumn(column).execute();
  }
}
