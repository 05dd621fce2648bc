// fr-FR formatting of money and dates, and the score colour scale (SPEC 4, 9).
import { PROGRESS_ANIMATION_MS, PROGRESS_ANIMATION_SHORT_MS } from '../constants';

// Money, counts and calendar days are formatted by hand, not by Intl: a page's first Intl
// formatter costs a phone 25–35 ms of main thread (its locale data), and public pages show prices
// and dates while they hydrate. The output is Intl's fr-FR output to the character (tested against
// it): narrow no-break space between thousands, decimal comma, no-break space before €.
const GROUP = '\u202f';
const BEFORE_UNIT = '\u00a0';

/** `digits` ("2675") + 1 at its last place, as a string ("2676", "999" -> "1000"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** Rounds like Intl (ECMA-402's default `halfExpand`): half away from zero, on the shortest decimal form. */
function roundedParts(value: number, decimals: number): { integer: string; fraction: string } {
  const text = Math.abs(value).toString();
  if (/e/i.test(text)) {
    const fixed = Math.abs(value).toFixed(decimals);
    const [integer = '0', fraction = ''] = fixed.split('.');
    return { integer, fraction };
  }
  const [integer = '0', rest = ''] = text.split('.');
  if (rest.length <= decimals) return { integer, fraction: rest.padEnd(decimals, '0') };
  const kept = rest.slice(0, decimals);
  if (Number(rest[decimals]) < 5) return { integer, fraction: kept };
  const all = incrementDigits(integer + kept);
  return { integer: all.slice(0, all.length - decimals) || '0', fraction: all.slice(all.length - decimals) };
}

/** A number in French: `formatNumber(1234.5, 1)` -> "1 234,5" (0 decimals by default). */
export function formatNumber(value: number, decimals = 0): string {
  // Beyond 1e21 (never a price or a count) JavaScript writes exponents: Intl knows better.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  }
  const { integer, fraction } = roundedParts(value, decimals);
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${decimals > 0 ? `,${fraction}` : ''}`;
}

/** Euros in the French format, 2 decimals by default: `formatEuro(1234.5)` -> "1 234,50 €". */
export function formatEuro(value: number, decimals = 2): string {
  return `${formatNumber(value, decimals)}${BEFORE_UNIT}€`;
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/**
 * A calendar day ('2026-12-01', no time zone: an availability, a due date) in French: long
 * "1 décembre 2026", short "01/12/2026", dayMonth "1 décembre". Empty when it is not a day.
 */
export function formatDay(day: string, style: 'long' | 'short' | 'dayMonth' = 'long'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return '';
  const [, year, month, date] = match as unknown as [string, string, string, string];
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName || Number(date) < 1 || Number(date) > 31) return '';
  if (style === 'short') return `${date}/${month}/${year}`;
  const dayMonth = `${Number(date)} ${monthName}`;
  return style === 'dayMonth' ? dayMonth : `${dayMonth} ${year}`;
}

const dateStyles = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  dayMonth: { day: 'numeric', month: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof dateStyles;
/** Building a formatter costs far more than formatting: lists format a date per row. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** A date in French: long "21 novembre 2026", short "21/11/2026", dateTime, dayMonth. */
export function formatDate(value: Date | string | number, style: DateStyle = 'long', timeZone = 'Europe/Paris'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${style}|${timeZone}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('fr-FR', { ...dateStyles[style], timeZone });
    dateFormatters.set(key, formatter);
  }
  return formatter.format(date);
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
