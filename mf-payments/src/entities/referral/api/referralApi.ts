import type { ReferralInfo } from '@coloc/shared';
import { call } from '@coloc/shared/call';

export function fetchReferral(): Promise<ReferralInfo> {
  return call('payments.referral', {}, { context: { silent: true } });
}
