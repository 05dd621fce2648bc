// 'offers' stage: the catalogue, the offer already chosen for the home, and the choice saved on the
// home as soon as it is made (only the latest choice counts when several are on their way).
import { errorText, type Offer } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchHome, fetchOffers, saveHomeOffer } from '../api/checkoutApi';

export type LoadState = 'loading' | 'ready' | 'failed';

export const offersOpened = createEvent<{ homeId: number | null }>();
export const offersRetried = createEvent();
export const offerPicked = createEvent<string>();
/** The choice is settled: saved on the home, or simply made when there is no home. */
export const offerSettled = createEvent<string>();

export const loadOffersFx = createEffect(async ({ homeId }: { homeId: number | null }) => {
  const [offers, home] = await Promise.all([fetchOffers(), homeId === null ? Promise.resolve(null) : fetchHome(homeId)]);
  return { offers, chosen: home?.offer ?? null };
});
export const saveOfferFx = createEffect(({ homeId, offerId }: { homeId: number; offerId: string }) => saveHomeOffer(homeId, offerId));

const $homeId = createStore<number | null>(null, { skipVoid: false }).on(offersOpened, (_, { homeId }) => homeId);

export const $offers = createStore<Offer[]>([]).on(loadOffersFx.doneData, (_, { offers }) => offers);
export const $offersState = createStore<LoadState>('loading')
  .on([offersOpened, offersRetried], () => 'loading')
  .on(loadOffersFx.done, () => 'ready')
  .on(loadOffersFx.fail, () => 'failed');
export const $offersError = createStore<string | null>(null)
  .on(loadOffersFx.failData, (_, error) => errorText(error))
  .reset(loadOffersFx);

/** What the radio buttons show: the user's latest pick, else the home's offer if it still exists. */
export const $chosen = createStore<string | null>(null, { skipVoid: false })
  .on(loadOffersFx.doneData, (_, { offers, chosen }) => (chosen && offers.some((o) => o.id === chosen) ? chosen : null))
  .on(offerPicked, (_, offerId) => offerId)
  .reset(offersOpened);

/** The pick whose save is awaited, so that an older answer does not win. */
const $latestPick = createStore<string | null>(null, { skipVoid: false }).on(offerPicked, (_, offerId) => offerId).reset(offersOpened);

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';
export const $saveState = createStore<SaveState>('idle').reset(offersOpened);
export const $saveError = createStore<string | null>(null).reset([offersOpened, offerPicked]);

sample({ clock: [offersOpened, sample({ clock: offersRetried, source: $homeId, fn: (homeId) => ({ homeId }) })], target: loadOffersFx });
sample({ clock: offerPicked, source: $homeId, filter: (homeId) => homeId !== null, fn: (homeId, offerId) => ({ homeId: homeId!, offerId }), target: saveOfferFx });
sample({ clock: offerPicked, source: $homeId, filter: (homeId) => homeId === null, fn: (_, offerId) => offerId, target: offerSettled });

const latestSaved = sample({ clock: saveOfferFx.done, source: $latestPick, filter: (latest, { params }) => latest === params.offerId, fn: (_, { params }) => params.offerId });
const latestFailed = sample({ clock: saveOfferFx.fail, source: $latestPick, filter: (latest, { params }) => latest === params.offerId, fn: (_, { error }) => error });

$saveState.on(offerPicked, () => 'saving').on(latestSaved, () => 'saved').on(latestFailed, () => 'failed');
$saveError.on(latestFailed, (_, error) => errorText(error));
sample({ clock: latestSaved, target: offerSettled });
