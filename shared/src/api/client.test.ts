import { createApiClient, shouldLeaveOnNotFound } from './client';
import { errorText } from './errors';
import { $errorQueue, errorDismissed } from '../ui-contracts/model';
import { navigationRequested, unauthorized } from '../bus/events';

function respond(status: number, body: unknown) {
  return async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function clearErrors() {
  while ($errorQueue.getState().length) errorDismissed();
}

describe('api client hooks (SPEC 8)', () => {
  beforeEach(() => {
    clearErrors();
    window.history.replaceState(null, '', '/users/messages');
  });

  it("queues the server's error text", async () => {
    const api = createApiClient({ fetch: respond(400, { error: "Cette adresse e-mail ne semble pas valide." }) });
    await expect(api.get('x').json()).rejects.toThrow("Cette adresse e-mail ne semble pas valide.");
    expect($errorQueue.getState()).toEqual(["Cette adresse e-mail ne semble pas valide."]);
  });

  it('falls back to message, then to a French text', async () => {
    await expect(createApiClient({ fetch: respond(500, { message: 'Panne' }) }).get('x')).rejects.toThrow('Panne');
    await expect(createApiClient({ fetch: respond(502, undefined) }).get('x')).rejects.toThrow('Une erreur est survenue (code 502)');
    expect($errorQueue.getState()).toHaveLength(2);
  });

  it('stays quiet for silent calls, the caller shows the error', async () => {
    const api = createApiClient({ fetch: respond(401, { error: 'Adresse e-mail ou mot de passe incorrect.' }) });
    const heard = jest.fn();
    const stop = unauthorized.watch(heard);
    await expect(api.post('auth/signin', { context: { silent: true } })).rejects.toThrow('Adresse e-mail ou mot de passe incorrect.');
    stop();
    expect($errorQueue.getState()).toEqual([]);
    expect(heard).not.toHaveBeenCalled();
  });

  it('lets a form handle its expected statuses and reports the unexpected ones', async () => {
    const form = { context: { handledStatuses: [400, 409] } };
    await expect(createApiClient({ fetch: respond(409, { error: 'Un compte existe déjà avec cette adresse e-mail.' }) }).post('x', form)).rejects.toThrow('Un compte existe déjà');
    expect($errorQueue.getState()).toEqual([]);
    await expect(createApiClient({ fetch: respond(500, { error: 'Une erreur inattendue est survenue.' }) }).post('x', form)).rejects.toThrow();
    expect($errorQueue.getState()).toEqual(['Une erreur inattendue est survenue.']);
  });

  it('turns a 401 elsewhere into the unauthorized signal, without a modal', async () => {
    const heard = jest.fn();
    const stop = unauthorized.watch(heard);
    await expect(createApiClient({ fetch: respond(401, { error: 'Vous devez être connecté.' }) }).get('x')).rejects.toThrow();
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    expect($errorQueue.getState()).toEqual([]);
  });

  it("sends a 424 ' not found ' to '/'", async () => {
    const go = jest.fn();
    const stop = navigationRequested.watch(go);
    await expect(createApiClient({ fetch: respond(424, { error: 'home 12 not found for user' }) }).get('x')).rejects.toThrow();
    stop();
    expect(go).toHaveBeenCalledWith({ to: '/', replace: true });
  });

  it('does not leave home or the matching pages on a 424', () => {
    expect(shouldLeaveOnNotFound(424, 'user not found here', '/')).toBe(false);
    expect(shouldLeaveOnNotFound(424, 'user not found here', '/users/home-matching')).toBe(false);
    expect(shouldLeaveOnNotFound(424, 'user not found here', '/proprietaire/user-matching')).toBe(false);
    expect(shouldLeaveOnNotFound(424, 'user not found here', '/users/messages')).toBe(true);
    expect(shouldLeaveOnNotFound(424, 'notfound', '/users/messages')).toBe(false);
    expect(shouldLeaveOnNotFound(404, 'user not found here', '/users/messages')).toBe(false);
  });

  it('explains network failures in French', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
  });
});
