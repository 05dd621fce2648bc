import type { Kysely } from 'kysely';

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
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  await db.schema.alterTable('users').addColumn('last_seen_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('dormancy_warned_at', 'text').execute();
  await db.updateTable('users').set({ last_seen_at: now }).execute();
  await db.schema.createIndex('users_last_seen_at_idx').on('users').column('last_seen_at').execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('last_contact_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('newsletter_subscriptions').dropColumn('last_contact_at').execute();
  await db.schema.dropIndex('users_last_seen_at_idx').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('dormancy_warned_at').execute();
  await db.schema.alterTable('users').dropColumn('last_seen_at').execute();
}
