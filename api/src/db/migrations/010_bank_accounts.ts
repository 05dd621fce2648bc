import type { Kysely } from 'kysely';
import { withId } from './helpers';

/** Bank accounts that receive rent, saved only after a strong customer authentication (SPEC 4, 7). */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('bank_accounts'))
    .addColumn('owner_type', 'text', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('iban', 'text', (col) => col.notNull())
    .addColumn('bic', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('validated_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('bank_accounts_owner_idx').on('bank_accounts').columns(['owner_type', 'owner_id', 'status']).execute();
  await db.schema.createIndex('bank_accounts_user_idx').on('bank_accounts').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bank_accounts').ifExists().execute();
}
