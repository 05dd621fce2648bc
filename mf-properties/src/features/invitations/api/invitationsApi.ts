// Calls of the invitation screen. SPEC 8: owner invite errors go to the generic error handler, so
// the invitation, resend, removal and delegation calls let the API client show the server's text.
// Only the acceptance answers inline (e.g. signed in with another account than the invited one).
import {
  api,
  FORM_STATUSES,
  type HomeNotifications,
  type InviteOwnerInput,
  type InviteOwnerResult,
  type OwnerInvitationPreview,
} from '@coloc/shared';

export interface DelegationInput {
  notifications_advert: HomeNotifications;
  notifications_agenda: HomeNotifications;
}

export function inviteOwner(homeId: number, input: InviteOwnerInput): Promise<InviteOwnerResult> {
  return api.post(`homes/${homeId}/invite`, { searchParams: { force: 'true' }, json: input }).json<InviteOwnerResult>();
}

export async function resendInvitation(homeId: number, invitationId: number): Promise<void> {
  await api.post(`homes/${homeId}/landlords/${invitationId}/resend`);
}

export async function removeLandlord(homeId: number, invitationId: number): Promise<void> {
  await api.delete(`homes/${homeId}/landlords/${invitationId}`);
}

export async function saveDelegation(homeId: number, input: DelegationInput): Promise<void> {
  await api.put(`homes/${homeId}/delegation`, { json: input });
}

export function fetchInvitationPreview(token: string): Promise<OwnerInvitationPreview> {
  return api.get(`owner-invitations/${encodeURIComponent(token)}`, { context: { silent: true } }).json<OwnerInvitationPreview>();
}

export function acceptInvitation(token: string): Promise<{ home_id: number }> {
  // 410: the link is older than 7 days.
  return api.post(`owner-invitations/${encodeURIComponent(token)}/accept`, { context: { handledStatuses: [...FORM_STATUSES, 410] } }).json<{ home_id: number }>();
}
