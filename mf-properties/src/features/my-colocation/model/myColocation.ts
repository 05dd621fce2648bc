// State of `ma-co-location`: the seeker's shared home (or none), read again after a lease is accepted.
import { errorText, type MyColocation } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { leaseAction, type LeaseAction } from '../../../entities/lease/api/leaseApi';
import { fetchMyColocation } from '../api/myColocationApi';

export type LoadState = 'loading' | 'ready' | 'none' | 'failed';

export const myColocationOpened = createEvent();
export const myColocationRetried = createEvent();

export const loadMyColocationFx = createEffect(() => fetchMyColocation());
export const leaseActionFx = createEffect(({ id, action }: { id: number; action: LeaseAction }) => leaseAction(id, action));

export const $colocation = createStore<MyColocation | null>(null).on(loadMyColocationFx.doneData, (_, colocation) => colocation);
export const $loadState = createStore<LoadState>('loading')
  .on(myColocationOpened, () => 'loading')
  .on(loadMyColocationFx.doneData, (_, colocation) => (colocation ? 'ready' : 'none'))
  .on(loadMyColocationFx.fail, (state) => (state === 'ready' ? state : 'failed'));
export const $loadError = createStore<string | null>(null)
  .on(loadMyColocationFx.failData, (_, error) => errorText(error))
  .reset(loadMyColocationFx.done);

sample({ clock: [myColocationOpened, myColocationRetried, leaseActionFx.finally], target: loadMyColocationFx });
