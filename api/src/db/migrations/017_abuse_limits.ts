import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Abuse resistance (issue 17): who started a direct conversation, so that new conversations can
 * be counted per account and day; the sender's recent messages found by index, for the
 * per-minute limit; and account flags that the moderators see (many conversations opened with the
 * same text).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Null for threads opened before this migration and for support threads.
  await db.schema
    .alterTable('conversations')
    .addColumn('started_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('conversations_started_by_idx').on('conversations').columns(['started_by', 'created_at']).execute();
  await db.schema.createIndex('messages_sender_created_idx').on('messages').columns(['sender_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('account_flags'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** 'same_text_conversations'. */
    .addColumn('kind', 'text', (col) => col.notNull())
    /** French, for the moderator: what was seen. */
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // One flag per account and kind: seen again, it is brought up to date rather than repeated.
  await db.schema.createIndex('account_flags_user_kind_idx').on('account_flags').columns(['user_id', 'kind']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_flags').ifExists().execute();
  await db.schema.dropIndex('messages_sender_created_idx').ifExists().execute();
  await db.schema.dropIndex('conversations_started_by_idx').ifExists().execute();
  await db.schema.alterTable('conversations').dropColumn('started_by').execute();
}
