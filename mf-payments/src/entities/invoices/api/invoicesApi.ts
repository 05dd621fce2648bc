import { api, type InvoiceSummary } from '@coloc/shared';

export function fetchInvoices(): Promise<InvoiceSummary[]> {
  return api.get('invoices', { context: { silent: true } }).json<InvoiceSummary[]>();
}
