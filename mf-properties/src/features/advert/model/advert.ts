// One advert being looked after (`annonce/{home_id}`, `annonce-modification/{home_id}`): the home
// (its details carry the housing-for-services terms), its landlords (for SPEC 6 rights) and where it
// stands with the moderators; its submission and the terms' saving.
import { errorText, type Home, type Landlord, type ServiceTerms } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchHome, fetchLandlords } from '../../../entities/properties/api/propertiesApi';
import { fetchModeration, saveServiceTerms, submitForModeration, type HomeModeration } from '../api/advertApi';

export type LoadState = 'loading' | 'ready' | 'failed';

export const advertOpened = createEvent<number>();
/** A part of the advert was saved elsewhere (the registration forms' editor): its new state. */
export const homeSaved = createEvent<Home>();

const servicesOf = (home: Home): ServiceTerms | null => home.details?.services ?? null;

export const loadAdvertFx = createEffect(async (homeId: number) => {
  const [home, landlords, moderation] = await Promise.all([
    fetchHome(homeId),
    fetchLandlords(homeId).catch((): Landlord[] => []),
    fetchModeration(homeId).catch((): HomeModeration | null => null),
  ]);
  if (!home) throw new Error('Logement introuvable.');
  return { home, landlords, moderation };
});
export const refreshModerationFx = createEffect((homeId: number) => fetchModeration(homeId));
export const submitFx = createEffect((homeId: number) => submitForModeration(homeId));
export const saveTermsFx = createEffect(({ homeId, terms }: { homeId: number; terms: ServiceTerms }) => saveServiceTerms(homeId, terms));

// Only the answer for the advert on screen counts (the user may have moved to another meanwhile).
const $openedId = createStore<number | null>(null).on(advertOpened, (_, homeId) => homeId);
const loaded = sample({
  clock: loadAdvertFx.done,
  source: $openedId,
  filter: (openedId, { params }) => openedId === params,
  fn: (_, { result }) => result,
});

export const $advertHome = createStore<Home | null>(null, { skipVoid: false })
  .on(advertOpened, (home, homeId) => (home?.id === homeId ? home : null))
  .on(loaded, (_, { home }) => home)
  .on(homeSaved, (_, home) => home)
  .on(submitFx.doneData, (_, home) => home)
  .on(saveTermsFx.doneData, (_, home) => home);
export const $advertLandlords = createStore<Landlord[]>([]).on(loaded, (_, { landlords }) => landlords);
export const $moderation = createStore<HomeModeration | null>(null, { skipVoid: false })
  .on(loaded, (_, { moderation }) => moderation)
  .on(refreshModerationFx.doneData, (_, moderation) => moderation)
  .reset(advertOpened);
/** The housing-for-services terms the advert states (the home's details carry them). */
export const $services = $advertHome.map((home) => (home ? servicesOf(home) : null));

export const $advertState = createStore<LoadState>('loading')
  .on(advertOpened, () => 'loading')
  .on(loaded, () => 'ready')
  .on(loadAdvertFx.fail, () => 'failed');
export const $advertError = createStore<string | null>(null)
  .on(loadAdvertFx.failData, (_, error) => errorText(error))
  .reset(loadAdvertFx);

/** The submission's outcome, said next to its button. */
export const $submission = createStore<{ ok: true } | { ok: false; message: string } | null>(null)
  .on(submitFx.done, () => ({ ok: true }))
  .on(submitFx.failData, (_, error) => ({ ok: false, message: errorText(error) }))
  .reset([advertOpened, submitFx]);

sample({ clock: advertOpened, target: loadAdvertFx });
sample({ clock: submitFx.done, fn: ({ params }) => params, target: refreshModerationFx });
