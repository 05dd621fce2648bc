import { parisIso, parisLocalValue, visitSlotErrors, visitSlotHorizon, visitSlotsToSend } from './visitSlots';

describe('visit slots', () => {
  it('writes Paris wall-clock times with the offset of their day', () => {
    expect(parisIso('2026-12-01T18:30')).toBe('2026-12-01T18:30:00+01:00');
    expect(parisIso('2026-07-01T09:00')).toBe('2026-07-01T09:00:00+02:00');
    expect(parisIso('2026-02-30T09:00')).toBeNull();
    expect(parisIso('2026-13-01T10:00')).toBeNull();
    expect(parisIso('demain')).toBeNull();
  });

  it('reads an instant back as a Paris datetime-local value', () => {
    expect(parisLocalValue(Date.parse('2026-07-01T07:00:00Z'))).toBe('2026-07-01T09:00');
  });

  it('checks slots like the API: one at least, future, within six months, no twice the same', () => {
    const now = Date.parse('2026-06-01T10:00:00Z');
    expect(visitSlotErrors(['', ''], now)).toEqual(['required', null]);
    expect(visitSlotErrors(['2026-05-31T10:00', '2026-06-10T18:00', '2026-06-10T18:00'], now)).toEqual(['past', null, 'duplicate']);
    expect(visitSlotErrors(['2027-01-10T18:00', 'n’importe'], now)).toEqual(['tooFar', 'invalid']);
    expect(visitSlotErrors(['2026-06-10T18:00', ''], now)).toEqual([null, null]);
    expect(visitSlotErrors(['2026-13-01T10:00'], now)).toEqual(['invalid']);
    expect(visitSlotHorizon(now)).toBe(Date.parse('2026-12-01T10:00:00Z'));
    expect(visitSlotsToSend(['2026-06-10T18:00', ''])).toEqual(['2026-06-10T18:00:00+02:00']);
  });
});
