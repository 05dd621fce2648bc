// Calls of the public advert: the advert itself, 'Contacter' and the visit request. Every failure
// is shown on the page or in the dialog, so only a 401 (session gone) still reaches the shell.
import { api, type ConversationSummary, type CreateVisitInput, type PublicAdvert, type StartConversationInput, type Visit } from '@coloc/shared';
import { call } from '@coloc/shared/call';
import { ADVERTS_ENDPOINTS } from '@coloc/contract/adverts/endpoints';

const INLINE_STATUSES: readonly number[] = [400, 403, 404, 409, 410, 413, 422, 429, 500, 502, 503, 504];
const inline = { context: { handledStatuses: INLINE_STATUSES } };

/** GET /api/adverts/{id}: published adverts for everyone; `preview` lets landlords and moderators see an unpublished one. */
export function fetchAdvert(homeId: number, { preview = false, signal }: { preview?: boolean; signal?: AbortSignal } = {}): Promise<PublicAdvert> {
  return call(ADVERTS_ENDPOINTS, 'adverts.get', { home_id: homeId, ...(preview ? { query: { preview: '1' } } : {}) }, { signal, ...inline });
}

/** POST /api/conversations: opens (or continues) the thread with the landlord about this home. */
export function startConversation(body: StartConversationInput): Promise<ConversationSummary> {
  return api.post('conversations', { json: body, ...inline }).json<ConversationSummary>();
}

/** 1 to 3 ISO-8601 instants with the Paris offset. */
export type VisitRequestInput = CreateVisitInput;

/** POST /api/visits (seekers only). */
export function requestVisit(body: VisitRequestInput): Promise<Visit> {
  return call('visits.request', { body }, inline);
}
