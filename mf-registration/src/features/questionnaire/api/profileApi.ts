import type { PublicProfile } from '@coloc/shared';
import { call } from '@coloc/shared';
import { USERS_ENDPOINTS } from '@coloc/contract/users/endpoints';

/** GET /api/users/{id}/profile. Silent: the page shows its own not-found and error states. */
export function fetchPublicProfile(userId: number, signal?: AbortSignal): Promise<PublicProfile> {
  return call(USERS_ENDPOINTS, 'users.publicProfile', { id: userId }, { signal, context: { silent: true } });
}
