import { $user, navigationRequested, popup, signedOut, userReceived } from '@coloc/shared';
import { allSettled, createWatch, fork } from 'effector';
import { json, mockApi } from '@coloc/shared/testing';
import { makeUser } from '@coloc/shared/testing';
import { deleteAccountFx } from './deletion';

const farewell = { title: 'Compte supprimé', content: 'Au revoir.' };

function watchAll(scope: ReturnType<typeof fork>) {
  const seen: string[] = [];
  createWatch({ unit: navigationRequested, scope, fn: ({ to }) => seen.push(`navigate ${to}`) });
  createWatch({ unit: signedOut, scope, fn: () => seen.push('signedOut') });
  createWatch({ unit: popup, scope, fn: ({ title }) => seen.push(`popup ${title}`) });
  return seen;
}

describe('account deletion model', () => {
  it('sends the password, then leaves for the home page and signs out', async () => {
    const api = mockApi({ 'DELETE /api/users/42': () => new Response(null, { status: 204 }) });
    const scope = fork();
    await allSettled(userReceived, { scope, params: makeUser() });
    const seen = watchAll(scope);

    await allSettled(deleteAccountFx, { scope, params: { userId: 42, password: 'secret-123', farewell } });

    expect(await api.lastBody('DELETE /api/users/42')).toEqual({ password: 'secret-123' });
    expect(scope.getState($user)).toBeNull();
    // Navigation is asked for before the session is dropped (see the model).
    expect(seen).toEqual(['navigate /', 'signedOut', 'popup Compte supprimé']);
  });

  it('keeps the session when the password is wrong', async () => {
    mockApi({ 'DELETE /api/users/42': () => json(400, { error: 'Mot de passe incorrect.' }) });
    const scope = fork();
    await allSettled(userReceived, { scope, params: makeUser() });
    const seen = watchAll(scope);

    await allSettled(deleteAccountFx, { scope, params: { userId: 42, password: 'wrong', farewell } });

    expect(scope.getState($user)?.id).toBe(42);
    expect(seen).toEqual([]);
  });
});
