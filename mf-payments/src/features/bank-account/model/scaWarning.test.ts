import { makeUser } from '@coloc/shared/testing';
import { showsScaWarning } from './scaWarning';

describe('showsScaWarning (SPEC 4)', () => {
  it('shows for owners and agents whose sca_status is required', () => {
    expect(showsScaWarning(makeUser({ type: 2, sca_status: 'required' }))).toBe(true);
    expect(showsScaWarning(makeUser({ type: 4, sca_status: 'required' }))).toBe(true);
  });

  it('shows for an owner-occupier (a coloc with a non-shared home)', () => {
    const home = { is_coloc: false } as NonNullable<ReturnType<typeof makeUser>['home']>;
    expect(showsScaWarning(makeUser({ type: 1, sca_status: 'required', home }))).toBe(true);
  });

  it('never shows for managers, seekers, nobody, or when nothing is required', () => {
    expect(showsScaWarning(makeUser({ type: 8, sca_status: 'required' }))).toBe(false);
    expect(showsScaWarning(makeUser({ type: 1, sca_status: 'required' }))).toBe(false);
    expect(showsScaWarning(null)).toBe(false);
    expect(showsScaWarning(makeUser({ type: 2, sca_status: 'validated' }))).toBe(false);
    expect(showsScaWarning(makeUser({ type: 4, sca_status: 'none' }))).toBe(false);
  });
});
