// Accepting an invitation from the mail link (`invitation?token=`): what the invitation is, then
// joining the home's landlords. A refusal (another account than the invited one, an expired link)
// is the API's French text, shown on the card.
import { errorStatus, errorText, loadUser, type OwnerInvitationPreview } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { acceptInvitation, fetchInvitationPreview } from '../api/invitationsApi';

export type PreviewState = { status: 'loading' } | { status: 'ready'; preview: OwnerInvitationPreview } | { status: 'invalid' } | { status: 'failed'; message: string };

export const invitationLinkOpened = createEvent<string>();
export const acceptPressed = createEvent();

export const previewFx = createEffect((token: string) => fetchInvitationPreview(token));
export const acceptFx = createEffect((token: string) => acceptInvitation(token));

const $token = createStore<string | null>(null).on(invitationLinkOpened, (_, token) => token);

export const $preview = createStore<PreviewState>({ status: 'loading' })
  .on(previewFx, () => ({ status: 'loading' }))
  .on(previewFx.doneData, (_, preview) => ({ status: 'ready', preview }))
  .on(previewFx.failData, (_, error) => (errorStatus(error) === 404 ? { status: 'invalid' } : { status: 'failed', message: errorText(error) }));

/** The home joined, once accepted. */
export const $joinedHomeId = createStore<number | null>(null)
  .on(acceptFx.doneData, (_, { home_id }) => home_id)
  .reset(invitationLinkOpened);
export const $acceptError = createStore<string | null>(null)
  .on(acceptFx.failData, (_, error) => errorText(error))
  .reset([acceptFx, invitationLinkOpened]);

sample({ clock: invitationLinkOpened, target: previewFx });
sample({ clock: acceptPressed, source: $token, filter: (token): token is string => token !== null, target: acceptFx });
// The user now runs one more home (and may have become an owner): read the session again.
sample({ clock: acceptFx.done, fn: () => ({ silent: true }), target: loadUser });
