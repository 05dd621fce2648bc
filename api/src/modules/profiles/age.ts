import { parisDayOf } from '../../lib/dates';

const parisDay = parisDayOf();

/** Today's date in France (YYYY-MM-DD): a birthday starts at midnight in Paris, not in UTC. */
export function todayInFrance(now: Date = new Date()): string {
  return parisDay(now);
}

/** True for an existing calendar date written YYYY-MM-DD (rejects 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Age in whole years on `today` of someone born on `birthDate` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}
