// fr-FR formatting of money and dates, and the score colour scale (SPEC 4, 9).
import { PROGRESS_ANIMATION_MS, PROGRESS_ANIMATION_SHORT_MS } from '../constants';

const euroFormatters = new Map<number, Intl.NumberFormat>();

/** Euros in the French format, 2 decimals by default: `formatEuro(1234.5)` -> "1 234,50 €". */
export function formatEuro(value: number, decimals = 2): string {
  let formatter = euroFormatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    euroFormatters.set(decimals, formatter);
  }
  return formatter.format(value);
}

const dateStyles = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  dayMonth: { day: 'numeric', month: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof dateStyles;

/** A date in French: long "21 novembre 2026", short "21/11/2026", dateTime, dayMonth. */
export function formatDate(value: Date | string | number, style: DateStyle = 'long', timeZone = 'Europe/Paris'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('fr-FR', { ...dateStyles[style], timeZone }).format(date);
}

/** Matching screens show GlobalScore.Total (0–200) divided by 2, as a percentage. */
export function scorePercent(total: number): number {
  return Math.round(Math.max(0, Math.min(200, total)) / 2);
}

/** Colour level 1 (lowest) to 6 of a progress or match value (SPEC 4). */
export function scoreLevel(value: number): 1 | 2 | 3 | 4 | 5 | 6 {
  if (value > 85) return 6;
  if (value > 60) return 5;
  if (value > 40) return 4;
  if (value > 20) return 3;
  if (value >= 10) return 2;
  return 1;
}

/** Duration of the progress bar animation (SPEC 9: faster for exactly 10). */
export function progressAnimationMs(value: number): number {
  return value === 10 ? PROGRESS_ANIMATION_SHORT_MS : PROGRESS_ANIMATION_MS;
}

/** Deliberately loose e-mail check for forms: the server has the last word, this only catches obvious typos. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
