import { currentPeriod, formatCents, formatDay, formatIban, formatPeriod, todayInParis } from '../../../entities/receipts/model/format';
import { receiptState } from './receiptState';

describe('tenant formats', () => {
  it('writes cents as euros, months and days in French', () => {
    expect(formatCents(123456)).toMatch(/^1\s234,56\s€$/);
    expect(formatCents(5)).toMatch(/^0,05\s€$/);
    expect(formatPeriod('2026-08')).toBe('août 2026');
    expect(formatPeriod('n/a')).toBe('n/a');
    expect(formatDay('2026-03-01')).toBe('1 mars 2026');
  });

  it('reads today in Paris, whatever the machine', () => {
    // 23:30 UTC on 31 March is already 1 April in Paris (summer time).
    const late = Date.UTC(2026, 2, 31, 23, 30);
    expect(todayInParis(late)).toBe('2026-04-01');
    expect(currentPeriod(late)).toBe('2026-04');
  });

  it('groups an IBAN by four, as on a RIB', () => {
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(formatIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});

describe('receiptState', () => {
  it('says paid once there is a receipt, then partial, late or due', () => {
    expect(receiptState({ pdf_url: '/api/receipts/1/pdf', paid_cents: 49000, period: '2026-01' }, '2026-03')).toBe('paid');
    expect(receiptState({ pdf_url: null, paid_cents: 100, period: '2026-01' }, '2026-03')).toBe('partial');
    expect(receiptState({ pdf_url: null, paid_cents: 0, period: '2026-02' }, '2026-03')).toBe('late');
    expect(receiptState({ pdf_url: null, paid_cents: 0, period: '2026-03' }, '2026-03')).toBe('due');
  });
});
