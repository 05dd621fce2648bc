import { formatSlot } from './slots';

describe('formatSlot', () => {
  it('reads a slot in French, in Paris time', () => {
    expect(formatSlot('2026-03-14T14:00:00Z')).toBe('samedi 14 mars 2026 à 15:00');
  });
});
