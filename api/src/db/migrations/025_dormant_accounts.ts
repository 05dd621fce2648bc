import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../index';

/*
 * The privacy policy's retention promises (« suppression après trois ans sans connexion (vous
 * êtes prévenu un mois avant) », newsletter « trois ans après votre dernier contact »):
 * - users.last_seen_at: when the person last signed in or used a session (at most one write a
 *   day). Until now only sessions knew, and expired sessions are purged, so nothing older than a
 *   month was known. Existing accounts get the migration's time: we cannot prove they were away
 *   longer, and a wrong deletion cannot be undone.
 * - users.dormancy_warned_at: when the one warning mail before deletion was sent (null: none
 *   since the last visit).
 * - newsletter_subscriptions.last_contact_at: when the address last asked to subscribe again
 *   (null: never since created_at).
 *
 * Recording a visit is not a change matching cares about, so from here on the match_changes
 * trigger of migration 004 fires on an update of users only when a column the match index or the
 * alerts read (MATCHED_USER_COLUMNS) is set. Otherwise every sign-in, and the back-fill below,
 * would make every instance reload the person, and the alerts would take a seeker they had never
 * signed before (one older than the alerts) for a new one and tell the landlords about them.
 * That is done before the back-fill, which must log nothing.
 */

/** The columns of users read by the match index (peopleQuery) and the alerts (seekerSignatures). */
const MATCHED_USER_COLUMNS = ['type', 'registration_step', 'search_id', 'created_at'];
const LOG_USER = `insert into match_changes (user_id, home_id, changed_at) values (new.id, null, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));`;

/** The update trigger on users, fired by `of` those columns only, or (down) by any update. */
async function watchUserUpdates(db: Kysely<any>, of: readonly string[] | null): Promise<void> {
  const columns = of ? ` of ${of.join(', ')}` : '';
  if (dialectOf(db) === 'postgres') {
    // The function written by migration 004 stays; only what fires it changes.
    await sql.raw('drop trigger if exists match_changes_users on users').execute(db);
    await sql
      .raw(`create trigger match_changes_users after insert or delete or update${columns} on users for each row execute function match_changes_users()`)
      .execute(db);
    return;
  }
  await sql.raw('drop trigger if exists match_changes_users_update').execute(db);
  await sql.raw(`create trigger match_changes_users_update after update${columns} on users begin ${LOG_USER} end`).execute(db);
}
export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  await db.schema.alterTable('users').addColumn('last_seen_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('dormancy_warned_at', 'text').execute();
  await watchUserUpdates(db, MATCHED_USER_COLUMNS);
  await db.updateTable('users').set({ last_seen_at: now }).execute();
  await db.schema.createIndex('users_last_seen_at_idx').on('users').column('last_seen_at').execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('last_contact_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('newsletter_subscriptions').dropColumn('last_contact_at').execute();
  await db.schema.dropIndex('users_last_seen_at_idx').ifExists().execute();
  await watchUserUpdates(db, null);
  await db.schema.alterTable('users').dropColumn('dormancy_warned_at').execute();
  await db.schema.alterTable('users').dropColumn('last_seen_at').execute();
}
