import { api, type PublicProfile } from '@coloc/shared';

/** GET /api/users/{id}/profile. Silent: the page shows its own not-found and error states. */
export function fetchPublicProfile(userId: number, signal?: AbortSignal): Promise<PublicProfile> {
  return api.get(`users/${userId}/profile`, { signal, context: { silent: true } }).json<PublicProfile>();
}
