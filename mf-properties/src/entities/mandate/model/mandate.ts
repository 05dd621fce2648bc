// The mandate panel of a home (issue 16): its state and dated steps for both parties, the owner's
// way to the e-signature page, the agency's countersignature, and declining (after a confirmation).
// The properties list is read again after a change, so the card's labels follow.
import { confirm, errorText, loadUser, type MandateView } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { countersignMandate, declineMandate, fetchMandate } from '../api/mandateApi';
import { loadPropertiesFx } from '../../properties/model/properties';
import { mandateTexts } from '../texts';

export type PanelState = 'loading' | 'ready' | 'failed';

export const mandatePanelOpened = createEvent<number>();
export const countersignClicked = createEvent<MandateView>();
export const declineClicked = createEvent<MandateView>();

export const loadMandateFx = createEffect(async (homeId: number) => ({ homeId, mandate: (await fetchMandate(homeId)).mandate }));
export const countersignFx = createEffect((mandate: MandateView) => countersignMandate(mandate.id));
export const confirmDeclineFx = createEffect(async (mandate: MandateView) => ({ mandate, confirmed: await confirm({ ...mandateTexts.declineConfirm }) }));
export const declineFx = createEffect(async (mandate: MandateView) => {
  await declineMandate(mandate.id);
  return mandate;
});

/** Each home's mandate (null: none), by home id. */
export const $mandates = createStore<Record<number, MandateView | null>>({})
  .on(loadMandateFx.doneData, (all, { homeId, mandate }) => ({ ...all, [homeId]: mandate }))
  .on(countersignFx.doneData, (all, mandate) => ({ ...all, [mandate.home_id]: mandate }))
  .on(declineFx.doneData, (all, mandate) => ({ ...all, [mandate.home_id]: null }));
export const $panelStates = createStore<Record<number, PanelState>>({})
  .on(loadMandateFx, (all, homeId) => ({ ...all, [homeId]: all[homeId] === 'ready' ? 'ready' : 'loading' }))
  .on(loadMandateFx.done, (all, { params }) => ({ ...all, [params]: 'ready' }))
  .on(loadMandateFx.fail, (all, { params }) => ({ ...all, [params]: 'failed' }));
export const $panelErrors = createStore<Record<number, string>>({}).on(loadMandateFx.fail, (all, { params, error }) => ({ ...all, [params]: errorText(error) }));
/** Mandates with a call running (buttons busy). */
export const $busyMandates = createStore<number[]>([])
  .on([countersignFx, declineFx], (ids, mandate) => [...ids, mandate.id])
  .on([countersignFx.finally, declineFx.finally], (ids, { params }) => ids.filter((id) => id !== params.id));

sample({ clock: mandatePanelOpened, target: loadMandateFx });
sample({ clock: countersignClicked, source: $busyMandates, filter: (busy, mandate) => !busy.includes(mandate.id), fn: (_, mandate) => mandate, target: countersignFx });
sample({ clock: declineClicked, target: confirmDeclineFx });
sample({ clock: confirmDeclineFx.doneData, filter: ({ confirmed }) => confirmed, fn: ({ mandate }) => mandate, target: declineFx });
// The cards' labels and the sidebar (« Agenda ») follow the new state.
sample({ clock: [countersignFx.done, declineFx.done], target: loadPropertiesFx });
sample({ clock: [countersignFx.done, declineFx.done], fn: () => ({ silent: true }), target: loadUser });
