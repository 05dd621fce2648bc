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
