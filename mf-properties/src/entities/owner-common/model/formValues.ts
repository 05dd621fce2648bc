// Values typed in the owner forms, read the French way: "650,50" is 650.5 euros, dates are
// YYYY-MM-DD (what <input type="date"> gives) and "today" is the day in Paris.

/** An amount typed with a comma or a dot, spaces allowed ("1 200,50"); null when it is not a number. */
export function parseAmount(value: string): number | null {
  const text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

/** A whole number typed in a field; null otherwise. */
export function parseWhole(value: string): number | null {
  const text = value.trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Paris, YYYY-MM-DD (the homes are in France whatever the browser's zone). */
export function todayInParis(now: number = Date.now()): string {
  return parisDay.format(new Date(now));
}

/** 'YYYY-MM' of today in Paris. */
export function currentPeriod(now: number = Date.now()): string {
  return todayInParis(now).slice(0, 7);
}

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' -> 'novembre 2026'. */
export function formatPeriod(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** A YYYY-MM-DD day in French ("21 novembre 2026"), read as a calendar day, not an instant. */
export function formatDay(day: string, style: 'long' | 'short' = 'long'): string {
  if (!isIsoDate(day.slice(0, 10))) return day;
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  const options: Intl.DateTimeFormatOptions =
    style === 'long' ? { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } : { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat('fr-FR', options).format(new Date(Date.UTC(y, m - 1, d)));
}
