import { formatDay, formatEuro, formatNumber } from './format';

// The hand-written formatters must print exactly what Intl prints for fr-FR (see format.ts).
const intlEuro = (value: number, decimals: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
const intlNumber = (value: number, decimals: number) => new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

describe('formatEuro and formatNumber', () => {
  const values = [0, -0, 1, 9, 10, 999, 1000, 1234.5, -1234.5, 1234567.891, 0.005, 0.015, 0.025, -0.001, 2.675, 1.005, 99.995, 999.5, 1000000, 0.5, 1.5, 2.5, 1e-7, 1e21];
  for (let i = 0; i < 300; i++) values.push(Math.round(Math.random() * 1e8) / 1000, Math.round(Math.random() * 1e5) / 100, -Math.random() * 1e4);

  it.each([0, 1, 2])('prints what Intl prints with %i decimals', (decimals) => {
    for (const value of values) {
      expect([value, formatEuro(value, decimals)]).toEqual([value, intlEuro(value, decimals)]);
      expect([value, formatNumber(value, decimals)]).toEqual([value, intlNumber(value, decimals)]);
    }
  });

  it('separates thousands with a narrow no-break space and the unit with a no-break space', () => {
    expect(formatEuro(1500, 0)).toBe('1\u202f500\u00a0€');
    expect(formatEuro(1234.5)).toBe('1\u202f234,50\u00a0€');
  });
});

describe('formatDay', () => {
  it('prints a calendar day as Intl does, whatever the time zone', () => {
    for (const day of ['2026-01-01', '2026-02-28', '2026-08-15', '2026-12-31', '2027-03-09']) {
      const noon = new Date(`${day}T12:00:00Z`);
      expect(formatDay(day)).toBe(new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(noon));
      expect(formatDay(day, 'short')).toBe(new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' }).format(noon));
      expect(formatDay(day, 'dayMonth')).toBe(new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'Europe/Paris' }).format(noon));
    }
  });

  it('reads the day of a timestamp and refuses what is not a day', () => {
    expect(formatDay('2026-12-01T00:00:00.000Z')).toBe('1 décembre 2026');
    expect(formatDay('demain')).toBe('');
    expect(formatDay('2026-13-01')).toBe('');
  });
});
