// The rule of proposed visit slots, run by the API (POST /visits, /visits/:id/propose) and by every
// slot form of the screens: each slot a real instant, in the future, at most VISIT_LIMITS.horizonMonths
// ahead, and no instant twice. Instants are milliseconds (NaN for what is not a date).
import { VISIT_LIMITS } from './limits';

export type VisitSlotError = 'invalid' | 'past' | 'tooFar' | 'duplicate';

/** The latest instant a slot may take: `now` plus the horizon in calendar months, in UTC (31 March + 6 months = 1 October). */
export function visitSlotHorizon(now: number): number {
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() + VISIT_LIMITS.horizonMonths);
  return limit.getTime();
}

/** What is wrong with the slot at `index` of the slots proposed together, or null (a form's message under each slot). */
export function visitSlotError(slots: readonly number[], index: number, now: number): VisitSlotError | null {
  const at = slots[index]!;
  if (Number.isNaN(at)) return 'invalid';
  if (at <= now) return 'past';
  if (at > visitSlotHorizon(now)) return 'tooFar';
  if (slots.indexOf(at) !== index) return 'duplicate';
  return null;
}

/** The one problem of a whole proposal (the API's single answer): an invalid slot first, then a repeated one, one past, one too far. */
export function visitSlotsError(slots: readonly number[], now: number): VisitSlotError | null {
  if (slots.some((at) => Number.isNaN(at))) return 'invalid';
  if (new Set(slots).size !== slots.length) return 'duplicate';
  if (slots.some((at) => at <= now)) return 'past';
  if (slots.some((at) => at > visitSlotHorizon(now))) return 'tooFar';
  return null;
}
