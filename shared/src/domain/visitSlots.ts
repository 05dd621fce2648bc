// Visit slots typed in <input type="datetime-local"> are Paris wall-clock times (the homes are in
// France, whatever the browser's zone); the visits API wants ISO-8601 with that day's Paris offset
// and refuses slots in the past, beyond six months, or twice the same. Seekers (matching, advert
// page) and hosts (agenda, requests) propose slots with the same rule, the contract's, which the
// API runs too.
import { VISIT_LIMITS } from '@coloc/contract/visits/limits';
import { visitSlotError } from '@coloc/contract/visits/slots';

export { visitSlotHorizon } from '@coloc/contract/visits/slots';
export const VISIT_MAX_SLOTS = VISIT_LIMITS.slotsMax;
export const VISIT_MESSAGE_MAX = VISIT_LIMITS.messageMax;
export const VISIT_HORIZON_MONTHS = VISIT_LIMITS.horizonMonths;

const TIME_ZONE = 'Europe/Paris';
/**
 * Built on first use, not when the module loads: every page loads this module through
 * @coloc/shared, and a time-zone formatter costs a phone milliseconds that only visit forms need.
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | null = null;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}
const offsetFormat = lazyFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** Minutes east of UTC in Paris at an instant. */
function parisOffset(instant: number): number {
  const name = offsetFormat().formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** '2026-12-01T18:30' -> '2026-12-01T18:30:00+01:00'; null when it is not a real date and time. */
export function parisIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (Number.isNaN(wall) || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  // The offset read at "wall as UTC" can be an hour off around a change of time: read it twice.
  let offset = parisOffset(wall - parisOffset(wall) * 60_000);
  offset = parisOffset(wall - offset * 60_000);
  return `${local.trim()}:00${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

const wallFormat = lazyFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a datetime-local value in Paris time (the inputs' min and max). */
export function parisLocalValue(instant: number): string {
  const parts = Object.fromEntries(wallFormat().formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

export type VisitSlotError = 'required' | 'invalid' | 'past' | 'tooFar' | 'duplicate';

/** One error per slot (empty extra slots are ignored), or 'required' on the first when none is filled. */
export function visitSlotErrors(slots: readonly string[], now = Date.now()): Array<VisitSlotError | null> {
  const values = slots.map((slot) => slot.trim());
  if (values.every((slot) => slot === '')) return values.map((_, i) => (i === 0 ? 'required' : null));
  // Empty slots are NaN, like invalid ones, so that they never count as a repeated instant.
  const instants = values.map((slot) => {
    const iso = slot === '' ? null : parisIso(slot);
    return iso ? Date.parse(iso) : Number.NaN;
  });
  return values.map((slot, i) => (slot === '' ? null : visitSlotError(instants, i, now)));
}

/** The filled slots as the API wants them (call after visitSlotErrors found nothing). */
export function visitSlotsToSend(slots: readonly string[]): string[] {
  return slots.map((slot) => slot.trim()).filter(Boolean).map((slot) => parisIso(slot)!);
}
