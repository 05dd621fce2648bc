// Groups of seekers: every call answers its 4xx inline (forms and the panel show the French error).
import { api, type GroupFavorites, type MyGroups, type SeekerGroup } from '@coloc/shared';

const INLINE_STATUSES: readonly number[] = [400, 403, 404, 409, 422, 429, 500, 502, 503, 504];
const inline = { context: { handledStatuses: INLINE_STATUSES } };

export function fetchMyGroups(signal?: AbortSignal): Promise<MyGroups> {
  return api.get('groups/mine', { signal, ...inline }).json<MyGroups>();
}

export function createGroup(name: string): Promise<SeekerGroup> {
  return api.post('groups', { json: { name }, ...inline }).json<SeekerGroup>();
}

export function inviteToGroup(groupId: number, email: string): Promise<SeekerGroup> {
  return api.post(`groups/${groupId}/invitations`, { json: { email }, ...inline }).json<SeekerGroup>();
}

export function acceptInvitation(groupId: number): Promise<SeekerGroup> {
  return api.post(`groups/${groupId}/accept`, inline).json<SeekerGroup>();
}

export async function declineInvitation(groupId: number): Promise<void> {
  await api.post(`groups/${groupId}/decline`, inline);
}

/** Leaving (own id), cancelling an invitation, or the creator removing a member. */
export async function removeFromGroup(groupId: number, userId: number): Promise<void> {
  await api.delete(`groups/${groupId}/members/${userId}`, inline);
}

export function fetchGroupFavorites(groupId: number, signal?: AbortSignal): Promise<GroupFavorites> {
  return api.get(`groups/${groupId}/favorites`, { signal, ...inline }).json<GroupFavorites>();
}
