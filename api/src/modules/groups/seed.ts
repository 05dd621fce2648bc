import { nowIso, type Db } from '../../db';

const SEEKER = 'coloc@demo.toitpartage.fr';
const GROUP_NAME = 'Les Lyonnais de la Croix-Rousse';

/**
 * A demo group: two seeded seekers looking in Lyon, who liked a few Lyon homes, and an invitation
 * waiting for the demo seeker — so the favourites page shows the whole feature. Runs once.
 */
export async function seedDemoGroup(db: Db, now: Date = new Date()): Promise<{ groups: number }> {
  if (await db.selectFrom('seeker_groups').select('id').limit(1).executeTakeFirst()) return { groups: 0 };
  const seeker = await db.selectFrom('users').select('id').where('email', '=', SEEKER).executeTakeFirst();
  const members = await db
    .selectFrom('users as u')
    .innerJoin('searches as s', (join) => join.onRef('s.id', '=', 'u.search_id'))
    .select('u.id')
    .where('u.email', 'like', '%@seekers.demo.toitpartage.fr')
    .where('u.registration_step', '=', 100)
    .where('s.city_searches', 'like', '%"name":"Lyon"%')
    .orderBy('u.id')
    .limit(2)
    .execute();
  if (!seeker || members.length < 2) return { groups: 0 };
  const homes = await db.selectFrom('homes').select('id').where('published', '=', 1).where('postal_code', 'like', '69%').orderBy('id').limit(3).execute();

  const at = nowIso(now);
  const [first, second] = [members[0]!.id, members[1]!.id];
  const group = await db.insertInto('seeker_groups').values({ name: GROUP_NAME, created_by: first, created_at: at }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('seeker_group_members')
    .values([
      { group_id: group.id, user_id: first, status: 'member', invited_by: null, created_at: at, joined_at: at },
      { group_id: group.id, user_id: second, status: 'member', invited_by: first, created_at: at, joined_at: at },
      { group_id: group.id, user_id: seeker.id, status: 'invited', invited_by: first, created_at: at, joined_at: null },
    ])
    .execute();
  const likes = homes.flatMap((home, index) => (index === 0 ? [first, second] : [index % 2 === 0 ? first : second]).map((userId) => ({ userId, homeId: home.id })));
  if (likes.length > 0) {
    // A member may already like one of these homes from elsewhere in the seed; the unique index would refuse it.
    const existing = await db
      .selectFrom('accordances')
      .select(['user_id', 'target_home_id'])
      .where('user_id', 'in', [first, second])
      .where('target_home_id', 'is not', null)
      .execute();
    const taken = new Set(existing.map((row) => `${row.user_id}:${row.target_home_id}`));
    const rows = likes
      .filter((like) => !taken.has(`${like.userId}:${like.homeId}`))
      .map((like) => ({ user_id: like.userId, home_id: null, target_user_id: null, target_group_id: null, target_home_id: like.homeId, type: 'like' as const, created_at: at }));
    if (rows.length > 0) await db.insertInto('accordances').values(rows).execute();
  }
  return { groups: 1 };
}
