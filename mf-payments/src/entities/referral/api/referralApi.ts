import type { ReferralInfo } from '@coloc/shared';
import { call } from '@coloc/shared';
import { PAYMENTS_ENDPOINTS } from '@coloc/contract/payments/endpoints';

export function fetchReferral(): Promise<ReferralInfo> {
  return call(PAYMENTS_ENDPOINTS, 'payments.referral', {}, { context: { silent: true } });
}
