import type { Db } from '../../../db';
import type { HomeRow, RoomRow } from '../../../db/types';

/*
 * The homes, rooms and co-landlords rentals reads (the homes module owns them; these are the
 * plain reads this module needs, `db` first).
 */

export function homeById(db: Db, id: number): Promise<HomeRow | undefined> {
  return db.selectFrom('homes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A home some row points to, which the foreign key guarantees. */
export function homeOf(db: Db, id: number): Promise<HomeRow> {
  return db.selectFrom('homes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The home's rooms, in their order. */
export function roomsOfHome(db: Db, homeId: number): Promise<RoomRow[]> {
  return db.selectFrom('rooms').selectAll().where('home_id', '=', homeId).orderBy('number').execute();
}

/** Whether the room exists and belongs to the home. */
export async function roomInHome(db: Db, homeId: number, roomId: number): Promise<boolean> {
  const room = await db.selectFrom('rooms').select('id').where('id', '=', roomId).where('home_id', '=', homeId).executeTakeFirst();
  return room !== undefined;
}

/** Ids of the home's accepted co-landlords (the creator is `homes.user_id`). */
export async function acceptedCoLandlordIds(db: Db, homeId: number): Promise<number[]> {
  const joined = await db.selectFrom('home_landlords').select('user_id').where('home_id', '=', homeId).where('status', '=', 'accepted').execute();
  return joined.map((row) => row.user_id).filter((id): id is number => id !== null);
}

export interface LandlordNameRow {
  id: number;
  first_name: string;
  name: string;
  business_name: string | null;
}

/** The accepted co-landlords' names, in the order they joined. */
export function coLandlordNames(db: Db, homeId: number): Promise<LandlordNameRow[]> {
  return db
    .selectFrom('home_landlords')
    .innerJoin('users', 'users.id', 'home_landlords.user_id')
    .select(['users.id', 'users.first_name', 'users.name', 'users.business_name'])
    .where('home_landlords.home_id', '=', homeId)
    .where('home_landlords.status', '=', 'accepted')
    .orderBy('home_landlords.accepted_at')
    .execute();
}
