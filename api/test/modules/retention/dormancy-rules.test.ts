import { deletionFrom, dormancyCutoffs, shiftMonths } from '../../../src/modules/retention';

describe('dormancy dates', () => {
  it('shifts by calendar months, keeping the time and clamping to the month end', () => {
    expect(shiftMonths(new Date('2026-03-31T10:15:00.000Z'), -1).toISOString()).toBe('2026-02-28T10:15:00.000Z');
    expect(shiftMonths(new Date('2024-02-29T00:00:00.000Z'), 36).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(shiftMonths(new Date('2026-01-15T23:00:00.000Z'), -35).toISOString()).toBe('2023-02-15T23:00:00.000Z');
  });

  it('warns 35 months after the last visit and deletes after 36 and a month of grace', () => {
    const now = new Date('2029-06-15T12:00:00.000Z');
    expect(dormancyCutoffs(now)).toEqual({
      warnSeenBefore: new Date('2026-07-15T12:00:00.000Z'),
      deleteSeenBefore: new Date('2026-06-15T12:00:00.000Z'),
      deleteWarnedBefore: new Date('2029-05-15T12:00:00.000Z'),
      warningStaleBefore: new Date('2029-03-15T12:00:00.000Z'),
    });
  });

  it('announces the later of three years after the visit and a month after the warning', () => {
    const now = new Date('2029-06-15T12:00:00.000Z');
    expect(deletionFrom(new Date('2026-07-20T08:00:00.000Z'), now).toISOString()).toBe('2029-07-20T08:00:00.000Z');
    expect(deletionFrom(new Date('2025-01-01T08:00:00.000Z'), now).toISOString()).toBe('2029-07-15T12:00:00.000Z');
  });

  it('never deletes before the announced day, even at a month end', () => {
    // Seen on 30 January, three years on: 30 January; warned late on 31 January, grace to 28 (29) February.
    const seen = new Date('2026-01-30T09:00:00.000Z');
    const warnedAt = new Date('2029-01-31T09:00:00.000Z');
    const announced = deletionFrom(seen, warnedAt);
    for (let t = warnedAt.getTime(); t < announced.getTime(); t += 3600_000) {
      const { deleteSeenBefore, deleteWarnedBefore } = dormancyCutoffs(new Date(t));
      expect(seen <= deleteSeenBefore && warnedAt <= deleteWarnedBefore).toBe(false);
    }
  });
});
