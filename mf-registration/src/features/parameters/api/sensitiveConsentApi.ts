import { api, type ProfileData } from '@coloc/shared';

const inline = { context: { handledStatuses: [400, 403, 404, 422, 429, 500, 502, 503, 504] } };

/** Gives or withdraws the consent to religion and diet being used in matching (PUT /api/profiles/{id}). */
export function saveSensitiveConsent(profileId: number, consent: boolean): Promise<ProfileData> {
  return api.put(`profiles/${profileId}`, { json: { sensitive_consent: consent }, ...inline }).json<ProfileData>();
}
