// Calls of the abonnement pages. Loads are silent (each page offers its retry); cancelling answers
// its refusal inline.
import { FORM_STATUSES, type SubscriptionDetails, type SubscriptionOverview, call } from '@coloc/shared';
import { PAYMENTS_ENDPOINTS } from '@coloc/contract/payments/endpoints';

export { fetchInvoices } from '../../../entities/invoices/api/invoicesApi';

export function fetchOverview(): Promise<SubscriptionOverview> {
  return call(PAYMENTS_ENDPOINTS, 'payments.subscriptions', {}, { context: { silent: true } });
}

export function cancelSubscription(id: number): Promise<SubscriptionDetails> {
  return call(PAYMENTS_ENDPOINTS, 'payments.cancelSubscription', { id }, { context: { handledStatuses: FORM_STATUSES } });
}
