// Account deletion: once the API has deleted the account the session is gone on the server, so the
// page signs out locally the way sign-out does (userAbsent silent + signedOut) and leaves for '/'.
import { navigationRequested, popup, signedOut, userAbsent } from '@coloc/shared';
import { createEffect, sample } from 'effector';
import { deleteAccount } from '../api/parametersApi';

export interface DeletionRequest {
  userId: number;
  password: string;
  /** Shown by the shell's popup on the home page. */
  farewell: { title: string; content: string };
}

export const deleteAccountFx = createEffect(({ userId, password }: DeletionRequest) => deleteAccount(userId, password));

// Leaving first: the shell's guard must never see a signed-out user on a private page, or it
// would send them to the sign-in page instead of the home page. All of this happens in one
// synchronous pass, so React renders the new page and the empty session together.
sample({ clock: deleteAccountFx.done, fn: () => ({ to: '/', replace: true }), target: navigationRequested });
sample({ clock: deleteAccountFx.done, fn: () => ({ silent: true }), target: userAbsent });
sample({ clock: deleteAccountFx.done, target: signedOut });
sample({ clock: deleteAccountFx.done, fn: ({ params }) => params.farewell, target: popup });
