// How rent lines read on the management screen: who pays, for which month, and where it stands.
import type { RentPayment, Tenancy } from '@coloc/shared';

export type PaymentState = 'paid' | 'partial' | 'late' | 'pending';

/**
 * 'paid' once the amount due is in; before that a past month is 'late' (a part received makes it
 * 'partial' this month, still 'late' afterwards), the current or a future month 'pending'.
 */
export function paymentState(payment: Pick<RentPayment, 'period' | 'amount_due' | 'amount_received'>, currentPeriod: string): PaymentState {
  if (payment.amount_received >= payment.amount_due) return 'paid';
  if (payment.period < currentPeriod) return 'late';
  return payment.amount_received > 0 ? 'partial' : 'pending';
}

export interface PeriodGroup {
  period: string;
  payments: RentPayment[];
}

/** Rent lines grouped by month, newest month first, in the order the API gave within a month. */
export function groupByPeriod(payments: readonly RentPayment[]): PeriodGroup[] {
  const groups = new Map<string, RentPayment[]>();
  for (const payment of payments) {
    const list = groups.get(payment.period) ?? [];
    list.push(payment);
    groups.set(payment.period, list);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([period, list]) => ({ period, payments: list }));
}

/** Tenancies by id, so that a rent line can name its tenant. */
export function tenanciesById(tenancies: readonly Tenancy[]): Map<number, Tenancy> {
  return new Map(tenancies.map((tenancy) => [tenancy.id, tenancy]));
}
