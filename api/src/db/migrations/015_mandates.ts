import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * The management mandate (issue 16): one row per mandate with each step's date, the notifications
 * already applied (replays), and the built-in sandbox e-signature provider's own sessions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Written with mandate_status: the e-signature provider's name shown after « Mandat en attente ».
  await db.schema.alterTable('homes').addColumn('mandate_provider', 'text').execute();
  await withId(db, db.schema.createTable('mandates'))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('home_id', 'integer', (col) => col.notNull().references('homes.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The home_landlords row made for a partner agency, removed again if the mandate never completes.
    .addColumn('added_landlord_id', 'integer')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('fee_rate', 'integer', (col) => col.notNull())
    .addColumn('duration_months', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('owner_signed_at', 'text')
    .addColumn('owner_signature_id', 'text')
    .addColumn('agent_signed_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mandates_home_idx').on('mandates').columns(['home_id', 'status']).execute();
  await db.schema.createIndex('mandates_agent_idx').on('mandates').columns(['agent_id', 'status']).execute();
  await db.schema.createIndex('mandates_expiry_idx').on('mandates').columns(['status', 'expires_at']).execute();

  await withId(db, db.schema.createTable('mandate_events'))
    .addColumn('mandate_id', 'integer', (col) => col.notNull().references('mandates.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('mandate_events_mandate_idx').on('mandate_events').column('mandate_id').execute();

  await withId(db, db.schema.createTable('mandate_notifications'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mandate_notifications_event_idx').on('mandate_notifications').columns(['provider', 'event_id']).unique().execute();

  await withId(db, db.schema.createTable('sandbox_signature_sessions'))
    .addColumn('public_id', 'text', (col) => col.notNull().unique())
    .addColumn('merchant_reference', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('signer_name', 'text', (col) => col.notNull())
    .addColumn('signer_email', 'text', (col) => col.notNull())
    // The document as the merchant uploaded it, base64 (small: one PDF of a few kilobytes).
    .addColumn('document_base64', 'text', (col) => col.notNull())
    .addColumn('document_sha256', 'text', (col) => col.notNull())
    .addColumn('return_url', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sandbox_signature_sessions_ref_idx').on('sandbox_signature_sessions').column('merchant_reference').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sandbox_signature_sessions', 'mandate_notifications', 'mandate_events', 'mandates']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('homes').dropColumn('mandate_provider').execute();
}
