// The property bar's data: the selected home (`home_id`, else the user's first one) and its
// landlords. The shell passes a new homeId on every navigation that changes `home_id`; answers for
// a home no longer selected are dropped.
import { errorText, type Home, type Landlord } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchHome, fetchLandlords } from '../../../entities/properties/api/propertiesApi';
import { homeDeleted } from '../../../entities/properties/model/deletion';

export type BarState = 'loading' | 'ready' | 'none' | 'failed';

/** The widget was mounted or updated with this home (null: the default home). */
export const barHomeSelected = createEvent<number | null>();
export const barRetried = createEvent();

export const loadBarFx = createEffect(async (homeId: number | null): Promise<{ home: Home | null; landlords: Landlord[] }> => {
  const home = await fetchHome(homeId ?? 'default');
  if (!home) return { home: null, landlords: [] };
  // The bar is still useful without its landlords: their failure is not the home's.
  const landlords = await fetchLandlords(home.id).catch(() => []);
  return { home, landlords };
});

const $selected = createStore<{ homeId: number | null } | null>(null).on(barHomeSelected, (_, homeId) => ({ homeId }));

const loadSettled = sample({
  clock: loadBarFx.finally,
  source: $selected,
  filter: (selected, { params }) => selected?.homeId === params,
  fn: (_, result) => result,
});

export const $barHome = createStore<Home | null>(null, { skipVoid: false })
  .on(loadSettled, (home, result) => (result.status === 'done' ? result.result.home : home))
  .on(homeDeleted, (home, homeId) => (home?.id === homeId ? null : home));
export const $barLandlords = createStore<Landlord[]>([]).on(loadSettled, (landlords, result) => (result.status === 'done' ? result.result.landlords : landlords));
export const $barState = createStore<BarState>('loading')
  .on(loadBarFx, (state) => (state === 'ready' ? state : 'loading'))
  .on(loadSettled, (_, result) => (result.status === 'fail' ? 'failed' : result.result.home ? 'ready' : 'none'));
export const $barError = createStore<string | null>(null).on(loadSettled, (_, result) => (result.status === 'fail' ? errorText(result.error) : null));

// A different home: forget the previous one at once rather than show it under the new URL.
const otherHomeSelected = sample({
  clock: barHomeSelected,
  source: $barHome,
  filter: (home, homeId) => homeId !== null && home?.id !== homeId,
});
$barHome.reset(otherHomeSelected);
$barState.on(otherHomeSelected, () => 'loading');
sample({ clock: barHomeSelected, target: loadBarFx });
sample({ clock: barRetried, source: $selected, filter: Boolean, fn: ({ homeId }) => homeId, target: loadBarFx });
