import { api, type ReferralInfo } from '@coloc/shared';

export function fetchReferral(): Promise<ReferralInfo> {
  return api.get('referral', { context: { silent: true } }).json<ReferralInfo>();
}
