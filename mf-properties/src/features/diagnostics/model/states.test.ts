import { CATALOGUE, makeDiagnostic } from '../testing';
import { attentionList, badgeOf, needsAttention } from './states';

describe('diagnostic states', () => {
  it('warns about required diagnostics not done, and any expired or expiring one', () => {
    expect(needsAttention(makeDiagnostic({ state: 'missing', required: true }))).toBe(true);
    expect(needsAttention(makeDiagnostic({ state: 'missing', required: false }))).toBe(false);
    expect(needsAttention(makeDiagnostic({ state: 'not_required', required: false }))).toBe(false);
    expect(needsAttention(makeDiagnostic({ state: 'expiring' }))).toBe(true);
    expect(needsAttention(makeDiagnostic({ state: 'valid' }))).toBe(false);
    expect(attentionList(CATALOGUE).map((d) => d.kind)).toEqual(['plomb', 'dpe', 'electricite']);
  });

  it('reads a valid diagnostic without an end date as valid for good', () => {
    expect(badgeOf(makeDiagnostic({ state: 'valid', valid_until: '2030-01-01' }))).toBe('valid');
    expect(badgeOf(makeDiagnostic({ state: 'valid', valid_until: null }))).toBe('validForever');
    expect(badgeOf(makeDiagnostic({ state: 'not_required' }))).toBe('not_required');
  });
});
