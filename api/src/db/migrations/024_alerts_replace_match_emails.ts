import type { Kysely } from 'kysely';

/*
 * The « Alertes » settings replace the old e-mail preference « Quand de nouveaux profils ou
 * logements me correspondent » (users.email_matches), whose switch leaves the notification
 * settings. Whoever had turned it off keeps no match e-mail: their own alert setting, and each
 * of their homes' (as creator or accepted co-landlord), get e-mails « jamais » unless they
 * already chose otherwise in « Alertes ». Push and thresholds keep their defaults.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  const optedOut = (await db.selectFrom('users').select('id').where('email_matches', '=', 0).execute()).map((row) => Number(row.id));
  for (let i = 0; i < optedOut.length; i += 200) {
    const chunk = optedOut.slice(i, i + 200);
    await db
      .insertInto('alert_settings')
      .values(chunk.map((userId) => ({ user_id: userId, email_frequency: 'never', updated_at: now })))
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const created = await db.selectFrom('homes').select(['id as home_id', 'user_id']).where('user_id', 'in', chunk).execute();
    const invited = await db.selectFrom('home_landlords').select(['home_id', 'user_id']).where('user_id', 'in', chunk).where('status', '=', 'accepted').execute();
    const pairs = [...created, ...invited].map((row) => ({ home_id: Number(row.home_id), user_id: Number(row.user_id), email_frequency: 'never', updated_at: now }));
    for (let j = 0; j < pairs.length; j += 200) {
      await db
        .insertInto('alert_home_settings')
        .values(pairs.slice(j, j + 200))
        .onConflict((oc) => oc.columns(['home_id', 'user_id']).doNothing())
        .execute();
    }
  }
}

/** Nothing to undo: the rows are ordinary alert settings. */
export async function down(): Promise<void> {}
