// The rent requests of the home on the management screen: which lines were asked for through the
// platform, reloaded after each request, cancellation or rent received (a paid request is 'paid').
import type { RentRequest } from '@coloc/shared';
import { createEffect, createStore, sample } from 'effector';
import { cancelRentRequest, fetchRentRequests, requestRent } from '../api/managementApi';
import { $homeId, managementOpened, managementRetried, recordPaymentFx } from './management';

export const loadRentRequestsFx = createEffect((homeId: number) => fetchRentRequests(homeId));
export const requestRentFx = createEffect((rentPaymentId: number) => requestRent(rentPaymentId));
export const cancelRentRequestFx = createEffect((id: number) => cancelRentRequest(id));

export const $rentRequests = createStore<RentRequest[]>([]).reset(managementOpened);

/** Open or paid request of each rent line, by rent_payment_id. */
export const $requestsByLine = $rentRequests.map((requests) => new Map(requests.map((request) => [request.rent_payment_id, request])));

sample({
  clock: loadRentRequestsFx.done,
  source: $homeId,
  filter: (homeId, { params }) => homeId === params,
  fn: (_, { result }) => result,
  target: $rentRequests,
});

sample({ clock: managementOpened, target: loadRentRequestsFx });
sample({
  clock: [managementRetried, requestRentFx.done, cancelRentRequestFx.done, recordPaymentFx.done],
  source: $homeId,
  filter: (homeId): homeId is number => homeId !== null,
  target: loadRentRequestsFx,
});
