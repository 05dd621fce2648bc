// SPEC 7: the unread counters. Coloc users count their own messages; owners and professionals
// count one home's inbox (the `home_id` query's, else the default home).
import { call } from '@coloc/shared';
import { MESSAGING_ENDPOINTS } from '@coloc/contract/messaging/endpoints';

export type UnreadSource = { kind: 'user' } | { kind: 'home'; homeId: number | 'default' };

export async function fetchUnreadCount(source: UnreadSource, signal?: AbortSignal): Promise<number> {
  // A badge that cannot refresh keeps its last value: no error modal for it.
  const quiet = { signal, context: { silent: true } };
  const answer = source.kind === 'user' ? await call(MESSAGING_ENDPOINTS, 'messaging.unreadCount', {}, quiet) : await call(MESSAGING_ENDPOINTS, 'messaging.homeUnreadCount', { home_id: source.homeId }, quiet);
  return Math.max(0, Math.floor(Number(answer.unreaded) || 0));
}
