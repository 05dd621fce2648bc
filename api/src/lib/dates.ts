/*
 * Calendar dates (rental management, payments, the tenant space, the tenant file's watermark).
 * Dates are ISO text (YYYY-MM-DD), months YYYY-MM; "today" is the date in Paris, where the homes
 * are, whatever the server's time zone. Here rather than in a module because several modules need
 * them and lib/ depends on none.
 */

/**
 * Made once: each Intl.DateTimeFormat holds ~100 KB of ICU data outside the JavaScript heap, freed
 * only when the collector gets to it. One per call (browse, adverts and matching ask for today on
 * every request) took the process from 200 MB to over 500 MB under load. en-CA writes YYYY-MM-DD.
 */
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
const HOUR_MS = 60 * 60 * 1000;

/**
 * The Paris date of an instant, formatted once per hour: Paris is a whole number of hours from UTC
 * (summer time too), so its date only changes at the start of a UTC hour.
 */
export function parisDayOf(): (instant: Date) => string {
  let hour = NaN;
  let day = '';
  return (instant) => {
    const instantHour = Math.floor(instant.getTime() / HOUR_MS);
    if (instantHour !== hour) {
      day = PARIS_DAY.format(instant);
      hour = instantHour;
    }
    return day;
  };
}

// Every signed-in answer asks for today's date (subscriptions still valid): formatted once an hour.
const parisDay = parisDayOf();

/** The Paris calendar date of an instant (YYYY-MM-DD). */
export function parisDate(instant: Date | string = new Date()): string {
  return parisDay(typeof instant === 'string' ? new Date(instant) : instant);
}

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Same day `months` later, clamped to the month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const d = utc(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.toISOString().slice(0, 10);
}

export function addYears(date: string, years: number): string {
  return addMonths(date, years * 12);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000);
}

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** Every month from `first` to `last` included (YYYY-MM), oldest first; empty when first > last. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let current = `${first}-01`;
  while (monthOf(current) <= last) {
    months.push(monthOf(current));
    current = addMonths(current, 1);
  }
  return months;
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** « 1er mars 2025 », « 12 mars 2025 ». */
export function frenchDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year}`;
}

const PARIS_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** « 12 mars 2025 à 14 h 05 » (Paris time). */
export function frenchDateTime(instant: string): string {
  const [hours, minutes] = PARIS_TIME.format(new Date(instant)).split(':');
  return `${frenchDate(parisDate(instant))} à ${hours} h ${minutes}`;
}
