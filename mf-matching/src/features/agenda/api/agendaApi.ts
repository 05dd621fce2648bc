// Calls of the agenda. Loads are silent (the page shows its own retry); answers to a visit are
// refused inline next to the visit (a slot gone, a visit changed meanwhile), anything else reaches
// the global error modal.
import { FORM_STATUSES, type ContactRequest, type Home, type Visit, call } from '@coloc/shared';
import { HOMES_ENDPOINTS } from '@coloc/contract/homes/endpoints';
import { VISITS_ENDPOINTS } from '@coloc/contract/visits/endpoints';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: FORM_STATUSES } };

export function fetchVisits(homeId: number | null): Promise<Visit[]> {
  return call(VISITS_ENDPOINTS, 'visits.list', { query: homeId === null ? {} : { home_id: homeId } }, silent);
}

export function acceptVisit(id: number, startsAt: string): Promise<Visit> {
  return call(VISITS_ENDPOINTS, 'visits.accept', { id, body: { starts_at: startsAt } }, inline);
}

export function proposeSlots(id: number, slots: string[], message: string | null): Promise<Visit> {
  return call(VISITS_ENDPOINTS, 'visits.propose', { id, body: { slots, ...(message ? { message } : {}) } }, inline);
}

export function declineVisit(id: number, message: string | null): Promise<Visit> {
  return call(VISITS_ENDPOINTS, 'visits.decline', { id, body: message ? { message } : {} }, inline);
}

export function cancelVisit(id: number, message: string | null): Promise<Visit> {
  return call(VISITS_ENDPOINTS, 'visits.cancel', { id, body: message ? { message } : {} }, inline);
}

export function confirmVisit(id: number): Promise<Visit> {
  return call(VISITS_ENDPOINTS, 'visits.confirm', { id }, inline);
}

export function fetchContactRequests(): Promise<ContactRequest[]> {
  return call(VISITS_ENDPOINTS, 'contactRequests.list', {}, silent);
}

export function markContactRequestRead(id: number): Promise<ContactRequest> {
  return call(VISITS_ENDPOINTS, 'contactRequests.markRead', { id }, inline);
}

/** The caller's rights on one home (SPEC 6); null when the home could not be read. */
export async function fetchHomeAccess(homeId: number): Promise<Home['access'] | null> {
  try {
    const home = await call(HOMES_ENDPOINTS, 'homes.get', { id: homeId }, silent);
    return home.access ?? null;
  } catch {
    return null;
  }
}
