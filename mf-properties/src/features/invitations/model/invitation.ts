// The invitation screen of one home: its landlords, the invitations sent (SPEC 4: pending, sent,
// expired, resent), removals after a confirmation, and the delegation to a manager (SPEC 6).
import { confirm, errorText, type Home, type InviteOwnerInput, type Landlord } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchHome, fetchLandlords } from '../../../entities/properties/api/propertiesApi';
import { inviteOwner, removeLandlord, resendInvitation, saveDelegation, type DelegationInput } from '../api/invitationsApi';
import { invitationsTexts } from '../../../entities/invitations/texts';
import { isInvitation, landlordName } from '../../../entities/invitations/model/landlords';

export type LoadState = 'loading' | 'ready' | 'none' | 'failed';

/** What the last action achieved, said next to the list. */
export type Notice = { kind: 'sent' | 'resent' | 'cancelled' | 'removed' | 'delegation'; name: string };

/** The screen was opened for this home (null: the user's first home), or its retry pressed. */
export const invitationScreenOpened = createEvent<number | null>();
export const removalRequested = createEvent<Landlord>();

export const loadFx = createEffect(async (homeId: number | null) => {
  const home = await fetchHome(homeId ?? 'default');
  return { home, landlords: home ? await fetchLandlords(home.id) : [] };
});
export const inviteFx = createEffect(({ homeId, input }: { homeId: number; input: InviteOwnerInput }) => inviteOwner(homeId, input));
export const resendFx = createEffect(async ({ homeId, landlord }: { homeId: number; landlord: Landlord }) => {
  await resendInvitation(homeId, landlord.invitation_id!);
  return fetchLandlords(homeId);
});
export const confirmRemovalFx = createEffect(async (landlord: Landlord) => {
  const texts = isInvitation(landlord) ? invitationsTexts.actions.cancelConfirm : invitationsTexts.actions.removeConfirm;
  const name = landlordName(landlord);
  const confirmed = await confirm({ title: texts.title.replace('{{name}}', name), content: texts.content, yes: texts.yes, no: texts.no });
  return { landlord, confirmed };
});
export const removeFx = createEffect(async ({ homeId, landlord }: { homeId: number; landlord: Landlord }) => {
  await removeLandlord(homeId, landlord.invitation_id!);
  return landlord;
});
export const delegationFx = createEffect(async ({ homeId, input }: { homeId: number; input: DelegationInput }) => {
  await saveDelegation(homeId, input);
  return input;
});

export const $home = createStore<Home | null>(null, { skipVoid: false })
  .on(loadFx.doneData, (_, { home }) => home)
  .on(delegationFx.doneData, (home, input) => (home ? { ...home, ...input } : home));

const sameEntry = (a: Landlord, b: Landlord) => (a.invitation_id !== null && a.invitation_id === b.invitation_id) || a.email.toLowerCase() === b.email.toLowerCase();

export const $landlords = createStore<Landlord[]>([])
  .on(loadFx.doneData, (_, { landlords }) => landlords)
  .on(inviteFx.doneData, (list, { owner }) => (list.some((entry) => sameEntry(entry, owner)) ? list.map((entry) => (sameEntry(entry, owner) ? owner : entry)) : [...list, owner]))
  .on(resendFx.doneData, (_, landlords) => landlords)
  .on(removeFx.doneData, (list, removed) => list.filter((entry) => !sameEntry(entry, removed)));

export const $state = createStore<LoadState>('loading')
  .on(loadFx, () => 'loading')
  .on(loadFx.doneData, (_, { home }) => (home ? 'ready' : 'none'))
  .on(loadFx.fail, () => 'failed');
export const $loadError = createStore<string | null>(null)
  .on(loadFx.failData, (_, error) => errorText(error))
  .reset(loadFx);

/** The entry whose resend or removal is on its way (its buttons wait). */
export const $busyEntry = createStore<number | null>(null)
  .on(resendFx, (_, { landlord }) => landlord.invitation_id)
  .on(removeFx, (_, { landlord }) => landlord.invitation_id)
  .reset([resendFx.finally, removeFx.finally]);

export const $notice = createStore<Notice | null>(null)
  .on(inviteFx.doneData, (_, { email }) => ({ kind: 'sent', name: email }))
  .on(resendFx.done, (_, { params }) => ({ kind: 'resent', name: params.landlord.email }))
  .on(removeFx.doneData, (_, landlord) => ({ kind: isInvitation(landlord) ? 'cancelled' : 'removed', name: landlordName(landlord) }))
  .on(delegationFx.done, () => ({ kind: 'delegation', name: '' }))
  .reset([invitationScreenOpened, inviteFx, resendFx, removeFx, delegationFx]);

sample({ clock: invitationScreenOpened, target: loadFx });
sample({ clock: removalRequested, source: $busyEntry, filter: (busy, landlord) => busy === null && landlord.invitation_id !== null, fn: (_, landlord) => landlord, target: confirmRemovalFx });
sample({
  clock: confirmRemovalFx.doneData,
  source: $home,
  filter: (home, { confirmed }) => confirmed && home !== null,
  fn: (home, { landlord }) => ({ homeId: home!.id, landlord }),
  target: removeFx,
});
