// SPEC 7: the unread counters. Coloc users count their own messages; owners and professionals
// count one home's inbox (the `home_id` query's, else the default home).
import { api } from '@coloc/shared';

export type UnreadSource = { kind: 'user' } | { kind: 'home'; homeId: number | 'default' };

interface UnreadAnswer {
  unreaded: number;
}

export async function fetchUnreadCount(source: UnreadSource, signal?: AbortSignal): Promise<number> {
  const path = source.kind === 'user' ? 'messages/count' : `messages-for-homes/${source.homeId}/count`;
  // A badge that cannot refresh keeps its last value: no error modal for it.
  const answer = await api.get(path, { signal, context: { silent: true } }).json<UnreadAnswer>();
  return Math.max(0, Math.floor(Number(answer.unreaded) || 0));
}
