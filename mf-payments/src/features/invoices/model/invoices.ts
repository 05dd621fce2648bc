// The invoices page: every invoice of the user, newest first, each with its PDF.
import { errorText, type InvoiceSummary } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchInvoices } from '../../../entities/invoices/api/invoicesApi';

export type LoadState = 'loading' | 'ready' | 'failed';

export const invoicesOpened = createEvent();
export const loadInvoicesFx = createEffect(() => fetchInvoices());

export const $invoices = createStore<InvoiceSummary[]>([]).on(loadInvoicesFx.doneData, (_, invoices) => invoices);
export const $invoicesState = createStore<LoadState>('loading')
  .on(invoicesOpened, () => 'loading')
  .on(loadInvoicesFx.done, () => 'ready')
  .on(loadInvoicesFx.fail, () => 'failed');
export const $invoicesError = createStore<string | null>(null)
  .on(loadInvoicesFx.failData, (_, error) => errorText(error))
  .reset(loadInvoicesFx);

/** The year's totals, for the summary line. */
export function totals(invoices: readonly InvoiceSummary[]) {
  return invoices.reduce((sum, i) => ({ net: sum.net + i.net_cents, vat: sum.vat + i.vat_cents, total: sum.total + i.total_cents }), { net: 0, vat: 0, total: 0 });
}

sample({ clock: invoicesOpened, target: loadInvoicesFx });
