// Calls of the leases, for the landlord (one home's leases) and the tenant (their own). Loads are
// silent (the page shows its own retry); actions are refused inline.
import { FORM_STATUSES, type Home, type Lease, type LeaseInput, call } from '@coloc/shared';
import { RENTALS_ENDPOINTS } from '@coloc/contract/rentals/endpoints';
import { HOMES_ENDPOINTS } from '@coloc/contract/homes/endpoints';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: FORM_STATUSES } };

export function fetchHomeLeases(homeId: number): Promise<Lease[]> {
  return call(RENTALS_ENDPOINTS, 'rentals.homeLeases', { id: homeId }, silent);
}

export function fetchMyLeases(): Promise<Lease[]> {
  return call(RENTALS_ENDPOINTS, 'rentals.myLeases', {}, silent);
}

/** The home's rooms, for the room of a new lease. */
export function fetchHome(homeId: number): Promise<Home> {
  return call(HOMES_ENDPOINTS, 'homes.get', { id: homeId }, silent);
}

export function createLease(homeId: number, input: LeaseInput): Promise<Lease> {
  return call(RENTALS_ENDPOINTS, 'rentals.createLease', { id: homeId, body: input }, inline);
}

export type LeaseAction = 'send' | 'accept' | 'cancel';

const LEASE_ACTIONS = { send: 'rentals.sendLease', accept: 'rentals.acceptLease', cancel: 'rentals.cancelLease' } as const;

export async function leaseAction(id: number, action: LeaseAction): Promise<void> {
  await call(RENTALS_ENDPOINTS, LEASE_ACTIONS[action], { id }, inline);
}
