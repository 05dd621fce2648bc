import { parisDayOf } from '../../../src/lib/dates';
import { todayInFrance } from '../../../src/modules/profiles/age';

const formatted = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

describe('the Paris day, formatted once an hour', () => {
  it('gives the day a fresh formatter gives, every 7 minutes across both changes of summer time', () => {
    const day = parisDayOf();
    // 2026-03-28 to 2026-03-31 (summer time starts on the 29th) and 2026-10-24 to 2026-10-27 (ends on the 25th).
    for (const start of [Date.UTC(2026, 2, 28), Date.UTC(2026, 9, 24)]) {
      for (let at = start; at < start + 3 * 86_400_000; at += 7 * 60_000) {
        expect(day(new Date(at))).toBe(formatted(new Date(at)));
      }
    }
  });

  it('turns at midnight in Paris, not in UTC', () => {
    const day = parisDayOf();
    expect(day(new Date('2026-01-14T22:59:59.999Z'))).toBe('2026-01-14');
    expect(day(new Date('2026-01-14T23:00:00Z'))).toBe('2026-01-15');
    expect(day(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(day(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
    // Back in time: asked again for an earlier hour, it does not keep the later day.
    expect(day(new Date('2026-01-14T22:00:00Z'))).toBe('2026-01-14');
  });

  it('todayInFrance reads the same clock', () => {
    expect(todayInFrance(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayInFrance()).toBe(formatted(new Date()));
  });
});
