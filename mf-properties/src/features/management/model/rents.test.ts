import { makePayment, makeTenancy } from '../../../entities/management/testing';
import { groupByPeriod, paymentState, tenanciesById } from './rents';

describe('rent lines', () => {
  it('says where a rent stands against the current month', () => {
    expect(paymentState(makePayment({ period: '2026-02', amount_received: 500 }), '2026-03')).toBe('paid');
    expect(paymentState(makePayment({ period: '2026-02', amount_received: 0 }), '2026-03')).toBe('late');
    expect(paymentState(makePayment({ period: '2026-02', amount_received: 200 }), '2026-03')).toBe('late');
    expect(paymentState(makePayment({ period: '2026-03', amount_received: 200 }), '2026-03')).toBe('partial');
    expect(paymentState(makePayment({ period: '2026-03', amount_received: 0 }), '2026-03')).toBe('pending');
    expect(paymentState(makePayment({ period: '2026-03', amount_received: 600 }), '2026-03')).toBe('paid');
  });

  it('groups the lines by month, newest first', () => {
    const lines = [
      makePayment({ id: 1, period: '2026-01' }),
      makePayment({ id: 2, period: '2026-03' }),
      makePayment({ id: 3, period: '2026-01', tenancy_id: 8 }),
      makePayment({ id: 4, period: '2025-12' }),
    ];
    expect(groupByPeriod(lines).map((group) => [group.period, group.payments.map((p) => p.id)])).toEqual([
      ['2026-03', [2]],
      ['2026-01', [1, 3]],
      ['2025-12', [4]],
    ]);
  });

  it('finds the tenant of a line', () => {
    expect(tenanciesById([makeTenancy({ id: 3, tenant_name: 'Paul' })]).get(3)?.tenant_name).toBe('Paul');
  });
});
