// Calls of the leases, for the landlord (one home's leases) and the tenant (their own). Loads are
// silent (the page shows its own retry); actions are refused inline.
import { api, FORM_STATUSES, type Home, type Lease, type LeaseInput } from '@coloc/shared';
import { call } from '@coloc/shared/call';
import { HOMES_ENDPOINTS } from '@coloc/contract/homes/endpoints';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: FORM_STATUSES } };

export function fetchHomeLeases(homeId: number): Promise<Lease[]> {
  return api.get(`homes/${homeId}/leases`, silent).json<Lease[]>();
}

export function fetchMyLeases(): Promise<Lease[]> {
  return api.get('my-leases', silent).json<Lease[]>();
}

/** The home's rooms, for the room of a new lease. */
export function fetchHome(homeId: number): Promise<Home> {
  return call(HOMES_ENDPOINTS, 'homes.get', { id: homeId }, silent);
}

export function createLease(homeId: number, input: LeaseInput): Promise<Lease> {
  return api.post(`homes/${homeId}/leases`, { json: input, ...inline }).json<Lease>();
}

export type LeaseAction = 'send' | 'accept' | 'cancel';

export async function leaseAction(id: number, action: LeaseAction): Promise<void> {
  await api.post(`leases/${id}/${action}`, inline);
}
