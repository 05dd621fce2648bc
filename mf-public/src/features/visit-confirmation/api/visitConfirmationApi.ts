// The confirmation link of the visit-accepted e-mail: the token is the only credential, no session
// is needed. Unknown links (404) and visits cancelled or past (410) are explained in the page.
import { api, FORM_STATUSES } from '@coloc/shared';

/** GET/POST /api/visits/confirm answer (api/src/modules/visits/schemas.ts VisitConfirmationSchema). */
export interface VisitConfirmation {
  id: number;
  status: 'requested' | 'proposed' | 'accepted' | 'declined' | 'cancelled';
  /** ISO-8601 with the Paris offset. */
  starts_at: string;
  confirmed_at: string | null;
  home: {
    id: number;
    name: string | null;
    address: string | null;
    address2: string | null;
    postal_code: string | null;
    city: string | null;
    image_link: string | null;
    link: string;
  };
  host: { first_name: string; name_initial: string };
  seeker: { first_name: string };
}

const handled = { context: { handledStatuses: [...FORM_STATUSES, 410] } };

export function fetchVisitConfirmation(token: string, signal?: AbortSignal): Promise<VisitConfirmation> {
  return api.get('visits/confirm', { searchParams: { token }, signal, ...handled }).json<VisitConfirmation>();
}

export function confirmVisit(token: string): Promise<VisitConfirmation> {
  return api.post('visits/confirm', { json: { token }, ...handled }).json<VisitConfirmation>();
}
