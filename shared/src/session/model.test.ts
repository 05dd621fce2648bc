import { allSettled, fork } from 'effector';
import { HTTPError } from 'ky';
import { $sessionStatus, $user, $userType, fetchUserFx, forgetUserFx, goToNoAccessFx, loadUser, noAuthorized, noUser, rememberUserFx, signOut, signOutFx } from './model';
import { signedOut, unauthorized } from '../bus/events';
import { $errorQueue } from '../ui-contracts/model';
import { clearMarketingCookie, readMarketingCookie, readStoredUser } from './storage';
import type { User } from '../types/entities';

const owner = { id: 7, type: 2, email: 'p@x.fr', first_name: 'Paul', name: 'Durand', registration_step: 100, home: null, profile: null } as unknown as User;

function httpError(status: number) {
  const request = new Request('http://localhost/api/users/myself');
  return new HTTPError(new Response('{}', { status }), request, {} as never);
}

function scopeWith(fetchUser: () => Promise<User>) {
  const calls = { remember: jest.fn(), forget: jest.fn(), noAccess: jest.fn() };
  const scope = fork({
    handlers: [
      [fetchUserFx, fetchUser],
      [rememberUserFx, calls.remember],
      [forgetUserFx, calls.forget],
      [goToNoAccessFx, calls.noAccess],
      [signOutFx, async () => undefined],
    ],
  });
  return { scope, calls };
}

describe('session (SPEC 4)', () => {
  it('loads the user and remembers them', async () => {
    const { scope, calls } = scopeWith(async () => owner);
    await allSettled(loadUser, { scope, params: { silent: true } });
    expect(scope.getState($user)).toEqual(owner);
    expect(scope.getState($sessionStatus)).toBe('loaded');
    expect(scope.getState($userType)).toBe('proprietaire');
    expect(calls.remember).toHaveBeenCalledWith(owner);
  });

  it('silent 401: absent, stored user forgotten, noUser signalled, no redirect', async () => {
    const { scope, calls } = scopeWith(async () => { throw httpError(401); });
    const heard = jest.fn();
    const stop = noUser.watch(heard);
    await allSettled(loadUser, { scope, params: { silent: true } });
    stop();
    expect(scope.getState($sessionStatus)).toBe('absent');
    expect(scope.getState($user)).toBeNull();
    expect(calls.forget).toHaveBeenCalled();
    expect(heard).toHaveBeenCalled();
    expect(calls.noAccess).not.toHaveBeenCalled();
  });

  it('401 on a normal load goes to NoAccess', async () => {
    const { scope, calls } = scopeWith(async () => { throw httpError(401); });
    await allSettled(loadUser, { scope, params: {} });
    expect(calls.noAccess).toHaveBeenCalled();
    expect(scope.getState($sessionStatus)).toBe('absent');
  });

  it('other errors in silent mode signal noAuthorized, keep the modal quiet', async () => {
    const { scope } = scopeWith(async () => { throw httpError(500); });
    const heard = jest.fn();
    const stop = noAuthorized.watch(heard);
    await allSettled(loadUser, { scope, params: { silent: true } });
    stop();
    expect(heard).toHaveBeenCalled();
    expect(scope.getState($errorQueue)).toEqual([]);
  });

  it('other errors in normal mode show the error', async () => {
    const { scope } = scopeWith(async () => { throw httpError(500); });
    await allSettled(loadUser, { scope, params: undefined });
    expect(scope.getState($errorQueue)).toHaveLength(1);
  });

  it('sign-out empties the session and tells everyone', async () => {
    const { scope, calls } = scopeWith(async () => owner);
    await allSettled(loadUser, { scope, params: { silent: true } });
    const heard = jest.fn();
    const stop = signedOut.watch(heard);
    await allSettled(signOut, { scope });
    stop();
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($sessionStatus)).toBe('absent');
    expect(calls.forget).toHaveBeenCalled();
    expect(heard).toHaveBeenCalled();
  });

  it('a 401 elsewhere makes the session absent', async () => {
    const { scope } = scopeWith(async () => owner);
    await allSettled(loadUser, { scope, params: { silent: true } });
    await allSettled(unauthorized, { scope });
    expect(scope.getState($sessionStatus)).toBe('absent');
  });
});

describe('session storage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearMarketingCookie();
  });

  it('keeps id + userType in currentUser; the marketing cookie waits for the identification (session/marketing)', async () => {
    await rememberUserFx(owner);
    expect(readStoredUser()).toEqual({ id: 7, userType: 'proprietaire', owner: true });
    expect(readMarketingCookie()).toBeNull();
  });

  it('clears the marketing cookie only when the user was an owner', async () => {
    await rememberUserFx(owner);
    document.cookie = 'tp_marketing_id=7; Path=/';
    await forgetUserFx();
    expect(readStoredUser()).toBeNull();
    expect(readMarketingCookie()).toBeNull();

    document.cookie = 'tp_marketing_id=99; Path=/';
    await rememberUserFx({ ...owner, type: 1 });
    await forgetUserFx();
    expect(readMarketingCookie()).toBe('99');
  });
});
