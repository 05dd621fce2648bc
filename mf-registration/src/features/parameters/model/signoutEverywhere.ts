// "Se déconnecter de tous les appareils": once the API has closed every session (this one too), the
// page goes through the ordinary sign-out page, which drops the session on this side and leaves for
// '/'. Dropping it here instead would let the shell's guard see a signed-out user on this private
// page before the router has moved, and send them to the "members only" page.
import { navigationRequested, pathTo, popup } from '@coloc/shared';
import { createEffect, sample } from 'effector';
import { signOutEverywhere } from '../api/parametersApi';

export interface SignOutEverywhereRequest {
  /** Shown by the shell's popup once every session is closed. */
  done: { title: string; content: string };
}

export const signOutEverywhereFx = createEffect((_request: SignOutEverywhereRequest) => signOutEverywhere());

sample({ clock: signOutEverywhereFx.done, fn: () => ({ to: pathTo('Signout'), replace: true }), target: navigationRequested });
sample({ clock: signOutEverywhereFx.done, fn: ({ params }) => params.done, target: popup });
