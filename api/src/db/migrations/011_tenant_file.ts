import type { Kysely } from 'kysely';
import { withId } from './helpers';

/** The tenant file (« Mon dossier »), its documents, the rent guarantee and revocable share links (issue 7). */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('tenant_files'))
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft'))
    .addColumn('employment_status', 'text')
    .addColumn('monthly_income_cents', 'integer')
    .addColumn('confirmed_at', 'text')
    .addColumn('guarantee_status', 'text', (col) => col.notNull().defaultTo('none'))
    .addColumn('guarantee_max_rent_cents', 'integer')
    .addColumn('guarantee_reason', 'text')
    .addColumn('guarantee_requested_at', 'text')
    .addColumn('guarantee_decided_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('tenant_documents'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('file', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tenant_documents_user_idx').on('tenant_documents').columns(['user_id', 'category']).execute();

  await withId(db, db.schema.createTable('tenant_file_shares'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('tenant_file_shares_user_idx').on('tenant_file_shares').columns(['user_id', 'revoked_at']).execute();

  await withId(db, db.schema.createTable('tenant_file_share_views'))
    .addColumn('share_id', 'integer', (col) => col.notNull().references('tenant_file_shares.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('document_id', 'integer')
    .addColumn('viewed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tenant_file_share_views_share_idx').on('tenant_file_share_views').columns(['share_id', 'kind']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tenant_file_share_views').ifExists().execute();
  await db.schema.dropTable('tenant_file_shares').ifExists().execute();
  await db.schema.dropTable('tenant_documents').ifExists().execute();
  await db.schema.dropTable('tenant_files').ifExists().execute();
}
