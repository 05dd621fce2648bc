import type { Kysely } from 'kysely';

/**
 * Issue 17, abuse resistance:
 * - server_secrets: keys shared by every instance on the database (the device cookie's HMAC key,
 *   the salt of the daily visitor hash), made once at first use;
 * - login_failures.device: the recognised device a failure came from (null: an unknown device),
 *   so that a stranger's failures never count against the owner's own devices;
 * - login_alerts: when the owner of an account under attack was last told (at most once an hour);
 * - advert_view_visitors: who already counted as a view of an advert today (a session's user or a
 *   salted hash of the address with the day), so each visitor counts once per advert per day;
 * - invoices.test and test_invoice_sequences: sandbox invoices carry their own number series and
 *   the « Facture de test — sans valeur » mark, apart from the real, gap-free series.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('login_failures').addColumn('device', 'text').execute();
  await db.schema.createIndex('login_failures_email_ip_idx').on('login_failures').columns(['email', 'ip', 'created_at']).execute();

  await db.schema
    .createTable('login_alerts')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('advert_view_visitors')
    .addColumn('home_id', 'integer', (col) => col.notNull().references('homes.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('visitor', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('advert_view_visitors_pk', ['home_id', 'day', 'visitor'])
    .execute();
  await db.schema.createIndex('advert_view_visitors_day_idx').on('advert_view_visitors').column('day').execute();

  await db.schema.alterTable('invoices').addColumn('test', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.dropIndex('invoices_year_sequence_idx').execute();
  await db.schema.createIndex('invoices_year_sequence_idx').on('invoices').columns(['test', 'year', 'sequence']).unique().execute();
  await db.schema
    .createTable('test_invoice_sequences')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last_value', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_invoice_sequences').execute();
  await db.schema.dropIndex('invoices_year_sequence_idx').execute();
  await db.schema.createIndex('invoices_year_sequence_idx').on('invoices').columns(['year', 'sequence']).unique().execute();
  await db.schema.alterTable('invoices').dropColumn('test').execute();
  await db.schema.dropTable('advert_view_visitors').execute();
  await db.schema.dropTable('login_alerts').execute();
  await db.schema.dropIndex('login_failures_email_ip_idx').execute();
  await db.schema.alterTable('login_failures').dropColumn('device').execute();
  await db.schema.dropTable('server_secrets').execute();
}
