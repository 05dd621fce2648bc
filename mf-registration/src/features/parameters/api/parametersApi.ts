// Calls of the parameters page. Refusals the form explains (wrong password, bad input, throttling)
// are shown inline; anything else reaches the global error modal.
import { api, FORM_STATUSES, type NotificationPreferences, type PasswordChange } from '@coloc/shared';

const inline = { context: { handledStatuses: FORM_STATUSES } };

export function fetchPreferences(userId: number): Promise<NotificationPreferences> {
  // The section shows its own retry: no modal on top of it.
  return api.get(`users/${userId}/preferences`, { context: { silent: true } }).json<NotificationPreferences>();
}

export function savePreferences(userId: number, preferences: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
  return api.put(`users/${userId}/preferences`, { json: preferences, ...inline }).json<NotificationPreferences>();
}

export async function changePassword(userId: number, change: PasswordChange): Promise<void> {
  await api.put(`users/${userId}/password`, { json: change, ...inline });
}

export async function deleteAccount(userId: number, password: string): Promise<void> {
  await api.delete(`users/${userId}`, { json: { password }, ...inline });
}

/** Ends every session of the account, this one included (204). */
export async function signOutEverywhere(): Promise<void> {
  await api.post('auth/signout-all');
}
