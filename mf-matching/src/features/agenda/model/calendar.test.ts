import { parisIso, parisLocalValue, visitSlotErrors, visitSlotHorizon, type Visit } from '@coloc/shared';
import {
  addDays,
  awaitsAnswerFrom,
  dayKey,
  formatDay,
  formatMonth,
  formatSlot,
  formatTime,
  monthGrid,
  occurrencesByDay,
  sameDayIn,
  shiftMonth,
  sideOf,
  upcomingVisits,
  weekdayNames,
} from './calendar';
import { makeVisit } from '../testing';

describe('calendar arithmetic', () => {
  it('lays a month out in weeks starting on Monday', () => {
    // 1 March 2026 is a Sunday: six days of February come first.
    const march = monthGrid({ year: 2026, month: 2 });
    expect(march[0]).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01']);
    expect(march).toHaveLength(6);
    expect(march[5]![1]).toBe('2026-03-31');
    // February 2027 starts on a Monday and fills four weeks exactly.
    const february = monthGrid({ year: 2027, month: 1 });
    expect(february).toHaveLength(4);
    expect(february[0]![0]).toBe('2027-02-01');
    expect(february[3]![6]).toBe('2027-02-28');
  });

  it('moves between days and months across year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(sameDayIn('2026-03-31', { year: 2026, month: 3 })).toBe('2026-04-30');
    expect(sameDayIn('2026-03-14', { year: 2026, month: 1 })).toBe('2026-02-14');
  });

  it('reads days and hours in Paris, whatever the browser', () => {
    // 23:30 UTC on 14 March is already 15 March in Paris (UTC+1 in winter).
    expect(dayKey('2026-03-14T23:30:00Z')).toBe('2026-03-15');
    expect(formatTime('2026-07-01T16:00:00Z')).toBe('18:00');
    expect(formatTime('2026-01-10T16:00:00+01:00')).toBe('16:00');
  });

  it('writes dates in French', () => {
    expect(weekdayNames().map((d) => d.short)).toEqual(['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.']);
    expect(weekdayNames()[0]!.long).toBe('lundi');
    expect(formatMonth({ year: 2026, month: 2 })).toBe('Mars 2026');
    expect(formatDay('2026-03-14')).toBe('samedi 14 mars 2026');
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(formatSlot('2026-03-14T15:00:00+01:00', now)).toBe('samedi 14 mars à 15:00');
    expect(formatSlot('2027-01-04T09:30:00+01:00', now)).toBe('lundi 4 janvier 2027 à 09:30');
  });
});

describe('visits in the calendar', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const accepted = makeVisit({ id: 1, status: 'accepted', starts_at: '2026-03-14T15:00:00+01:00', slots: ['2026-03-14T15:00:00+01:00', '2026-03-15T10:00:00+01:00'] });
  const requested = makeVisit({ id: 2, status: 'requested', slots: ['2026-03-14T09:00:00+01:00', '2026-03-20T18:00:00+01:00'] });
  const declined = makeVisit({ id: 3, status: 'declined', slots: ['2026-03-12T09:00:00+01:00'] });
  const past = makeVisit({ id: 4, status: 'accepted', starts_at: '2026-03-02T10:00:00+01:00', slots: ['2026-03-02T10:00:00+01:00'] });

  it('puts an accepted visit on its day, and a request on each of its slots, in time order', () => {
    const days = occurrencesByDay([accepted, requested, declined]);
    expect(days.get('2026-03-14')!.map((o) => [o.visit.id, o.tentative])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(days.get('2026-03-20')!.map((o) => o.visit.id)).toEqual([2]);
    expect(days.has('2026-03-15')).toBe(false);
    expect(days.get('2026-03-12')!.map((o) => o.visit.id)).toEqual([3]);
  });

  it('lists what is still ahead, soonest first, without declined or past visits', () => {
    expect(upcomingVisits([requested, past, declined, accepted], now).map((v: Visit) => v.id)).toEqual([2, 1]);
    // The visit just answered keeps its place.
    expect(upcomingVisits([requested, past, declined, accepted], now, 3).map((v: Visit) => v.id)).toEqual([3, 2, 1]);
  });

  it("knows the viewer's side and whose turn it is", () => {
    expect(sideOf(requested, requested.seeker.id)).toBe('seeker');
    expect(sideOf(requested, 999)).toBe('host');
    expect(awaitsAnswerFrom(requested, 'host')).toBe(true);
    expect(awaitsAnswerFrom(requested, 'seeker')).toBe(false);
    expect(awaitsAnswerFrom({ status: 'proposed' }, 'seeker')).toBe(true);
  });
});

describe('slots typed by the host', () => {
  it('gets the Paris offset of the day, summer or winter', () => {
    expect(parisIso('2026-12-01T18:30')).toBe('2026-12-01T18:30:00+01:00');
    expect(parisIso('2026-07-01T18:30')).toBe('2026-07-01T18:30:00+02:00');
    // The morning after the spring change (29 March 2026 at 02:00).
    expect(parisIso('2026-03-29T10:00')).toBe('2026-03-29T10:00:00+02:00');
    expect(parisIso('2026-02-30T10:00')).toBeNull();
    expect(parisIso('demain')).toBeNull();
    expect(parisLocalValue(Date.parse('2026-07-01T16:30:00Z'))).toBe('2026-07-01T18:30');
  });

  it('checks them like the API does', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(visitSlotErrors(['', ''], now)).toEqual(['required', null]);
    expect(visitSlotErrors(['2026-03-12T10:00', 'nope', '2026-03-09T10:00'], now)).toEqual([null, 'invalid', 'past']);
    expect(visitSlotErrors(['2026-12-12T10:00'], now)).toEqual(['tooFar']);
    expect(visitSlotErrors(['2026-03-12T10:00', '2026-03-12T10:00'], now)).toEqual([null, 'duplicate']);
    expect(visitSlotHorizon(now)).toBe(Date.parse('2026-09-10T12:00:00Z'));
  });
});
