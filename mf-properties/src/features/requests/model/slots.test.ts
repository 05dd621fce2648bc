import { formatSlot, parisIso, parisLocalValue, slotErrors } from './slots';

describe('visit slots', () => {
  it('writes Paris wall-clock times with the offset of their day', () => {
    expect(parisIso('2026-12-01T18:30')).toBe('2026-12-01T18:30:00+01:00');
    expect(parisIso('2026-07-01T09:00')).toBe('2026-07-01T09:00:00+02:00');
    expect(parisIso('2026-02-30T09:00')).toBeNull();
    expect(parisIso('demain')).toBeNull();
  });

  it('checks the slots the way the API does', () => {
    const now = Date.UTC(2026, 2, 10, 12);
    const tomorrow = parisLocalValue(now + 86_400_000);
    const yesterday = parisLocalValue(now - 86_400_000);
    const farAway = parisLocalValue(now + 200 * 86_400_000);
    expect(slotErrors(['', ''], now)).toEqual(['required', null]);
    expect(slotErrors([tomorrow, yesterday, farAway], now)).toEqual([null, 'past', 'tooFar']);
    expect(slotErrors([tomorrow, tomorrow], now)).toEqual([null, 'duplicate']);
    expect(slotErrors(['2026-13-01T10:00'], now)).toEqual(['invalid']);
  });

  it('reads a slot in French, in Paris time', () => {
    expect(formatSlot('2026-03-14T14:00:00Z')).toBe('samedi 14 mars 2026 à 15:00');
  });
});
