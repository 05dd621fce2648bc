import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Seekers looking for a home together (issue 4): a group, its members and pending invitations.
 * A seeker belongs to one group at a time; the group's favourites are its members' likes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('seeker_groups'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('seeker_group_members')
    .addColumn('group_id', 'integer', (col) => col.notNull().references('seeker_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** 'invited' until the person accepts, then 'member'. */
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('invited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('joined_at', 'text')
    .addPrimaryKeyConstraint('seeker_group_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('seeker_group_members_user_idx').on('seeker_group_members').columns(['user_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seeker_group_members').ifExists().execute();
  await db.schema.dropTable('seeker_groups').ifExists().execute();
}
