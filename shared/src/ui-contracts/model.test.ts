import { allSettled, fork } from 'effector';
import { $confirmQueue, $currentError, $popup, confirm, confirmAnswered, errorDismissed, popup, popupContent, showError } from './model';

describe('UI contracts (SPEC 2.11)', () => {
  it('queues errors and shows them one at a time', async () => {
    const scope = fork();
    await allSettled(showError, { scope, params: 'Première' });
    await allSettled(showError, { scope, params: 'Seconde' });
    expect(scope.getState($currentError)).toBe('Première');
    await allSettled(errorDismissed, { scope });
    expect(scope.getState($currentError)).toBe('Seconde');
    await allSettled(errorDismissed, { scope });
    expect(scope.getState($currentError)).toBeNull();
  });

  it("confirm defaults to 'Oui' / 'Annuler' and resolves with the answer", async () => {
    const answer = confirm({ title: 'Supprimer ?', content: 'Voulez-vous vraiment supprimer cette annonce ?' });
    const request = $confirmQueue.getState()[0]!;
    expect(request).toMatchObject({ title: 'Supprimer ?', yes: 'Oui', no: 'Annuler' });
    confirmAnswered({ id: request.id, answer: true });
    await expect(answer).resolves.toBe(true);
    expect($confirmQueue.getState()).toEqual([]);
  });

  it("popup falls back to 'Error {status}' and the status text", async () => {
    expect(popupContent({ status: 503, statusText: 'Service Unavailable' })).toEqual({ title: 'Error 503', content: 'Service Unavailable' });
    expect(popupContent({ title: 'Info', content: 'Texte' })).toEqual({ title: 'Info', content: 'Texte' });
    const scope = fork();
    await allSettled(popup, { scope, params: { status: 404, statusText: 'Not Found' } });
    expect(scope.getState($popup)).toEqual({ title: 'Error 404', content: 'Not Found' });
  });
});
