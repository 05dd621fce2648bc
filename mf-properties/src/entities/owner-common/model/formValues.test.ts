import { currentPeriod, formatDay, formatPeriod, isIsoDate, parseAmount, parseWhole, todayInParis } from './formValues';

describe('owner form values', () => {
  it('reads amounts the French way', () => {
    expect(parseAmount('650')).toBe(650);
    expect(parseAmount('650,50')).toBe(650.5);
    expect(parseAmount('1 200.5')).toBe(1200.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('12,345')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('reads whole numbers', () => {
    expect(parseWhole('12')).toBe(12);
    expect(parseWhole('1.5')).toBeNull();
    expect(parseWhole('')).toBeNull();
  });

  it('accepts only real days', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('28/02/2026')).toBe(false);
  });

  it('gives the Paris day and month, whatever the instant', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    const instant = Date.UTC(2026, 11, 31, 23, 30);
    expect(todayInParis(instant)).toBe('2027-01-01');
    expect(currentPeriod(instant)).toBe('2027-01');
  });

  it('writes months and days in French', () => {
    expect(formatPeriod('2026-11')).toBe('novembre 2026');
    expect(formatDay('2026-03-01')).toBe('1 mars 2026');
    expect(formatDay('2026-03-01', 'short')).toBe('01/03/2026');
  });
});
