import { dayKey, dayLabel, listTimeLabel, timeLabel } from './format';

// jest.config.cjs runs the tests in Europe/Paris.
const words = { today: "Aujourd'hui", yesterday: 'Hier' };
const now = new Date('2026-03-14T15:00:00');

describe('French dates of the messaging screens', () => {
  it('names the days of a thread', () => {
    expect(dayLabel('2026-03-14T08:00:00', words, now)).toBe("Aujourd'hui");
    expect(dayLabel('2026-03-13T23:59:00', words, now)).toBe('Hier');
    expect(dayLabel('2026-03-09T10:00:00', words, now)).toBe('Lundi 9 mars');
    expect(dayLabel('2025-11-03T10:00:00', words, now)).toBe('Lundi 3 novembre 2025');
  });

  it('shortens the time of the last message in the list', () => {
    expect(listTimeLabel('2026-03-14T09:05:00', words, now)).toBe('09:05');
    expect(listTimeLabel('2026-03-13T09:05:00', words, now)).toBe('Hier');
    expect(listTimeLabel('2026-03-10T09:05:00', words, now)).toBe('mar.');
    expect(listTimeLabel('2026-01-02T09:05:00', words, now)).toBe('2 janv.');
    expect(listTimeLabel('2025-11-03T09:05:00', words, now)).toBe('03/11/2025');
  });

  it('reads server timestamps in the local time zone', () => {
    expect(timeLabel('2026-03-14T13:32:00.000Z')).toBe('14:32');
    expect(dayKey('2026-03-14T23:30:00.000Z')).toBe('2026-03-15');
    expect(timeLabel('pas une date')).toBe('');
  });
});
