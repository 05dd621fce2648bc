import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeContact, makeVisitRequest, slotIn } from '../testing';
import { $loadError, $loadState, $requests, answerContactFx, answerVisitFx, declineContactFx, requestsOpened } from './requests';

describe('requests model', () => {
  it('loads the requests of the home', async () => {
    mockApi({ 'GET /api/homes/31/requests': () => json(200, { contacts: [makeContact()], visits: [makeVisitRequest()] }) });
    const scope = fork();
    await allSettled(requestsOpened, { scope, params: 31 });
    expect(scope.getState($loadState)).toBe('ready');
    expect(scope.getState($requests).contacts).toHaveLength(1);
  });

  it('keeps the French error of a failed load', async () => {
    mockApi({ 'GET /api/homes/31/requests': () => json(403, { error: "Vous n'avez pas accès à l'agenda de ce logement." }) });
    const scope = fork();
    await allSettled(requestsOpened, { scope, params: 31 });
    expect(scope.getState($loadState)).toBe('failed');
    expect(scope.getState($loadError)).toBe("Vous n'avez pas accès à l'agenda de ce logement.");
  });

  it('sends each answer to its route and reads the requests again, even after a refusal', async () => {
    let loads = 0;
    const slot = slotIn(3);
    const api = mockApi({
      'GET /api/homes/31/requests': () => {
        loads += 1;
        return json(200, { contacts: [], visits: [] });
      },
      'POST /api/contact-requests/5/answer': () => json(200, { conversation_id: 77 }),
      'POST /api/contact-requests/6/decline': () => json(409, { error: 'Cette demande a déjà reçu une réponse.' }),
      'POST /api/visits/8/accept': () => json(200, {}),
      'POST /api/visits/8/propose': () => json(200, {}),
      'POST /api/visits/8/decline': () => json(200, {}),
    });
    const scope = fork();
    await allSettled(requestsOpened, { scope, params: 31 });
    await allSettled(answerContactFx, { scope, params: { id: 5, message: 'Oui, elle est libre.' } });
    expect(await api.lastBody('POST /api/contact-requests/5/answer')).toEqual({ message: 'Oui, elle est libre.' });
    await allSettled(declineContactFx, { scope, params: 6 });
    await allSettled(answerVisitFx, { scope, params: { kind: 'accept', id: 8, startsAt: slot } });
    expect(await api.lastBody('POST /api/visits/8/accept')).toEqual({ starts_at: slot });
    await allSettled(answerVisitFx, { scope, params: { kind: 'propose', id: 8, slots: [slot], message: null } });
    expect(await api.lastBody('POST /api/visits/8/propose')).toEqual({ slots: [slot] });
    await allSettled(answerVisitFx, { scope, params: { kind: 'decline', id: 8 } });
    expect(await api.lastBody('POST /api/visits/8/decline')).toEqual({});
    expect(loads).toBe(6);
  });
});
