import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Payments (issue 7): the subscriptions' period, status and renewal columns, payments, provider
 * notifications (replays), invoices with their gap-free yearly sequence, referral codes and
 * rewards, and the built-in sandbox provider's sessions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per statement; every new NOT NULL column has a default for old rows.
  const subscriptionColumns: Array<[string, 'text' | 'integer', ((col: any) => any)?]> = [
    ['home_id', 'integer'],
    ['status', 'text', (col) => col.notNull().defaultTo('active')],
    ['source', 'text', (col) => col.notNull().defaultTo('payment')],
    ['valid_from', 'text'],
    ['price_cents', 'integer', (col) => col.notNull().defaultTo(0)],
    ['auto_renew', 'integer', (col) => col.notNull().defaultTo(0)],
    ['cancelled_at', 'text'],
    ['payment_method', 'text'],
    ['renewed_from', 'integer'],
    ['renewal_claimed_at', 'text'],
    ['updated_at', 'text'],
  ];
  for (const [name, type, build] of subscriptionColumns) {
    await db.schema.alterTable('subscriptions').addColumn(name, type, build ?? ((col) => col)).execute();
  }
  await db.schema.createIndex('subscriptions_user_status_idx').on('subscriptions').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('subscriptions_renewal_idx').on('subscriptions').columns(['status', 'auto_renew', 'valid_until']).execute();

  await withId(db, db.schema.createTable('payments'))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscription_id', 'integer', (col) => col.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('return_path', 'text')
    .addColumn('provider_transaction_id', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payments_user_idx').on('payments').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('payments_subscription_idx').on('payments').column('subscription_id').execute();

  await withId(db, db.schema.createTable('payment_notifications'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payment_notifications_event_idx').on('payment_notifications').columns(['provider', 'event_id']).unique().execute();

  await withId(db, db.schema.createTable('invoices'))
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    // An invoice outlives the account (kept ten years, Code de commerce L123-22) and keeps its number,
    // so nothing deletes it: it carries its own copy of the seller and buyer.
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('subscription_id', 'integer', (col) => col.references('subscriptions.id').onDelete('set null'))
    .addColumn('payment_id', 'integer', (col) => col.references('payments.id').onDelete('set null'))
    .addColumn('issued_on', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('period_from', 'text', (col) => col.notNull())
    .addColumn('period_until', 'text', (col) => col.notNull())
    .addColumn('net_cents', 'integer', (col) => col.notNull())
    .addColumn('vat_cents', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('vat_rate_bp', 'integer', (col) => col.notNull())
    .addColumn('seller_name', 'text', (col) => col.notNull())
    .addColumn('seller_address', 'text', (col) => col.notNull())
    .addColumn('seller_siren', 'text', (col) => col.notNull())
    .addColumn('seller_vat_number', 'text', (col) => col.notNull())
    .addColumn('buyer_name', 'text', (col) => col.notNull())
    .addColumn('buyer_company', 'text')
    .addColumn('buyer_email', 'text', (col) => col.notNull())
    .addColumn('paid_on', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('invoices_number_idx').on('invoices').column('number').unique().execute();
  await db.schema.createIndex('invoices_year_sequence_idx').on('invoices').columns(['year', 'sequence']).unique().execute();
  await db.schema.createIndex('invoices_payment_idx').on('invoices').column('payment_id').unique().execute();
  await db.schema.createIndex('invoices_user_idx').on('invoices').column('user_id').execute();

  await db.schema
    .createTable('invoice_sequences')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last_value', 'integer', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('referrals'))
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('sponsor_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('sponsored_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('referrals_sponsor_idx').on('referrals').column('sponsor_user_id').execute();

  await withId(db, db.schema.createTable('referral_rewards'))
    .addColumn('sponsored_user_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('sponsor_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payment_id', 'integer', (col) => col.notNull())
    .addColumn('sponsor_subscription_id', 'integer', (col) => col.notNull())
    .addColumn('sponsored_subscription_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('referral_rewards_sponsor_idx').on('referral_rewards').column('sponsor_user_id').execute();

  await withId(db, db.schema.createTable('sandbox_provider_sessions'))
    .addColumn('public_id', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('merchant_reference', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('customer', 'text', (col) => col.notNull())
    .addColumn('return_url', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('test_card', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_token', 'text')
    .addColumn('challenge_code', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('transaction_id', 'text')
    .addColumn('event_id', 'text')
    .addColumn('notification_status', 'text', (col) => col.notNull().defaultTo('none'))
    .addColumn('notification_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_provider_sessions_reference_idx')
    .on('sandbox_provider_sessions')
    .columns(['kind', 'merchant_reference'])
    .unique()
    .execute();
  await db.schema.createIndex('sandbox_provider_sessions_token_idx').on('sandbox_provider_sessions').column('card_token').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sandbox_provider_sessions',
    'referral_rewards',
    'referrals',
    'invoice_sequences',
    'invoices',
    'payment_notifications',
    'payments',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('subscriptions_renewal_idx').ifExists().execute();
  await db.schema.dropIndex('subscriptions_user_status_idx').ifExists().execute();
  for (const column of [
    'updated_at',
    'renewal_claimed_at',
    'renewed_from',
    'payment_method',
    'cancelled_at',
    'auto_renew',
    'price_cents',
    'valid_from',
    'source',
    'status',
    'home_id',
  ]) {
    await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  }
}
