import { visitSlotError, visitSlotHorizon, visitSlotsError } from './slots';

const NOW = Date.parse('2026-03-31T10:00:00Z');
const at = (iso: string) => Date.parse(iso);

describe('visit slots', () => {
  it('reaches six calendar months ahead, in UTC (31 March + 6 months = 1 October)', () => {
    expect(new Date(visitSlotHorizon(NOW)).toISOString()).toBe('2026-10-01T10:00:00.000Z');
  });

  it('names what is wrong with each slot', () => {
    const slots = [Number.NaN, at('2026-03-31T09:00:00Z'), at('2026-10-02T10:00:00Z'), at('2026-04-02T10:00:00Z'), at('2026-04-02T12:00:00+02:00')];
    expect(slots.map((_, index) => visitSlotError(slots, index, NOW))).toEqual(['invalid', 'past', 'tooFar', null, 'duplicate']);
  });

  it('gives one answer for a whole proposal: invalid, then repeated, past, too far', () => {
    const past = at('2026-03-30T10:00:00Z');
    expect(visitSlotsError([past, Number.NaN], NOW)).toBe('invalid');
    expect(visitSlotsError([past, past], NOW)).toBe('duplicate');
    expect(visitSlotsError([at('2026-11-01T10:00:00Z'), past], NOW)).toBe('past');
    expect(visitSlotsError([at('2026-11-01T10:00:00Z')], NOW)).toBe('tooFar');
    expect(visitSlotsError([at('2026-10-01T10:00:00Z'), at('2026-04-01T10:00:00Z')], NOW)).toBeNull();
    expect(visitSlotsError([NOW], NOW)).toBe('past');
  });
});
