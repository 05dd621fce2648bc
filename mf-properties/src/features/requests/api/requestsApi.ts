// Calls of the requests screen: the home's received requests, the answers to contact requests and
// the host's answers to visits (the visits module's routes). Answers are refused inline.
import { FORM_STATUSES, type ReceivedRequests, call } from '@coloc/shared';
import { RENTALS_ENDPOINTS } from '@coloc/contract/rentals/endpoints';
import { VISITS_ENDPOINTS } from '@coloc/contract/visits/endpoints';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: FORM_STATUSES } };

export function fetchRequests(homeId: number): Promise<ReceivedRequests> {
  return call(RENTALS_ENDPOINTS, 'rentals.requests', { id: homeId }, silent);
}

export function answerContactRequest(id: number, message: string): Promise<{ conversation_id: number }> {
  return call(RENTALS_ENDPOINTS, 'rentals.answerContact', { id, body: { message } }, inline);
}

export async function declineContactRequest(id: number): Promise<void> {
  await call(RENTALS_ENDPOINTS, 'rentals.declineContact', { id }, inline);
}

export async function acceptVisit(id: number, startsAt: string): Promise<void> {
  await call(VISITS_ENDPOINTS, 'visits.accept', { id, body: { starts_at: startsAt } }, inline);
}

export async function proposeVisitSlots(id: number, slots: string[], message: string | null): Promise<void> {
  await call(VISITS_ENDPOINTS, 'visits.propose', { id, body: { slots, ...(message ? { message } : {}) } }, inline);
}

export async function declineVisit(id: number): Promise<void> {
  await call(VISITS_ENDPOINTS, 'visits.decline', { id, body: {} }, inline);
}
