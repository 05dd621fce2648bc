import { addMonths, frenchDate, frenchDateTime, isIsoDate, monthsBetween, parisDate } from '../../../src/lib/dates';
import { checkDeposit, depositCeiling } from '../../../src/modules/rentals/lease-rules';
import { pdfText } from '../../../src/modules/rentals/lease-pdf';
import { formatEuro } from '../../../src/modules/rentals/money';

describe('formatEuro', () => {
  it('writes French amounts with no-break spaces the PDF font can draw', () => {
    expect(formatEuro(0)).toBe('0,00\u00a0€');
    expect(formatEuro(1450.5)).toBe('1\u00a0450,50\u00a0€');
    expect(formatEuro(1234567.899)).toBe('1\u00a0234\u00a0567,90\u00a0€');
    expect(formatEuro(-12.3)).toBe('-12,30\u00a0€');
  });
});

describe('rental dates', () => {
  it('adds months clamped to the end of the month, lists months, checks real dates', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-15', -4)).toBe('2024-11-15');
    expect(monthsBetween('2024-11', '2025-02')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(monthsBetween('2025-03', '2025-02')).toEqual([]);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-2-01')).toBe(false);
  });

  it('speaks French and counts days in Paris', () => {
    expect(frenchDate('2025-03-01')).toBe('1er mars 2025');
    expect(frenchDate('2025-08-15')).toBe('15 août 2025');
    expect(frenchDateTime('2025-03-12T13:05:00Z')).toBe('12 mars 2025 à 14 h 05');
    expect(parisDate('2025-06-14T22:30:00Z')).toBe('2025-06-15');
    expect(parisDate('2025-12-31T22:59:00Z')).toBe('2025-12-31');
  });
});

describe('lease rules', () => {
  it('caps the deposit at one month unfurnished, two furnished', () => {
    expect(depositCeiling(480.5, false)).toBe(480.5);
    expect(depositCeiling(480.5, true)).toBe(961);
    expect(() => checkDeposit(500, 500, false)).not.toThrow();
    expect(() => checkDeposit(500, 500.01, false)).toThrow(/article 22/);
    expect(() => checkDeposit(500, 1000.01, true)).toThrow(/article 25-6/);
  });

  it('keeps only what the standard PDF font can draw', () => {
    expect(pdfText('Dépôt – 1 000 € « ok » œuvre')).toBe('Dépôt – 1 000 € « ok » œuvre');
    expect(pdfText('Chat 🐱 et 中文\r\nfin')).toBe('Chat ? et ??\nfin');
    expect(pdfText('1\u202f000')).toBe('1\u00a0000');
  });
});
