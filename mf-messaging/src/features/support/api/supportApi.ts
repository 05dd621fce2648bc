// The caller's own thread with the support team (created on first use).
import type { SupportConversation } from '@coloc/shared';
import { call } from '@coloc/shared';
import { MESSAGING_ENDPOINTS } from '@coloc/contract/messaging/endpoints';

const INLINE_STATUSES: readonly number[] = [400, 403, 404, 409, 429, 500, 502, 503, 504];

export function fetchSupportConversation(signal?: AbortSignal): Promise<SupportConversation> {
  return call(MESSAGING_ENDPOINTS, 'messaging.supportConversation', {}, { signal, context: { handledStatuses: INLINE_STATUSES } });
}
