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

  // Our side of each SCA round trip; a return is checked against this row only.
  await withId(db, db.schema.createTable('sca_operations'))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('bank_account_id', 'integer', (col) => col.references('bank_accounts.id').onDelete('set null'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_reference', 'text', (col) => col.notNull())
    .addColumn('sca_type', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('sca_operations_user_idx').on('sca_operations').columns(['user_id', 'status']).execute();

  // The built-in sandbox provider's own records (a real provider keeps these on its side).
  await withId(db, db.schema.createTable('sandbox_sca_operations'))
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('merchant_reference', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('return_url', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_sca_operations').ifExists().execute();
  await db.schema.dropTable('sca_operations').ifExists().execute();
  await db.schema.dropTable('bank_accounts').ifExists().execute();
}
