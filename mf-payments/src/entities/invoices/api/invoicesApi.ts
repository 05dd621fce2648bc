import type { InvoiceSummary } from '@coloc/shared';
import { call } from '@coloc/shared/call';

export function fetchInvoices(): Promise<InvoiceSummary[]> {
  return call('payments.invoices', {}, { context: { silent: true } });
}
