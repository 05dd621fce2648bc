// Calls of the parameters page. Refusals the form explains (wrong password, bad input, throttling)
// are shown inline; anything else reaches the global error modal.
import { FORM_STATUSES, type NotificationPreferences, type PasswordChange, call } from '@coloc/shared';
import { AUTH_ENDPOINTS } from '@coloc/contract/auth/endpoints';
import { USERS_ENDPOINTS } from '@coloc/contract/users/endpoints';

const inline = { context: { handledStatuses: FORM_STATUSES } };

export function fetchPreferences(userId: number): Promise<NotificationPreferences> {
  // The section shows its own retry: no modal on top of it.
  return call(USERS_ENDPOINTS, 'users.preferences', { id: userId }, { context: { silent: true } });
}

export function savePreferences(userId: number, preferences: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
  return call(USERS_ENDPOINTS, 'users.updatePreferences', { id: userId, body: preferences }, inline);
}

export async function changePassword(userId: number, change: PasswordChange): Promise<void> {
  await call(USERS_ENDPOINTS, 'users.changePassword', { id: userId, body: change }, inline);
}

export async function deleteAccount(userId: number, password: string): Promise<void> {
  await call(USERS_ENDPOINTS, 'users.deleteAccount', { id: userId, body: { password } }, inline);
}

/** Ends every session of the account, this one included (204). */
export async function signOutEverywhere(): Promise<void> {
  await call(AUTH_ENDPOINTS, 'auth.signoutAll');
}
