// State of the management screen: the home's overview, reloaded after each change (a new tenant,
// an ended tenancy, a rent received all move the month's totals, which the server computes).
import { errorText, type ManagementOverview, type RentPaymentInput, type TenancyInput } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createTenancy, endTenancy, fetchManagement, recordRentPayment } from '../api/managementApi';

export type LoadState = 'loading' | 'ready' | 'failed';

export const managementOpened = createEvent<number>();
export const managementRetried = createEvent();

export const loadManagementFx = createEffect((homeId: number) => fetchManagement(homeId));
export const addTenancyFx = createEffect(({ homeId, input }: { homeId: number; input: TenancyInput }) => createTenancy(homeId, input));
export const endTenancyFx = createEffect(({ id, endDate }: { id: number; endDate: string }) => endTenancy(id, endDate));
export const recordPaymentFx = createEffect(({ id, input }: { id: number; input: RentPaymentInput }) => recordRentPayment(id, input));

export const $homeId = createStore<number | null>(null).on(managementOpened, (_, homeId) => homeId);

/** An answer for the home on screen (a slow answer for the previous home is dropped). */
const overviewReceived = createEvent<ManagementOverview>();
const overviewFailed = createEvent<unknown>();

export const $overview = createStore<ManagementOverview | null>(null).on(overviewReceived, (_, overview) => overview).reset(managementOpened);
/** 'loading' only until the first answer: a reload after a change keeps the screen as it is. */
export const $loadState = createStore<LoadState>('loading')
  .on(overviewReceived, () => 'ready')
  .on(overviewFailed, (state) => (state === 'ready' ? 'ready' : 'failed'))
  .reset(managementOpened);
export const $loadError = createStore<string | null>(null)
  .on(overviewFailed, (_, error) => errorText(error))
  .reset([overviewReceived, managementOpened]);

sample({ clock: loadManagementFx.done, source: $homeId, filter: (homeId, { params }) => homeId === params, fn: (_, { result }) => result, target: overviewReceived });
sample({ clock: loadManagementFx.fail, source: $homeId, filter: (homeId, { params }) => homeId === params, fn: (_, { error }) => error, target: overviewFailed });

sample({ clock: managementOpened, target: loadManagementFx });
sample({ clock: managementRetried, source: $homeId, filter: (homeId): homeId is number => homeId !== null, target: loadManagementFx });
sample({
  clock: [addTenancyFx.done, endTenancyFx.done, recordPaymentFx.done],
  source: $homeId,
  filter: (homeId): homeId is number => homeId !== null,
  target: loadManagementFx,
});
