// Calls of the moderation console. The queue loads silently (the page shows its retry); a decision
// refused by the server (already decided, reason out of bounds) is shown next to the advert.
import { type AccountFlag, type ModerationDecision, type ModerationQueue, type ModerationStatusValue, call } from '@coloc/shared';
import { MARKETING_ENDPOINTS } from '@coloc/contract/marketing/endpoints';
import type { MarketingEventObject } from '@coloc/contract/marketing/schemas';
import { MODERATION_ENDPOINTS } from '@coloc/contract/moderation/endpoints';

export type QueueStatus = ModerationStatusValue;

const inline = { context: { handledStatuses: [400, 404, 409] } };

export function fetchQueue(status: QueueStatus): Promise<ModerationQueue> {
  return call(MODERATION_ENDPOINTS, 'moderation.queue', { query: { status } }, { context: { silent: true } });
}

/** One owner identified to the marketing tool (GET /api/moderation/marketing-events). */
export type MarketingEvent = MarketingEventObject;

export function fetchMarketingEvents(): Promise<MarketingEvent[]> {
  return call(MARKETING_ENDPOINTS, 'marketing.events', {}, { context: { silent: true } }).then((answer) => answer.items);
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
