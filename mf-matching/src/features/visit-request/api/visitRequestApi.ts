// POST /api/visits: the seeker's request, one to three slots (ISO instants with the Paris offset).
// Every failure is shown in the dialog, so only a 401 (session gone) still reaches the shell.
import { api, type Visit } from '@coloc/shared';

const INLINE_STATUSES: readonly number[] = [400, 403, 404, 409, 410, 413, 422, 429, 500, 502, 503, 504];
const inline = { context: { handledStatuses: INLINE_STATUSES } };

export interface VisitRequestInput {
  home_id: number;
  slots: string[];
  message?: string;
}

export function requestVisit(body: VisitRequestInput): Promise<Visit> {
  return api.post('visits', { json: body, ...inline }).json<Visit>();
}
