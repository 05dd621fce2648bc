// POST /api/conversations: opens (or continues) the conversation with a person with a first message.
// Every failure is shown in the dialog, so only a 401 (session gone) still reaches the shell.
import type { ConversationSummary, StartConversationInput } from '@coloc/shared';
import { call } from '@coloc/shared';
import { MESSAGING_ENDPOINTS } from '@coloc/contract/messaging/endpoints';

const INLINE_STATUSES: readonly number[] = [400, 403, 404, 409, 410, 413, 422, 429, 500, 502, 503, 504];
const inline = { context: { handledStatuses: INLINE_STATUSES } };

export function startConversation(body: StartConversationInput): Promise<ConversationSummary> {
  return call(MESSAGING_ENDPOINTS, 'messaging.startConversation', { body }, inline);
}
