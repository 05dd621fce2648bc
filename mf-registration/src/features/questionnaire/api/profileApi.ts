import type { PublicProfile } from '@coloc/shared';
import { call } from '@coloc/shared/call';

/** GET /api/users/{id}/profile. Silent: the page shows its own not-found and error states. */
export function fetchPublicProfile(userId: number, signal?: AbortSignal): Promise<PublicProfile> {
  return call('users.publicProfile', { id: userId }, { signal, context: { silent: true } });
}
