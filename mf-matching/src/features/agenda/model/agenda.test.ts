import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeContactRequest, makeVisit, slotIn } from '../testing';
import {
  $busyVisitId,
  $contacts,
  $contactsState,
  $lastAnswer,
  $month,
  $occurrences,
  $selectedDay,
  $visits,
  $visitsError,
  $visitsState,
  agendaOpened,
  answerFx,
  daySelected,
  markReadFx,
  monthShown,
  visitsRetried,
} from './agenda';
import { dayKey } from './calendar';

const requested = makeVisit({ id: 5, slots: [slotIn(2), slotIn(3, 10)] });

describe('agenda model', () => {
  it('loads the visits and the contact requests when the page opens, on today', async () => {
    const api = mockApi({
      'GET /api/visits': () => json(200, [requested]),
      'GET /api/contact-requests': () => json(200, [makeContactRequest()]),
    });
    const scope = fork();
    await allSettled(agendaOpened, { scope, params: { homeId: null, today: '2026-03-14' } });
    expect(scope.getState($visits)).toEqual([requested]);
    expect(scope.getState($visitsState)).toBe('ready');
    expect(scope.getState($contacts)).toHaveLength(1);
    expect(scope.getState($contactsState)).toBe('ready');
    expect(scope.getState($selectedDay)).toBe('2026-03-14');
    expect(scope.getState($month)).toEqual({ year: 2026, month: 2 });
    expect(scope.getState($occurrences).get(dayKey(requested.slots[0]!))?.[0]?.visit.id).toBe(5);
    expect(new URL(api.requests[0]!.url).search).toBe('');
  });

  it('asks for one home with home_id', async () => {
    const api = mockApi({ 'GET /api/visits': () => json(200, []), 'GET /api/contact-requests': () => json(200, []) });
    const scope = fork();
    await allSettled(agendaOpened, { scope, params: { homeId: 12, today: '2026-03-14' } });
    const visitsCall = api.requests.find((r) => new URL(r.url).pathname === '/api/visits')!;
    expect(new URL(visitsCall.url).searchParams.get('home_id')).toBe('12');
  });

  it('keeps the French error of a failed load and retries it', async () => {
    let fail = true;
    mockApi({
      'GET /api/visits': () => (fail ? json(403, { error: "Vous n'avez pas accès à l'agenda de ce logement." }) : json(200, [requested])),
      'GET /api/contact-requests': () => json(200, []),
    });
    const scope = fork();
    await allSettled(agendaOpened, { scope, params: { homeId: 99, today: '2026-03-14' } });
    expect(scope.getState($visitsState)).toBe('failed');
    expect(scope.getState($visitsError)).toBe("Vous n'avez pas accès à l'agenda de ce logement.");
    fail = false;
    await allSettled(visitsRetried, { scope });
    expect(scope.getState($visitsState)).toBe('ready');
    expect(scope.getState($visitsError)).toBeNull();
  });

  it('moves the selection with the days and the months', async () => {
    mockApi({ 'GET /api/visits': () => json(200, []), 'GET /api/contact-requests': () => json(200, []) });
    const scope = fork();
    await allSettled(agendaOpened, { scope, params: { homeId: null, today: '2026-01-31' } });
    await allSettled(monthShown, { scope, params: { year: 2026, month: 1 } });
    expect(scope.getState($selectedDay)).toBe('2026-02-28');
    await allSettled(daySelected, { scope, params: '2026-03-02' });
    expect(scope.getState($month)).toEqual({ year: 2026, month: 2 });
  });

  it('replaces a visit with the answer of the API and remembers the outcome', async () => {
    const accepted = { ...requested, status: 'accepted' as const, starts_at: requested.slots[1]! };
    const api = mockApi({
      'GET /api/visits': () => json(200, [requested]),
      'GET /api/contact-requests': () => json(200, []),
      'POST /api/visits/5/accept': () => json(200, accepted),
    });
    const scope = fork();
    await allSettled(agendaOpened, { scope, params: { homeId: null, today: '2026-03-14' } });
    await allSettled(answerFx, { scope, params: { kind: 'accept', id: 5, startsAt: requested.slots[1]! } });
    expect(await api.lastBody('POST /api/visits/5/accept')).toEqual({ starts_at: requested.slots[1] });
    expect(scope.getState($visits)).toEqual([accepted]);
    expect(scope.getState($lastAnswer)).toEqual({ visitId: 5, kind: 'accept', ok: true });
    expect(scope.getState($busyVisitId)).toBeNull();
  });

  it('reloads the visits when one changed on the other side (409)', async () => {
    let calls = 0;
    const cancelled = { ...requested, status: 'cancelled' as const };
    mockApi({
      'GET /api/visits': () => {
        calls += 1;
        return json(200, [calls === 1 ? requested : cancelled]);
      },
      'GET /api/contact-requests': () => json(200, []),
      'POST /api/visits/5/decline': () => json(409, { error: 'Cette visite a été annulée.' }),
    });
    const scope = fork();
    await allSettled(agendaOpened, { scope, params: { homeId: null, today: '2026-03-14' } });
    await allSettled(answerFx, { scope, params: { kind: 'decline', id: 5, message: 'Désolé' } });
    expect(scope.getState($lastAnswer)).toEqual({ visitId: 5, kind: 'decline', ok: false, message: 'Cette visite a été annulée.' });
    expect(calls).toBe(2);
    expect(scope.getState($visits)[0]!.status).toBe('cancelled');
  });

  it('sends the other answers to their routes', async () => {
    const api = mockApi({
      'POST /api/visits/5/propose': () => json(200, { ...requested, status: 'proposed' }),
      'POST /api/visits/5/cancel': () => json(200, { ...requested, status: 'cancelled' }),
      'POST /api/visits/5/confirm': () => json(200, requested),
    });
    const scope = fork();
    await allSettled(answerFx, { scope, params: { kind: 'propose', id: 5, slots: [slotIn(4)], message: null } });
    expect(await api.lastBody('POST /api/visits/5/propose')).toEqual({ slots: [slotIn(4)] });
    await allSettled(answerFx, { scope, params: { kind: 'cancel', id: 5, message: 'Empêchement' } });
    expect(await api.lastBody('POST /api/visits/5/cancel')).toEqual({ message: 'Empêchement' });
    await allSettled(answerFx, { scope, params: { kind: 'confirm', id: 5 } });
    expect(api.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/visits/5/propose',
      'POST /api/visits/5/cancel',
      'POST /api/visits/5/confirm',
    ]);
  });

  it('marks a contact request read', async () => {
    const unread = makeContactRequest({ id: 3 });
    mockApi({
      'GET /api/visits': () => json(200, []),
      'GET /api/contact-requests': () => json(200, [unread]),
      'POST /api/contact-requests/3/read': () => json(200, { ...unread, read_at: '2026-03-14T10:00:00.000Z' }),
    });
    const scope = fork();
    await allSettled(agendaOpened, { scope, params: { homeId: null, today: '2026-03-14' } });
    await allSettled(markReadFx, { scope, params: 3 });
    expect(scope.getState($contacts)[0]!.read_at).toBe('2026-03-14T10:00:00.000Z');
  });
});
