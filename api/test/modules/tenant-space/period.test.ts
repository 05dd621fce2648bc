import { splitDue, toCents } from '../../../src/modules/tenant-space/money';
import { isPeriod, receiptPeriod } from '../../../src/modules/tenant-space/period';
import { euroText, receiptTitle } from '../../../src/modules/tenant-space/receipt-pdf';

describe('the period of a quittance', () => {
  it('runs from the first to the last day of the month', () => {
    expect(receiptPeriod('2026-03')).toEqual({
      first: '2026-03-01',
      last: '2026-03-31',
      month: 'mars 2026',
      text: 'du 1er mars 2026 au 31 mars 2026',
      short: 'du 01/03/2026 au 31/03/2026',
    });
    expect(receiptPeriod('2026-04').text).toBe('du 1er avril 2026 au 30 avril 2026');
    expect(receiptPeriod('2026-12').last).toBe('2026-12-31');
  });

  it('knows February, leap years included', () => {
    expect(receiptPeriod('2026-02').text).toBe('du 1er février 2026 au 28 février 2026');
    expect(receiptPeriod('2028-02').text).toBe('du 1er février 2028 au 29 février 2028');
    expect(receiptPeriod('2100-02').last).toBe('2100-02-28');
    expect(receiptPeriod('2000-02').last).toBe('2000-02-29');
  });

  it('refuses what is not a month', () => {
    expect(isPeriod('2026-13')).toBe(false);
    expect(isPeriod('2026-00')).toBe(false);
    expect(isPeriod('2026-3')).toBe(false);
    expect(() => receiptPeriod('2026-13')).toThrow();
  });

  it('titles the receipt with the month', () => {
    expect(receiptTitle('2026-08')).toBe('Quittance de loyer – août 2026');
  });
});

describe('amounts of a receipt', () => {
  it('turns the rentals euros into cents without drift', () => {
    expect(toCents(490.1)).toBe(49010);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1234.56)).toBe(123456);
  });

  it('keeps rent and charges apart, the charges capped by what is due', () => {
    expect(splitDue(490, 40)).toEqual({ rent_cents: 45000, charges_cents: 4000 });
    expect(splitDue(30, 40)).toEqual({ rent_cents: 0, charges_cents: 3000 });
    expect(splitDue(500, 0)).toEqual({ rent_cents: 50000, charges_cents: 0 });
  });

  it('writes euros the French way with no-break spaces', () => {
    expect(euroText(123456)).toBe('1\u00a0234,56\u00a0€');
    expect(euroText(5)).toBe('0,05\u00a0€');
  });
});
