// POST /api/visits: the seeker's request, one to three slots (ISO instants with the Paris offset).
// Every failure is shown in the dialog, so only a 401 (session gone) still reaches the shell.
import type { CreateVisitInput, Visit } from '@coloc/shared';
import { call } from '@coloc/shared';
import { VISITS_ENDPOINTS } from '@coloc/contract/visits/endpoints';

const INLINE_STATUSES: readonly number[] = [400, 403, 404, 409, 410, 413, 422, 429, 500, 502, 503, 504];
const inline = { context: { handledStatuses: INLINE_STATUSES } };

/** 1 to 3 ISO-8601 instants with the Paris offset, and an optional message. */
export type VisitRequestInput = CreateVisitInput;

export function requestVisit(body: VisitRequestInput): Promise<Visit> {
  return call(VISITS_ENDPOINTS, 'visits.request', { body }, inline);
}
