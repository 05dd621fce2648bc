// Read by matching for every page of cards, so it depends on nothing but the database.
import type { Db } from '../../db';

/** Group ids of these people, for the ones in a group of at least two members (cards say "Cherche en groupe"). */
export async function groupsOfPeople(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('seeker_group_members as m')
    .select(['m.user_id', 'm.group_id'])
    .where('m.user_id', 'in', [...userIds])
    .where('m.status', '=', 'member')
    .where((eb) =>
      eb(
        'm.group_id',
        'in',
        eb
          .selectFrom('seeker_group_members as g')
          .select('g.group_id')
          .where('g.status', '=', 'member')
          .groupBy('g.group_id')
          .having((h) => h.fn.countAll(), '>=', 2),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.group_id]));
}
