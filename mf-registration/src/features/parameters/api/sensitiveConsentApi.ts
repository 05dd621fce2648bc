import type { ProfileData } from '@coloc/shared';
import { call } from '@coloc/shared';
import { PROFILES_ENDPOINTS } from '@coloc/contract/profiles/endpoints';

const inline = { context: { handledStatuses: [400, 403, 404, 422, 429, 500, 502, 503, 504] } };

/** Gives or withdraws the consent to religion and diet being used in matching (PUT /api/profiles/{id}). */
export function saveSensitiveConsent(profileId: number, consent: boolean): Promise<ProfileData> {
  return call(PROFILES_ENDPOINTS, 'profiles.update', { id: profileId, body: { sensitive_consent: consent } }, inline);
}
