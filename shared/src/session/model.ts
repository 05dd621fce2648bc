// Session (SPEC 4): the user is loaded or absent. Every remote reads $user from here.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { api } from '../api/client';
import { errorStatus, errorText } from '../api/errors';
import { navigationRequested, signedOut, unauthorized } from '../bus/events';
import { isOwner, segmentOf, type Segment } from '../domain/roles';
import { noAccessPath } from '../routes/paths';
import type { User } from '../types/entities';
import { showError } from '../ui-contracts/model';
import * as storage from './storage';

export type SessionStatus = 'unknown' | 'loading' | 'loaded' | 'absent';

export interface LoadUserParams {
  /** Silent mode: no redirect, signals `noUser` / `noAuthorized` instead. */
  silent?: boolean;
}

/** Ask for the user (again): `loadUser({ silent: true })` at start, plain after a change. */
export const loadUser = createEvent<LoadUserParams | void>();
/** A fresh user object (sign-in, sign-up, profile save) replaces the loaded one. */
export const userReceived = createEvent<User>();
/** Silent load found nobody signed in. */
export const noUser = createEvent();
/** Silent load failed for another reason than 401. */
export const noAuthorized = createEvent();
/** The user is gone (401 or sign-out). */
export const userAbsent = createEvent<LoadUserParams>();

// The two calls of the session stay on `api` with the contract's User type rather than `call`: the
// users and auth endpoint tables would add 0.2 KB gz to every page's first render (`/` 235.5 →
// 235.7 KB measured), for two fixed paths.
export const fetchUserFx = createEffect(async (_params: LoadUserParams | void) =>
  api.get('users/myself', { context: { userLoad: true } }).json<User>(),
);

export const signOutFx = createEffect(async () => {
  await api.post('auth/signout', { context: { silent: true } });
});

export const $user = createStore<User | null>(null)
  .on(userReceived, (_, user) => user)
  .reset(userAbsent);
export const $sessionStatus = createStore<SessionStatus>('unknown')
  .on(fetchUserFx, (status) => (status === 'loaded' ? status : 'loading'))
  .on(userReceived, () => 'loaded')
  .on(userAbsent, () => 'absent');
/** Dashboard segment of the signed-in user. */
export const $userType = $user.map((user): Segment | null => (user ? segmentOf(user) : null));
export const $isOwner = $user.map((user) => isOwner(user));

// Side effects kept in effects so tests can replace them in a fork.
export const rememberUserFx = createEffect((user: User) => {
  storage.writeStoredUser({ id: user.id, userType: segmentOf(user), owner: isOwner(user) });
});
export const forgetUserFx = createEffect(() => {
  const stored = storage.readStoredUser();
  storage.clearStoredUser();
  if (stored?.owner) storage.clearMarketingCookie();
});
export const goToNoAccessFx = createEffect(() => {
  const { pathname, search, hash } = window.location;
  navigationRequested({ to: noAccessPath({ pathname, search, hash }), replace: true });
});

sample({ clock: loadUser, target: fetchUserFx });
sample({ clock: fetchUserFx.doneData, target: userReceived });
sample({ clock: userReceived, target: rememberUserFx });

sample({
  clock: fetchUserFx.fail,
  filter: ({ error }) => errorStatus(error) === 401,
  fn: ({ params }) => ({ silent: !!params?.silent }),
  target: userAbsent,
});
sample({
  clock: fetchUserFx.fail,
  filter: ({ params, error }) => errorStatus(error) !== 401 && !!params?.silent,
  target: noAuthorized,
});
sample({
  clock: fetchUserFx.fail,
  filter: ({ params, error }) => errorStatus(error) !== 401 && !params?.silent,
  fn: ({ error }) => errorText(error),
  target: showError,
});

sample({ clock: userAbsent, target: forgetUserFx });
sample({ clock: userAbsent, filter: ({ silent }) => !!silent, target: noUser });
sample({ clock: userAbsent, filter: ({ silent }) => !silent, target: goToNoAccessFx });

// A 401 anywhere else means the session expired: the user is absent (the shell guards the page).
sample({ clock: unauthorized, fn: () => ({ silent: true }), target: userAbsent });

// Sign-out: the server forgets the session, then everyone hears `signedOut` even if the call failed.
export const signOut = createEvent();
sample({ clock: signOut, target: signOutFx });
sample({ clock: signOutFx.finally, fn: () => ({ silent: true }), target: userAbsent });
sample({ clock: signOutFx.finally, target: signedOut });
