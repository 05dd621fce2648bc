import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Messaging and notifications (issue 5): conversations, their participants and messages, push
 * subscriptions, and a small key/value table for secrets made on first start (VAPID keys) so that
 * every API instance shares them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  /** Staff roles: 'support' answers customer-service threads (issue 5), 'moderator' (issue 6). */
  await db.schema.alterTable('users').addColumn('staff_role', 'text').execute();

  await withId(db, db.schema.createTable('conversations'))
    /** 'direct' between two people, or 'support' between one user and the support team. */
    .addColumn('kind', 'text', (col) => col.notNull())
    /** The home a professional's inbox files it under (SPEC 2.4: one inbox per home); null for seekers' own talks. */
    .addColumn('home_id', 'integer', (col) => col.references('homes.id').onDelete('set null'))
    /** Id of the newest message, 0 before the first: the list is ordered by it. */
    .addColumn('last_message_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('conversations_home_id_idx').on('conversations').column('home_id').execute();
  await db.schema.createIndex('conversations_kind_idx').on('conversations').columns(['kind', 'last_message_id']).execute();

  await db.schema
    .createTable('conversation_participants')
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** Newest message id this participant has read (0: none). */
    .addColumn('last_read_message_id', 'integer', (col) => col.notNull().defaultTo(0))
    /** Newest message id already announced to them by push or mail digest, so nothing is sent twice. */
    .addColumn('notified_message_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('conversation_participants_pk', ['conversation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('conversation_participants_user_idx').on('conversation_participants').column('user_id').execute();

  await withId(db, db.schema.createTable('messages'))
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    /** The sender's own id for the message, so a resend after a lost acknowledgement stores nothing twice. */
    .addColumn('client_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('messages_conversation_id_idx').on('messages').columns(['conversation_id', 'id']).execute();
  await db.schema.createIndex('messages_sender_client_idx').on('messages').columns(['sender_id', 'client_id']).unique().execute();

  await withId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['app_settings', 'push_subscriptions', 'messages', 'conversation_participants', 'conversations']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('users').dropColumn('staff_role').execute();
}
