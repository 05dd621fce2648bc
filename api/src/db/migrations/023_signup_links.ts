import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Sign-up by e-mail link (issue 17, finding 5: account enumeration). Sign-up answers the same for
 * every address, so nothing is created until the address is proved:
 * - pending_signups: what the form sent, until its single-use confirmation link is opened;
 * - signin_links: the single-use sign-in link mailed to someone who signs up with a known address;
 * - signup_mails: when each address was last sent one of those mails (the anti-flood limit).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('pending_signups'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    /** The sign-up type of the form ('users', 'prop-occupant'…), not the user type bits. */
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('business_name', 'text')
    .addColumn('newsletter', 'integer', (col) => col.notNull().defaultTo(0))
    /** The referral cookie's value when the form was sent: the sponsor is recorded at confirmation. */
    .addColumn('referral', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('pending_signups_token_idx').on('pending_signups').column('token_hash').unique().execute();
  await db.schema.createIndex('pending_signups_email_idx').on('pending_signups').column('email').execute();

  await withId(db, db.schema.createTable('signin_links'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('signin_links_token_idx').on('signin_links').column('token_hash').unique().execute();

  await db.schema
    .createTable('signup_mails')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['signup_mails', 'signin_links', 'pending_signups']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
