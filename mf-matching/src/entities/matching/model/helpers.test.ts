import { parisIso, parisLocalValue, visitSlotErrors } from '@coloc/shared';
import { noMandateOf } from './nbMatching';

describe('nb-matching no_mandate answer (SPEC 8)', () => {
  it('reads the count on the third line', () => {
    expect(noMandateOf('no_mandate\nSignez le mandat pour voir les profils.\n17')).toEqual({ count: 17, noMandate: 'Signez le mandat pour voir les profils.' });
  });
  it('is not a no_mandate answer otherwise', () => {
    expect(noMandateOf('Annonce introuvable.')).toBeNull();
    expect(noMandateOf('no_mandate\nTexte')).toEqual({ count: 0, noMandate: 'Texte' });
  });
});

describe('visit slots', () => {
  it('adds the Paris offset of the day', () => {
    expect(parisIso('2026-12-01T18:30')).toBe('2026-12-01T18:30:00+01:00');
    expect(parisIso('2027-07-14T09:05')).toBe('2027-07-14T09:05:00+02:00');
    // The morning of the spring change: 03:30 exists only in summer time.
    expect(parisIso('2027-03-28T03:30')).toBe('2027-03-28T03:30:00+02:00');
    expect(parisIso('demain')).toBeNull();
  });

  it('writes an instant as a Paris input value', () => {
    expect(parisLocalValue(Date.parse('2026-11-21T11:05:00Z'))).toBe('2026-11-21T12:05');
    expect(parisLocalValue(Date.parse('2027-07-14T22:30:00Z'))).toBe('2027-07-15T00:30');
  });

  it('asks for one future slot at least, each once', () => {
    const now = Date.parse('2026-11-21T12:00:00+01:00');
    expect(visitSlotErrors(['', '', ''], now)).toEqual(['required', null, null]);
    expect(visitSlotErrors(['2026-11-20T10:00', '', ''], now)).toEqual(['past', null, null]);
    expect(visitSlotErrors(['2026-11-25T10:00', '2026-11-25T10:00', ''], now)).toEqual([null, 'duplicate', null]);
    expect(visitSlotErrors(['', '2026-11-25T10:00', 'x'], now)).toEqual([null, null, 'invalid']);
    expect(visitSlotErrors(['2027-06-01T10:00'], now)).toEqual(['tooFar']);
  });
});
