/** When alerts are due: the daily digest leaves at 18:00 Paris time, whatever the season. */
const PARIS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parisOffsetMs(at: Date): number {
  const parts = Object.fromEntries(PARIS.formatToParts(at).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return asUtc - Math.floor(at.getTime() / 60_000) * 60_000;
}

export const DIGEST_HOUR = 18;

/** The latest 18:00 in Paris at or before `now`. */
export function lastDigestTime(now: Date): Date {
  const parts = Object.fromEntries(PARIS.formatToParts(now).map((p) => [p.type, p.value]));
  const localSix = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), DIGEST_HOUR, 0);
  let instant = new Date(localSix - parisOffsetMs(now));
  if (instant.getTime() > now.getTime()) {
    const dayBefore = localSix - 24 * 3600 * 1000;
    instant = new Date(dayBefore - parisOffsetMs(new Date(dayBefore)));
  }
  return instant;
}
