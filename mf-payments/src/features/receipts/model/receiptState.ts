// Where a month's rent stands for the tenant.
import type { RentReceipt } from '@coloc/shared';

export type ReceiptState = 'paid' | 'partial' | 'late' | 'due';

/** 'paid' once a receipt exists; before that a part received is 'partial', a past month 'late', else 'due'. */
export function receiptState(receipt: Pick<RentReceipt, 'pdf_url' | 'paid_cents' | 'period'>, currentPeriod: string): ReceiptState {
  if (receipt.pdf_url) return 'paid';
  if (receipt.paid_cents > 0) return 'partial';
  return receipt.period < currentPeriod ? 'late' : 'due';
}
