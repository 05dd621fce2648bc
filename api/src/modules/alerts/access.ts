import type { Db } from '../../db';
import type { HomeRow, UserRow } from '../../db/types';
import { homeAccess, homeForEditing } from '../homes';

/**
 * The home whose alert setting the caller reads or changes: the landlords who receive its alerts
 * (owners, agents, and a manager holding the agenda, SPEC 6); 404 / 403 otherwise.
 */
export async function homeForAlerts(db: Db, user: Pick<UserRow, 'id' | 'type'>, homeId: number): Promise<HomeRow> {
  return homeForEditing(db, user, String(homeId), 'error', 'agenda');
}

/** Who hears about seekers for this home: its landlords with agenda access (the creator and accepted invitees). */
export async function homeRecipients(db: Db, home: HomeRow): Promise<number[]> {
  const invited = await db
    .selectFrom('home_landlords')
    .select('user_id')
    .where('home_id', '=', home.id)
    .where('status', '=', 'accepted')
    .execute();
  const ids = [...new Set([home.user_id, ...invited.map((row) => row.user_id)])];
  const users = await db.selectFrom('users').select(['id', 'type']).where('id', 'in', ids).execute();
  const recipients: number[] = [];
  for (const user of users) if ((await homeAccess(db, user, home)).agenda) recipients.push(user.id);
  return recipients;
}
