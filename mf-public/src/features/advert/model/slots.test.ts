import { horizon, parisIso, parisLocalValue, slotErrors, slotsToSend } from './slots';

describe('visit slots', () => {
  it('writes Paris wall-clock times with the offset of their day', () => {
    expect(parisIso('2026-12-01T18:30')).toBe('2026-12-01T18:30:00+01:00');
    expect(parisIso('2026-07-01T09:00')).toBe('2026-07-01T09:00:00+02:00');
    expect(parisIso('2026-02-30T09:00')).toBeNull();
    expect(parisIso('demain')).toBeNull();
  });

  it('reads an instant back as a Paris datetime-local value', () => {
    expect(parisLocalValue(Date.parse('2026-07-01T07:00:00Z'))).toBe('2026-07-01T09:00');
  });

  it('checks slots like the API: one at least, future, within six months, no twice the same', () => {
    const now = Date.parse('2026-06-01T10:00:00Z');
    expect(slotErrors(['', ''], now)).toEqual(['required', null]);
    expect(slotErrors(['2026-05-31T10:00', '2026-06-10T18:00', '2026-06-10T18:00'], now)).toEqual(['past', null, 'duplicate']);
    expect(slotErrors(['2027-01-10T18:00', 'n’importe'], now)).toEqual(['tooFar', 'invalid']);
    expect(slotErrors(['2026-06-10T18:00', ''], now)).toEqual([null, null]);
    expect(horizon(now)).toBe(Date.parse('2026-12-01T10:00:00Z'));
    expect(slotsToSend(['2026-06-10T18:00', ''])).toEqual(['2026-06-10T18:00:00+02:00']);
  });
});
