// Groups of seekers: every call answers its 4xx inline (forms and the panel show the French error).
import type { GroupFavorites, MyGroups, SeekerGroup } from '@coloc/shared';
import { call } from '@coloc/shared';
import { GROUPS_ENDPOINTS } from '@coloc/contract/groups/endpoints';

const INLINE_STATUSES: readonly number[] = [400, 403, 404, 409, 422, 429, 500, 502, 503, 504];
const inline = { context: { handledStatuses: INLINE_STATUSES } };

export function fetchMyGroups(signal?: AbortSignal): Promise<MyGroups> {
  return call(GROUPS_ENDPOINTS, 'groups.mine', {}, { signal, ...inline });
}

export function createGroup(name: string): Promise<SeekerGroup> {
  return call(GROUPS_ENDPOINTS, 'groups.create', { body: { name } }, inline);
}

export function inviteToGroup(groupId: number, email: string): Promise<SeekerGroup> {
  return call(GROUPS_ENDPOINTS, 'groups.invite', { id: groupId, body: { email } }, inline);
}

export function acceptInvitation(groupId: number): Promise<SeekerGroup> {
  return call(GROUPS_ENDPOINTS, 'groups.accept', { id: groupId }, inline);
}

export async function declineInvitation(groupId: number): Promise<void> {
  await call(GROUPS_ENDPOINTS, 'groups.decline', { id: groupId }, inline);
}

/** Leaving (own id), cancelling an invitation, or the creator removing a member. */
export async function removeFromGroup(groupId: number, userId: number): Promise<void> {
  await call(GROUPS_ENDPOINTS, 'groups.removeMember', { id: groupId, user_id: userId }, inline);
}

export function fetchGroupFavorites(groupId: number, signal?: AbortSignal): Promise<GroupFavorites> {
  return call(GROUPS_ENDPOINTS, 'groups.favorites', { id: groupId }, { signal, ...inline });
}
