// GET /api/referral/{code}/invitation: anonymous, so the server can read it for the page it renders.
import type { ReferralInvitation } from '@coloc/shared';
import { call } from '@coloc/shared';
import { PAYMENTS_ENDPOINTS } from '@coloc/contract/payments/endpoints';

/** The page says an unknown code itself (a 404 page that still leads to sign-up): no error modal. */
const inline = { context: { silent: true } };

export function fetchInvitation(code: string, signal?: AbortSignal): Promise<ReferralInvitation> {
  return call(PAYMENTS_ENDPOINTS, 'payments.referralInvitation', { code }, { signal, ...inline });
}
