// Calls of the moderation console. The queue loads silently (the page shows its retry); a decision
// refused by the server (already decided, reason out of bounds) is shown next to the advert.
import { api, type ModerationDecision, type ModerationQueue } from '@coloc/shared';

export type QueueStatus = 'pending' | 'refused' | 'accepted';

const inline = { context: { handledStatuses: [400, 404, 409] } };

export function fetchQueue(status: QueueStatus): Promise<ModerationQueue> {
  return api.get('moderation/homes', { searchParams: { status }, context: { silent: true } }).json<ModerationQueue>();
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
  return api.post(`moderation/homes/${homeId}/approve`, inline).json<ModerationDecision>();
}

export function rejectAdvert(homeId: number, reason: string): Promise<ModerationDecision> {
  return api.post(`moderation/homes/${homeId}/reject`, { json: { reason }, ...inline }).json<ModerationDecision>();
}
