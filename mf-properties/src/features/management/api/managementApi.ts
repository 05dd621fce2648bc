// Calls of rental management. Loads are silent (the page shows its own retry); form answers are
// shown inline next to the form; anything else reaches the global error modal.
import { api, FORM_STATUSES, type ManagementOverview, type RentPayment, type RentPaymentInput, type Tenancy, type TenancyInput } from '@coloc/shared';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: FORM_STATUSES } };

export function fetchManagement(homeId: number): Promise<ManagementOverview> {
  return api.get(`homes/${homeId}/management`, silent).json<ManagementOverview>();
}

export function createTenancy(homeId: number, input: TenancyInput): Promise<Tenancy> {
  return api.post(`homes/${homeId}/tenancies`, { json: input, ...inline }).json<Tenancy>();
}

/** A tenancy ends with an end date (today or later); DELETE is only for one entered by mistake. */
export function endTenancy(id: number, endDate: string): Promise<Tenancy> {
  return api.put(`tenancies/${id}`, { json: { end_date: endDate }, ...inline }).json<Tenancy>();
}

export function recordRentPayment(id: number, input: RentPaymentInput): Promise<RentPayment> {
  return api.put(`rent-payments/${id}`, { json: input, ...inline }).json<RentPayment>();
}
