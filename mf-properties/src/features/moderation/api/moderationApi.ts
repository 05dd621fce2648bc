// Calls of the moderation console. The queue loads silently (the page shows its retry); a decision
// refused by the server (already decided, reason out of bounds) is shown next to the advert.
import { api, type AccountFlag, type ModerationDecision, type ModerationQueue } from '@coloc/shared';
import { call } from '@coloc/shared/call';
import { MODERATION_ENDPOINTS } from '@coloc/contract/moderation/endpoints';

export type QueueStatus = 'pending' | 'refused' | 'accepted';

const inline = { context: { handledStatuses: [400, 404, 409] } };

export function fetchQueue(status: QueueStatus): Promise<ModerationQueue> {
  return call(MODERATION_ENDPOINTS, 'moderation.queue', { query: { status } }, { context: { silent: true } });
}

/** One owner identified to the marketing tool (GET /api/moderation/marketing-events). */
export interface MarketingEvent {
  id: number;
  user_id: number;
  event: string;
  provider: string;
  payload: { account_type?: string; first_login_at?: string };
  created_at: string;
}

export function fetchMarketingEvents(): Promise<MarketingEvent[]> {
  return api
    .get('moderation/marketing-events', { context: { silent: true } })
    .json<{ items: MarketingEvent[] }>()
    .then((answer) => answer.items);
}

export function approveAdvert(homeId: number): Promise<ModerationDecision> {
  return call(MODERATION_ENDPOINTS, 'moderation.approve', { id: homeId }, inline);
}

export function rejectAdvert(homeId: number, reason: string): Promise<ModerationDecision> {
  return call(MODERATION_ENDPOINTS, 'moderation.reject', { id: homeId, body: { reason } }, inline);
}

/** One account flagged by the anti-spam (GET /api/moderation/accounts). */
export type { AccountFlag } from '@coloc/shared';

export type AccountAction = 'clear' | 'disable';

export function fetchAccountFlags(): Promise<AccountFlag[]> {
  return call(MODERATION_ENDPOINTS, 'moderation.accounts', {}, { context: { silent: true } }).then((answer) => answer.items);
}

export function decideAccount(userId: number, action: AccountAction): Promise<{ message: string }> {
  return call(MODERATION_ENDPOINTS, action === 'clear' ? 'moderation.clearAccount' : 'moderation.disableAccount', { id: userId }, inline);
}
