// State of the requests screen: the home's contact and visit requests, read again after each answer
// (an answer changes a status, a conversation id, the visit's slots).
import { errorText, type ReceivedRequests } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { acceptVisit, answerContactRequest, declineContactRequest, declineVisit, fetchRequests, proposeVisitSlots } from '../api/requestsApi';

export type LoadState = 'loading' | 'ready' | 'failed';

export type VisitAnswer =
  | { kind: 'accept'; id: number; startsAt: string }
  | { kind: 'propose'; id: number; slots: string[]; message: string | null }
  | { kind: 'decline'; id: number };

export const requestsOpened = createEvent<number>();
export const requestsRetried = createEvent();

export const loadRequestsFx = createEffect((homeId: number) => fetchRequests(homeId));
export const answerContactFx = createEffect(({ id, message }: { id: number; message: string }) => answerContactRequest(id, message));
export const declineContactFx = createEffect((id: number) => declineContactRequest(id));
export const answerVisitFx = createEffect((answer: VisitAnswer): Promise<void> => {
  switch (answer.kind) {
    case 'accept':
      return acceptVisit(answer.id, answer.startsAt);
    case 'propose':
      return proposeVisitSlots(answer.id, answer.slots, answer.message);
    case 'decline':
      return declineVisit(answer.id);
  }
});

export const $homeId = createStore<number | null>(null).on(requestsOpened, (_, homeId) => homeId);

const received = createEvent<ReceivedRequests>();
const failed = createEvent<unknown>();

export const $requests = createStore<ReceivedRequests>({ contacts: [], visits: [] }).on(received, (_, requests) => requests).reset(requestsOpened);
export const $loadState = createStore<LoadState>('loading')
  .on(received, () => 'ready')
  .on(failed, (state) => (state === 'ready' ? state : 'failed'))
  .reset(requestsOpened);
export const $loadError = createStore<string | null>(null)
  .on(failed, (_, error) => errorText(error))
  .reset([received, requestsOpened]);

sample({ clock: requestsOpened, target: loadRequestsFx });
sample({ clock: loadRequestsFx.done, source: $homeId, filter: (homeId, { params }) => homeId === params, fn: (_, { result }) => result, target: received });
sample({ clock: loadRequestsFx.fail, source: $homeId, filter: (homeId, { params }) => homeId === params, fn: (_, { error }) => error, target: failed });
// After an answer, and after a refusal too: a 409 means the request changed on the other side.
sample({
  clock: [requestsRetried, answerContactFx.finally, declineContactFx.finally, answerVisitFx.finally],
  source: $homeId,
  filter: (homeId): homeId is number => homeId !== null,
  target: loadRequestsFx,
});
