// Calls of the agenda. Loads are silent (the page shows its own retry); answers to a visit are
// refused inline next to the visit (a slot gone, a visit changed meanwhile), anything else reaches
// the global error modal.
import { api, FORM_STATUSES, type ContactRequest, type Home, type Visit } from '@coloc/shared';
import { call } from '@coloc/shared/call';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: FORM_STATUSES } };

export function fetchVisits(homeId: number | null): Promise<Visit[]> {
  return api.get('visits', { searchParams: homeId === null ? {} : { home_id: homeId }, ...silent }).json<Visit[]>();
}

export function acceptVisit(id: number, startsAt: string): Promise<Visit> {
  return api.post(`visits/${id}/accept`, { json: { starts_at: startsAt }, ...inline }).json<Visit>();
}

export function proposeSlots(id: number, slots: string[], message: string | null): Promise<Visit> {
  return api.post(`visits/${id}/propose`, { json: { slots, ...(message ? { message } : {}) }, ...inline }).json<Visit>();
}

export function declineVisit(id: number, message: string | null): Promise<Visit> {
  return api.post(`visits/${id}/decline`, { json: message ? { message } : {}, ...inline }).json<Visit>();
}

export function cancelVisit(id: number, message: string | null): Promise<Visit> {
  return api.post(`visits/${id}/cancel`, { json: message ? { message } : {}, ...inline }).json<Visit>();
}

export function confirmVisit(id: number): Promise<Visit> {
  return api.post(`visits/${id}/confirm`, inline).json<Visit>();
}

export function fetchContactRequests(): Promise<ContactRequest[]> {
  return api.get('contact-requests', silent).json<ContactRequest[]>();
}

export function markContactRequestRead(id: number): Promise<ContactRequest> {
  return api.post(`contact-requests/${id}/read`, inline).json<ContactRequest>();
}

/** The caller's rights on one home (SPEC 6); null when the home could not be read. */
export async function fetchHomeAccess(homeId: number): Promise<Home['access'] | null> {
  try {
    const home = await call('homes.get', { id: homeId }, silent);
    return home.access ?? null;
  } catch {
    return null;
  }
}
