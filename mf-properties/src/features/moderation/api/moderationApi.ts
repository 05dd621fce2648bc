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

/** One account flagged by the anti-spam (GET /api/moderation/accounts). */
export interface AccountFlag {
  user_id: number;
  first_name: string;
  name: string;
  email: string;
  kind: 'same_text_conversations';
  message: string;
  created_at: string;
  updated_at: string;
  disabled: boolean;
}

export type AccountAction = 'clear' | 'disable';

export function fetchAccountFlags(): Promise<AccountFlag[]> {
  return api
    .get('moderation/accounts', { context: { silent: true } })
    .json<{ items: AccountFlag[] }>()
    .then((answer) => answer.items);
}

export function decideAccount(userId: number, action: AccountAction): Promise<{ message: string }> {
  return api.post(`moderation/accounts/${userId}/${action}`, inline).json<{ message: string }>();
}
