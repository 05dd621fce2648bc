// State of `receipts`: the tenant's rents month by month and what the landlords ask for, loaded together.
import { errorText, type RentReceipt, type RentRequest } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchReceipts, fetchRentRequests } from '../api/receiptsApi';

export type LoadState = 'loading' | 'ready' | 'failed';

export const receiptsOpened = createEvent();
export const receiptsRetried = createEvent();

export const loadReceiptsFx = createEffect(async () => {
  const [receipts, requests] = await Promise.all([fetchReceipts(), fetchRentRequests()]);
  return { receipts, requests };
});

export const $receipts = createStore<RentReceipt[]>([]).on(loadReceiptsFx.doneData, (_, data) => data.receipts);
export const $rentRequests = createStore<RentRequest[]>([]).on(loadReceiptsFx.doneData, (_, data) => data.requests);
/** Open requests first (what there is to pay), then the paid ones, newest first within each. */
export const $openRequests = $rentRequests.map((requests) => requests.filter((request) => request.status === 'open'));
export const $paidRequests = $rentRequests.map((requests) => requests.filter((request) => request.status === 'paid'));

export const $loadState = createStore<LoadState>('loading')
  .on(receiptsOpened, () => 'loading')
  .on(loadReceiptsFx.done, () => 'ready')
  .on(loadReceiptsFx.fail, () => 'failed');
export const $loadError = createStore<string | null>(null)
  .on(loadReceiptsFx.failData, (_, error) => errorText(error))
  .reset(loadReceiptsFx.done);

sample({ clock: [receiptsOpened, receiptsRetried], target: loadReceiptsFx });
