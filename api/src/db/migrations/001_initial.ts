import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../index';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';

  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('registration_step', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('search_id', 'integer')
    .addColumn('business_name', 'text')
    .addColumn('avatar_image_id', 'integer')
    .addColumn('avatar_color', 'text')
    .addColumn('avatar_approved', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sca_status', 'text', (col) => col.notNull().defaultTo('none'))
    .addColumn('home_leased', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('newsletter', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_user_id_idx').on('password_resets').column('user_id').execute();

  // Keyed by e-mail rather than user id so that probing unknown addresses is throttled too.
  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_failures_email_idx').on('login_failures').columns(['email', 'created_at']).execute();

  await withId(db, db.schema.createTable('homes'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('address', 'text')
    .addColumn('address2', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'integer')
    .addColumn('step', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_coloc', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('moderation_status', 'text')
    .addColumn('mandate_status', 'text')
    .addColumn('offer', 'text')
    .addColumn('image_orders', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('notifications_advert', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('notifications_agenda', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reference_rent_auto', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reference_rent_month', 'double precision')
    .addColumn('inc_reference_rent_month', 'double precision')
    .addColumn('dec_reference_rent_month', 'double precision')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('homes_user_id_idx').on('homes').column('user_id').execute();

  await withId(db, db.schema.createTable('subscriptions'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('offer', 'text', (col) => col.notNull())
    .addColumn('valid_until', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user_id_idx').on('subscriptions').column('user_id').execute();

  await withId(db, db.schema.createTable('newsletter_subscriptions'))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('contact_messages'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('page_views'))
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('referrer', 'text')
    .addColumn('title', 'text')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('page_views_created_at_idx').on('page_views').column('created_at').execute();

  await withId(db, db.schema.createTable('cities'))
    .addColumn('name', 'text', (col) => col.notNull())
    // Prefix search is a byte-wise range scan (search_name >= q AND search_name < q || '{'):
    // SQLite compares bytes by default; PostgreSQL needs the C collation for the same order.
    .addColumn('search_name', 'text', (col) => (postgres ? col.notNull().modifyEnd(sql`collate "C"`) : col.notNull()))
    .addColumn('country_id', 'integer', (col) => col.notNull())
    .addColumn('admin1_code', 'text')
    .addColumn('admin1_name', 'text')
    .addColumn('admin2_code', 'text')
    .addColumn('admin2_name', 'text')
    .addColumn('lat', 'double precision', (col) => col.notNull())
    .addColumn('lng', 'double precision', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('cities_search_name_idx').on('cities').column('search_name').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'cities',
    'page_views',
    'contact_messages',
    'newsletter_subscriptions',
    'subscriptions',
    'homes',
    'login_failures',
    'password_resets',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
