// Calls of the public advert page ('Contacter' and the visit request are the widgets of
// mf-messaging and mf-matching). Every failure is shown on the page, so only a 401 (session gone)
// still reaches the shell.
import type { PublicAdvert } from '@coloc/shared';
import { call } from '@coloc/shared';
import { ADVERTS_ENDPOINTS } from '@coloc/contract/adverts/endpoints';

const INLINE_STATUSES: readonly number[] = [400, 403, 404, 409, 410, 413, 422, 429, 500, 502, 503, 504];
const inline = { context: { handledStatuses: INLINE_STATUSES } };

/** GET /api/adverts/{id}: published adverts for everyone; `preview` lets landlords and moderators see an unpublished one. */
export function fetchAdvert(homeId: number, { preview = false, signal }: { preview?: boolean; signal?: AbortSignal } = {}): Promise<PublicAdvert> {
  return call(ADVERTS_ENDPOINTS, 'adverts.get', { home_id: homeId, ...(preview ? { query: { preview: '1' } } : {}) }, { signal, ...inline });
}
