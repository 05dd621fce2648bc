// What the accordance routes look up before a choice is stored (the choices themselves are the
// matching module's accordances store, which the cards read).
import type { Db } from '../../db';
import type { HomeRow } from '../../db/types';

export async function groupExists(db: Db, groupId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('seeker_groups').select('id').where('id', '=', groupId).executeTakeFirst();
}

export async function findHome(db: Db, homeId: number): Promise<HomeRow | undefined> {
  return db.selectFrom('homes').selectAll().where('id', '=', homeId).executeTakeFirst();
}

export async function findPerson(db: Db, userId: number): Promise<{ id: number; type: number } | undefined> {
  return db.selectFrom('users').select(['id', 'type']).where('id', '=', userId).executeTakeFirst();
}
