// Calls of the abonnement pages. Loads are silent (each page offers its retry); cancelling answers
// its refusal inline.
import { api, FORM_STATUSES, type SubscriptionDetails, type SubscriptionOverview } from '@coloc/shared';

export { fetchInvoices } from '../../../entities/invoices/api/invoicesApi';

export function fetchOverview(): Promise<SubscriptionOverview> {
  return api.get('subscriptions', { context: { silent: true } }).json<SubscriptionOverview>();
}

export function cancelSubscription(id: number): Promise<SubscriptionDetails> {
  return api.post(`subscriptions/${id}/cancel`, { context: { handledStatuses: FORM_STATUSES } }).json<SubscriptionDetails>();
}
