// GET /api/referral/{code}/invitation: anonymous, so the server can read it for the page it renders.
import { api, type ReferralInvitation } from '@coloc/shared';

/** The page says an unknown code itself (a 404 page that still leads to sign-up): no error modal. */
const inline = { context: { silent: true } };

export function fetchInvitation(code: string, signal?: AbortSignal): Promise<ReferralInvitation> {
  return api.get(`referral/${encodeURIComponent(code)}/invitation`, { signal, ...inline }).json<ReferralInvitation>();
}
