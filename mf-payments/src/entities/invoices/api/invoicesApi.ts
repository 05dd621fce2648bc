import type { InvoiceSummary } from '@coloc/shared';
import { call } from '@coloc/shared';
import { PAYMENTS_ENDPOINTS } from '@coloc/contract/payments/endpoints';

export function fetchInvoices(): Promise<InvoiceSummary[]> {
  return call(PAYMENTS_ENDPOINTS, 'payments.invoices', {}, { context: { silent: true } });
}
