// Visit slots: the seeker picks French wall-clock times (the homes are in France); the API wants
// ISO-8601 with the Paris offset of that day (winter +01:00, summer +02:00).
export const MAX_VISIT_SLOTS = 3;
export const VISIT_MESSAGE_MAX = 1000;

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' });

/** Minutes east of UTC in Paris at an instant. */
function parisOffsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** '2026-12-01T18:30' (an <input type="datetime-local"> value) -> '2026-12-01T18:30:00+01:00'; null if not a time. */
export function parisIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return null;
  // The offset at the wall time read as UTC is right except within hours of a change: read it again.
  let offset = parisOffsetMinutes(wall - parisOffsetMinutes(wall) * 60_000);
  offset = parisOffsetMinutes(wall - offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${local}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The instant of a slot, to compare it with now. */
export function slotInstant(local: string): number | null {
  const iso = parisIso(local);
  return iso ? Date.parse(iso) : null;
}

/** How far ahead a slot may be (the API refuses beyond). */
export const VISIT_HORIZON_MONTHS = 6;

export function visitHorizon(now = Date.now()): number {
  const limit = new Date(now);
  limit.setMonth(limit.getMonth() + VISIT_HORIZON_MONTHS);
  return limit.getTime();
}

export type SlotError = 'required' | 'invalid' | 'past' | 'tooFar' | 'duplicate';

/** One error per filled slot (or for the first one when none is filled). */
export function slotErrors(slots: readonly string[], now = Date.now()): Array<SlotError | null> {
  const filled = slots.map((slot) => slot.trim());
  if (filled.every((slot) => slot === '')) return filled.map((_, index) => (index === 0 ? 'required' : null));
  return filled.map((slot, index) => {
    if (slot === '') return null;
    const instant = slotInstant(slot);
    if (instant === null) return 'invalid';
    if (instant <= now) return 'past';
    if (instant > visitHorizon(now)) return 'tooFar';
    if (filled.indexOf(slot) !== index) return 'duplicate';
    return null;
  });
}

const wallFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as an <input type="datetime-local"> value in Paris time: bounds of the slot inputs. */
export function parisLocalValue(instant: number): string {
  const parts = Object.fromEntries(wallFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
