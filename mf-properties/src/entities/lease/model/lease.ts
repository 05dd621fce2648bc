// State of the `bail` screen: the selected home's leases for a landlord, or the caller's own leases
// for a tenant. Read again after each action: the server moves the status and the acceptances.
import { errorText, type Home, type Lease, type LeaseInput } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createLease, fetchHome, fetchHomeLeases, fetchMyLeases, leaseAction, type LeaseAction } from '../api/leaseApi';

export type LoadState = 'loading' | 'ready' | 'failed';
/** Whose leases: one home's (landlord) or the caller's own (tenant). */
export type LeaseSource = { kind: 'home'; homeId: number } | { kind: 'mine' };

export const leasesOpened = createEvent<LeaseSource>();
export const leasesRetried = createEvent();

export const loadLeasesFx = createEffect((source: LeaseSource) => (source.kind === 'home' ? fetchHomeLeases(source.homeId) : fetchMyLeases()));
export const loadHomeFx = createEffect((homeId: number) => fetchHome(homeId));
export const createLeaseFx = createEffect(({ homeId, input }: { homeId: number; input: LeaseInput }) => createLease(homeId, input));
export const leaseActionFx = createEffect(({ id, action }: { id: number; action: LeaseAction }) => leaseAction(id, action));

export const $source = createStore<LeaseSource | null>(null).on(leasesOpened, (_, source) => source);

const received = createEvent<Lease[]>();
const failed = createEvent<unknown>();

export const $leases = createStore<Lease[]>([])
  .on(received, (_, leases) => leases)
  .reset(leasesOpened);
export const $loadState = createStore<LoadState>('loading')
  .on(received, () => 'ready')
  .on(failed, (state) => (state === 'ready' ? state : 'failed'))
  .reset(leasesOpened);
export const $loadError = createStore<string | null>(null)
  .on(failed, (_, error) => errorText(error))
  .reset([received, leasesOpened]);
/** The landlord's home (its rooms feed the form); null for a tenant or while it loads. */
export const $home = createStore<Home | null>(null)
  .on(loadHomeFx.doneData, (_, home) => home)
  .reset(leasesOpened);
export const $homeError = createStore<string | null>(null)
  .on(loadHomeFx.failData, (_, error) => errorText(error))
  .reset([leasesOpened, loadHomeFx.done]);

const sameSource = (a: LeaseSource | null, b: LeaseSource) => !!a && a.kind === b.kind && (a.kind === 'mine' || (b.kind === 'home' && a.homeId === b.homeId));

sample({ clock: leasesOpened, target: loadLeasesFx });
sample({ clock: leasesOpened, filter: (source) => source.kind === 'home', fn: (source) => (source as { homeId: number }).homeId, target: loadHomeFx });
sample({ clock: loadLeasesFx.done, source: $source, filter: (current, { params }) => sameSource(current, params), fn: (_, { result }) => result, target: received });
sample({ clock: loadLeasesFx.fail, source: $source, filter: (current, { params }) => sameSource(current, params), fn: (_, { error }) => error, target: failed });
sample({
  clock: [leasesRetried, createLeaseFx.done, leaseActionFx.finally],
  source: $source,
  filter: (source): source is LeaseSource => source !== null,
  target: loadLeasesFx,
});
