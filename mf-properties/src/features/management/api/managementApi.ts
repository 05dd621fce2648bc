// Calls of rental management. Loads are silent (the page shows its own retry); form answers are
// shown inline next to the form; anything else reaches the global error modal.
import { FORM_STATUSES, type ManagementOverview, type RentPayment, type RentPaymentInput, type RentRequest, type Tenancy, type TenancyInput, call } from '@coloc/shared';
import { RENTALS_ENDPOINTS } from '@coloc/contract/rentals/endpoints';
import { TENANT_SPACE_ENDPOINTS } from '@coloc/contract/tenant-space/endpoints';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: FORM_STATUSES } };

export function fetchManagement(homeId: number): Promise<ManagementOverview> {
  return call(RENTALS_ENDPOINTS, 'rentals.management', { id: homeId }, silent);
}

export function createTenancy(homeId: number, input: TenancyInput): Promise<Tenancy> {
  return call(RENTALS_ENDPOINTS, 'rentals.createTenancy', { id: homeId, body: input }, inline);
}

/** A tenancy ends with an end date (today or later); DELETE is only for one entered by mistake. */
export function endTenancy(id: number, endDate: string): Promise<Tenancy> {
  return call(RENTALS_ENDPOINTS, 'rentals.updateTenancy', { id, body: { end_date: endDate } }, inline);
}

export function recordRentPayment(id: number, input: RentPaymentInput): Promise<RentPayment> {
  return call(RENTALS_ENDPOINTS, 'rentals.saveRentPayment', { id, body: input }, inline);
}

/** What the landlords asked the tenants to pay through the platform; silent (the lines show without it). */
export function fetchRentRequests(homeId: number): Promise<RentRequest[]> {
  return call(TENANT_SPACE_ENDPOINTS, 'tenantSpace.homeRentRequests', { id: homeId }, silent);
}

/** Refusals (the anti-scam rule, a rent paid or already asked for) are shown next to the line. */
export function requestRent(rentPaymentId: number): Promise<RentRequest> {
  return call(TENANT_SPACE_ENDPOINTS, 'tenantSpace.requestRent', { id: rentPaymentId }, inline);
}

export async function cancelRentRequest(id: number): Promise<void> {
  await call(TENANT_SPACE_ENDPOINTS, 'tenantSpace.cancelRentRequest', { id }, inline);
}
