import { sql, type Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * The tenant's space (issue 7): rent requests (a landlord asks for a month's rent through the
 * platform, only once the anti-scam rule allows it) and the tenant's next-move plan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('rent_requests'))
    // A rent line deleted with its tenancy (gestion's DELETE) takes its requests along.
    .addColumn('rent_payment_id', 'integer', (col) => col.notNull().references('rent_payments.id').onDelete('cascade'))
    .addColumn('requested_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('rent_requests_payment_idx').on('rent_requests').columns(['rent_payment_id', 'status']).execute();
  // At most one open request per rent line, even when two clicks race (partial index: SQLite and PostgreSQL).
  await db.schema
    .createIndex('rent_requests_one_open_idx')
    .on('rent_requests')
    .column('rent_payment_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();

  await db.schema
    .createTable('next_colocation_plans')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('move_date', 'text')
    .addColumn('city_ids', 'text', (col) => col.notNull())
    .addColumn('budget_max_cents', 'integer')
    .addColumn('note', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('next_colocation_plans').ifExists().execute();
  await db.schema.dropTable('rent_requests').ifExists().execute();
}
