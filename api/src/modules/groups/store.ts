/*
 * Seekers looking together. A seeker is in one group at a time (as a member); invitations wait in
 * the same table with status 'invited' until accepted or declined. A group whose last member
 * leaves is deleted with its pending invitations.
 */
import type { Db } from '../../db';
import { nowIso, toCount } from '../../db';
import { imageUrl } from '../images';
import { nameInitial } from '../matching';

export { GROUP_MAX_MEMBERS } from '@coloc/contract/groups/limits';

export interface GroupMemberView {
  user_id: number;
  first_name: string;
  name_initial: string;
  avatar_url: string | null;
  avatar_color: string | null;
  status: 'member' | 'invited';
}

export interface GroupView {
  id: number;
  name: string;
  created_by: number | null;
  members: GroupMemberView[];
}

/** The group the user is a member of, if any. */
export async function groupIdOf(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('seeker_group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'member')
    .executeTakeFirst();
  return row?.group_id ?? null;
}

export async function membershipOf(db: Db, groupId: number, userId: number): Promise<'member' | 'invited' | null> {
  const row = await db
    .selectFrom('seeker_group_members')
    .select('status')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.status ?? null;
}

export async function loadGroup(db: Db, groupId: number): Promise<GroupView | null> {
  const group = await db.selectFrom('seeker_groups').selectAll().where('id', '=', groupId).executeTakeFirst();
  if (!group) return null;
  const rows = await db
    .selectFrom('seeker_group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('images as i', 'i.id', 'u.avatar_image_id')
    .select(['u.id', 'u.first_name', 'u.name', 'u.avatar_approved', 'u.avatar_color', 'i.public_id as avatar_public_id', 'm.status', 'm.created_at'])
    .where('m.group_id', '=', groupId)
    .orderBy('m.status', 'desc') // 'member' before 'invited'
    .orderBy('m.created_at')
    .orderBy('u.id')
    .execute();
  return {
    id: group.id,
    name: group.name,
    created_by: group.created_by,
    members: rows.map((row) => ({
      user_id: row.id,
      first_name: row.first_name,
      name_initial: nameInitial(row.name),
      avatar_url: row.avatar_public_id !== null && row.avatar_approved === 1 ? imageUrl(row.avatar_public_id, 256, 256) : null,
      avatar_color: row.avatar_color,
      status: row.status,
    })),
  };
}

export async function createGroup(db: Db, userId: number, name: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const inserted = await trx.insertInto('seeker_groups').values({ name, created_by: userId, created_at: now }).returning('id').executeTakeFirstOrThrow();
    // Joining a group answers every other pending invitation.
    await trx.deleteFrom('seeker_group_members').where('user_id', '=', userId).where('status', '=', 'invited').execute();
    await trx
      .insertInto('seeker_group_members')
      .values({ group_id: inserted.id, user_id: userId, status: 'member', invited_by: null, created_at: now, joined_at: now })
      .execute();
    return inserted.id;
  });
}

export async function seatsTaken(db: Db, groupId: number): Promise<number> {
  const row = await db
    .selectFrom('seeker_group_members')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return toCount(row.count);
}

export async function invite(db: Db, groupId: number, userId: number, invitedBy: number): Promise<void> {
  await db
    .insertInto('seeker_group_members')
    .values({ group_id: groupId, user_id: userId, status: 'invited', invited_by: invitedBy, created_at: nowIso(), joined_at: null })
    .execute();
}

export async function accept(db: Db, groupId: number, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('seeker_group_members').where('user_id', '=', userId).where('group_id', '!=', groupId).where('status', '=', 'invited').execute();
    await trx
      .updateTable('seeker_group_members')
      .set({ status: 'member', joined_at: nowIso() })
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .execute();
  });
}

/** Removes a member or an invitation; the group goes with its last member. */
export async function removeFromGroup(db: Db, groupId: number, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('seeker_group_members').where('group_id', '=', groupId).where('user_id', '=', userId).execute();
    const left = await trx
      .selectFrom('seeker_group_members')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('group_id', '=', groupId)
      .where('status', '=', 'member')
      .executeTakeFirstOrThrow();
    if (toCount(left.count) === 0) await trx.deleteFrom('seeker_groups').where('id', '=', groupId).execute();
  });
}

export interface InvitationView {
  group_id: number;
  group_name: string;
  invited_by: { first_name: string; name_initial: string } | null;
  created_at: string;
}

export async function invitationsOf(db: Db, userId: number): Promise<InvitationView[]> {
  const rows = await db
    .selectFrom('seeker_group_members as m')
    .innerJoin('seeker_groups as g', 'g.id', 'm.group_id')
    .leftJoin('users as u', 'u.id', 'm.invited_by')
    .select(['g.id', 'g.name', 'u.first_name', 'u.name as inviter_name', 'm.created_at'])
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'invited')
    .orderBy('m.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    group_id: row.id,
    group_name: row.name,
    invited_by: row.first_name ? { first_name: row.first_name, name_initial: nameInitial(row.inviter_name ?? '') } : null,
    created_at: row.created_at,
  }));
}

/** Who among the members liked each person and home (a seeker's own likes). */
export async function memberLikes(db: Db, memberIds: readonly number[]): Promise<{ users: Map<number, number[]>; homes: Map<number, number[]> }> {
  const users = new Map<number, number[]>();
  const homes = new Map<number, number[]>();
  if (memberIds.length === 0) return { users, homes };
  const rows = await db
    .selectFrom('accordances')
    .select(['user_id', 'target_user_id', 'target_home_id'])
    .where('user_id', 'in', [...memberIds])
    .where('home_id', 'is', null)
    .where('type', '=', 'like')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const add = (map: Map<number, number[]>, key: number, who: number) => {
    const list = map.get(key) ?? [];
    if (!list.includes(who)) list.push(who);
    map.set(key, list);
  };
  for (const row of rows) {
    if (row.target_user_id !== null) add(users, row.target_user_id, row.user_id);
    if (row.target_home_id !== null) add(homes, row.target_home_id, row.user_id);
  }
  return { users, homes };
}

export async function renameGroup(db: Db, groupId: number, name: string): Promise<void> {
  await db.updateTable('seeker_groups').set({ name }).where('id', '=', groupId).execute();
}

/** The account an invitation by e-mail names (addresses are stored in lower case). */
export async function accountByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'email', 'first_name', 'name', 'type']).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** Of these people and homes, those every list may show: profiles registered to the end, published homes. */
export async function shownTargets(db: Db, userIds: readonly number[], homeIds: readonly number[]): Promise<{ users: Set<number>; homes: Set<number> }> {
  const [people, homes] = await Promise.all([
    userIds.length === 0 ? [] : db.selectFrom('users').select('id').where('id', 'in', [...userIds]).where('registration_step', '=', 100).execute(),
    homeIds.length === 0 ? [] : db.selectFrom('homes').select('id').where('id', 'in', [...homeIds]).where('published', '=', 1).execute(),
  ]);
  return { users: new Set(people.map((row) => row.id)), homes: new Set(homes.map((row) => row.id)) };
}
