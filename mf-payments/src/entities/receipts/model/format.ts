// How the tenant's pages write months, days, amounts in cents and bank details (fr-FR, Paris).
import { formatEuro } from '@coloc/shared';

/** Amounts of the payments routes are integer cents. */
export function formatCents(cents: number): string {
  return formatEuro(cents / 100);
}

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' -> 'novembre 2026'. */
export function formatPeriod(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD day in French ("21 novembre 2026"), read as a calendar day, not an instant. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  return dayFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Paris, YYYY-MM-DD. */
export function todayInParis(now: number = Date.now()): string {
  return parisDay.format(new Date(now));
}

/** 'YYYY-MM' of today in Paris. */
export function currentPeriod(now: number = Date.now()): string {
  return todayInParis(now).slice(0, 7);
}

/** 'FR7630006000011234567890189' -> 'FR76 3000 6000 0112 3456 7890 189', as printed on a RIB. */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
}
