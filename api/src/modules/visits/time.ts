/**
 * Visit times: stored as UTC ISO text (they sort and compare as strings in both databases),
 * answered as Paris wall-clock time with its offset, written in mails the French way.
 */

export const VISIT_TIME_ZONE = 'Europe/Paris';

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: VISIT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function parisParts(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(partsFormatter.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-03-14T15:00:00+01:00": the same instant as `iso`, in Paris time with its offset. */
export function toParisIso(iso: string): string {
  const date = new Date(iso);
  const p = parisParts(date);
  const wallClockAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const offsetMinutes = Math.round((wallClockAsUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const dayFormatter = new Intl.DateTimeFormat('fr-FR', { timeZone: VISIT_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "samedi 14 mars 2026 à 15 h 00", in Paris time. */
export function frenchDateTime(iso: string): string {
  const date = new Date(iso);
  const { hour, minute } = parisParts(date);
  return `${dayFormatter.format(date)} à ${hour} h ${pad(minute)}`;
}

/** The UTC ISO text of a date-time given with an offset, or null when it is not a real instant. */
export function normalizeInstant(value: string): string | null {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** `date` plus calendar months, in UTC (31 March + 6 months = 1 October, not an error). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}
