// Calls of the invitation screen. SPEC 8: owner invite errors go to the generic error handler, so
// the invitation, resend, removal and delegation calls let the API client show the server's text.
// Only the acceptance answers inline (e.g. signed in with another account than the invited one).
import { FORM_STATUSES, type AcceptResult, type DelegationInput, type InviteOwnerInput, type InviteOwnerResult, type OwnerInvitationPreview, call } from '@coloc/shared';
import { PROPERTIES_ENDPOINTS } from '@coloc/contract/properties/endpoints';

export type { DelegationInput } from '@coloc/shared';

export function inviteOwner(homeId: number, input: InviteOwnerInput): Promise<InviteOwnerResult> {
  return call(PROPERTIES_ENDPOINTS, 'properties.invite', { id: homeId, query: { force: true }, body: input });
}

export async function resendInvitation(homeId: number, invitationId: number): Promise<void> {
  await call(PROPERTIES_ENDPOINTS, 'properties.resendInvitation', { id: homeId, invitation_id: invitationId });
}

export async function removeLandlord(homeId: number, invitationId: number): Promise<void> {
  await call(PROPERTIES_ENDPOINTS, 'properties.removeLandlord', { id: homeId, invitation_id: invitationId });
}

export async function saveDelegation(homeId: number, input: DelegationInput): Promise<void> {
  await call(PROPERTIES_ENDPOINTS, 'properties.delegate', { id: homeId, body: input });
}

export function fetchInvitationPreview(token: string): Promise<OwnerInvitationPreview> {
  return call(PROPERTIES_ENDPOINTS, 'properties.invitation', { token }, { context: { silent: true } });
}

export function acceptInvitation(token: string): Promise<AcceptResult> {
  // 410: the link is older than 7 days.
  return call(PROPERTIES_ENDPOINTS, 'properties.acceptInvitation', { token }, { context: { handledStatuses: [...FORM_STATUSES, 410] } });
}
