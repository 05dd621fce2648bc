// The confirmation link of the visit-accepted e-mail: the token is the only credential, no session
// is needed. Unknown links (404) and visits cancelled or past (410) are explained in the page.
import { FORM_STATUSES, type VisitConfirmation, call } from '@coloc/shared';
import { VISITS_ENDPOINTS } from '@coloc/contract/visits/endpoints';

export type { VisitConfirmation } from '@coloc/shared';

const handled = { context: { handledStatuses: [...FORM_STATUSES, 410] } };

export function fetchVisitConfirmation(token: string, signal?: AbortSignal): Promise<VisitConfirmation> {
  return call(VISITS_ENDPOINTS, 'visits.confirmationByToken', { query: { token } }, { signal, ...handled });
}

export function confirmVisit(token: string): Promise<VisitConfirmation> {
  return call(VISITS_ENDPOINTS, 'visits.confirmByToken', { body: { token } }, handled);
}
