// The agenda's state: the caller's visits (as seeker and as host, or one home's with `home_id`),
// the day shown in the calendar, the answers given to visits, and the contact requests received.
import { errorStatus, errorText, type ContactRequest, type Visit } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  acceptVisit,
  cancelVisit,
  confirmVisit,
  declineVisit,
  fetchContactRequests,
  fetchVisits,
  markContactRequestRead,
  proposeSlots,
} from '../api/agendaApi';
import { monthOf, occurrencesByDay, sameDayIn, type Month } from './calendar';

export type LoadState = 'loading' | 'ready' | 'failed';

export type Answer =
  | { kind: 'accept'; id: number; startsAt: string }
  | { kind: 'propose'; id: number; slots: string[]; message: string | null }
  | { kind: 'decline'; id: number; message: string | null }
  | { kind: 'cancel'; id: number; message: string | null }
  | { kind: 'confirm'; id: number };

export type AnswerOutcome = { visitId: number; kind: Answer['kind']; ok: true } | { visitId: number; kind: Answer['kind']; ok: false; message: string };

/** The page was opened (or its `home_id` changed); `today` is the Paris day, given by the page. */
export const agendaOpened = createEvent<{ homeId: number | null; today: string }>();
export const visitsRetried = createEvent();
export const contactsRetried = createEvent();
export const daySelected = createEvent<string>();
/** Previous / next month: the selection moves to the same day of that month. */
export const monthShown = createEvent<Month>();

export const loadVisitsFx = createEffect((homeId: number | null) => fetchVisits(homeId));
export const loadContactsFx = createEffect(() => fetchContactRequests());
export const markReadFx = createEffect((id: number) => markContactRequestRead(id));
export const answerFx = createEffect((answer: Answer): Promise<Visit> => {
  switch (answer.kind) {
    case 'accept':
      return acceptVisit(answer.id, answer.startsAt);
    case 'propose':
      return proposeSlots(answer.id, answer.slots, answer.message);
    case 'decline':
      return declineVisit(answer.id, answer.message);
    case 'cancel':
      return cancelVisit(answer.id, answer.message);
    case 'confirm':
      return confirmVisit(answer.id);
  }
});

function replaceById<T extends { id: number }>(list: readonly T[], item: T): T[] {
  return list.map((existing) => (existing.id === item.id ? item : existing));
}

export const $homeId = createStore<number | null>(null).on(agendaOpened, (_, { homeId }) => homeId);

export const $visits = createStore<Visit[]>([])
  .on(loadVisitsFx.doneData, (_, visits) => visits)
  .on(answerFx.doneData, replaceById)
  .reset(agendaOpened);
export const $visitsState = createStore<LoadState>('loading')
  .on(loadVisitsFx, () => 'loading')
  .on(loadVisitsFx.done, () => 'ready')
  .on(loadVisitsFx.fail, () => 'failed');
export const $visitsError = createStore<string | null>(null)
  .on(loadVisitsFx.failData, (_, error) => errorText(error))
  .reset(loadVisitsFx);

export const $occurrences = $visits.map(occurrencesByDay);

export const $today = createStore('').on(agendaOpened, (_, { today }) => today);
export const $selectedDay = createStore('')
  .on(agendaOpened, (_, { today }) => today)
  .on(daySelected, (_, day) => day)
  .on(monthShown, (day, month) => sameDayIn(day, month));
export const $month = $selectedDay.map((day) => (day ? monthOf(day) : { year: 1970, month: 0 }));

/** The visit an answer is on its way for (its buttons wait). */
export const $busyVisitId = createStore<number | null>(null)
  .on(answerFx, (_, answer) => answer.id)
  .reset(answerFx.finally);
export const $lastAnswer = createStore<AnswerOutcome | null>(null)
  .on(answerFx.done, (_, { params }) => ({ visitId: params.id, kind: params.kind, ok: true }))
  .on(answerFx.fail, (_, { params, error }) => ({ visitId: params.id, kind: params.kind, ok: false, message: errorText(error) }))
  .reset([answerFx, agendaOpened]);

export const $contacts = createStore<ContactRequest[]>([])
  .on(loadContactsFx.doneData, (_, requests) => requests)
  .on(markReadFx.doneData, replaceById)
  .reset(agendaOpened);
export const $contactsState = createStore<LoadState>('loading')
  .on(loadContactsFx, () => 'loading')
  .on(loadContactsFx.done, () => 'ready')
  .on(loadContactsFx.fail, () => 'failed');

sample({ clock: agendaOpened, fn: ({ homeId }) => homeId, target: loadVisitsFx });
sample({ clock: agendaOpened, target: loadContactsFx });
sample({ clock: visitsRetried, source: $homeId, target: loadVisitsFx });
sample({ clock: contactsRetried, target: loadContactsFx });
// The visit changed on the other side meanwhile (409): show it as it is now.
sample({ clock: answerFx.failData, filter: (_, error) => errorStatus(error) === 409, source: $homeId, target: loadVisitsFx });
