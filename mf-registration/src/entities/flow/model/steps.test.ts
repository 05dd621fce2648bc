import { COLOC_BASE_STEPS, OWNER_STEPS, REGISTRATION_DONE, type Home, type ProfileData } from '@coloc/shared';
import { advanceFrom, previousOf, stepsOf } from './steps';

type FlowUser = Parameters<typeof advanceFrom>[1];

function seeker(extra: { home_kind?: ProfileData['home_kind']; home?: Partial<Home> | null; registration_step?: number } = {}): FlowUser {
  return {
    registration_step: extra.registration_step ?? 0,
    home: extra.home ? ({ id: 5, is_coloc: true, ...extra.home } as Home) : null,
    profile: { home_kind: extra.home_kind ?? null } as ProfileData,
  };
}

const NONE_FLOW = [...COLOC_BASE_STEPS, 'search'];
const SHARED_WITHOUT_HOME = [...COLOC_BASE_STEPS, 'home-1b', 'home-2', 'home-4', 'search'];
const SHARED_WITH_HOME = [...COLOC_BASE_STEPS, 'home-1b', 'home-2', 'home-3', 'home-4', 'search'];
const NON_COLOC_FLOW = [
  ...COLOC_BASE_STEPS, 'home-3b', 'home-3c', 'offres', 'annonce-moderation', 'annonce-paiement', 'succes-paiement', 'search',
];

describe('stepsOf (SPEC 2.6)', () => {
  it.each([
    ['no home', seeker(), NONE_FLOW],
    ['a shared home declared, not created yet (no home-3)', seeker({ home_kind: 'shared' }), SHARED_WITHOUT_HOME],
    ['a shared home that exists', seeker({ home_kind: 'shared', home: { is_coloc: true } }), SHARED_WITH_HOME],
    ['a non-coloc home declared', seeker({ home_kind: 'non-coloc' }), NON_COLOC_FLOW],
    ['a non-coloc home that exists, whatever was declared', seeker({ home_kind: 'none', home: { is_coloc: false } }), NON_COLOC_FLOW],
  ])('seeker with %s', (_, user, expected) => {
    expect(stepsOf('coloc', user)).toEqual(expected);
  });

  it('the owner flow is the same for everyone', () => {
    expect(stepsOf('pro', seeker())).toEqual([...OWNER_STEPS]);
  });
});

describe('advanceFrom', () => {
  it.each([
    ['none', seeker(), NONE_FLOW],
    ['shared', seeker({ home_kind: 'shared', home: { is_coloc: true } }), SHARED_WITH_HOME],
    ['non-coloc', seeker({ home_kind: 'non-coloc' }), NON_COLOC_FLOW],
  ])('walks the %s branch in order, recording the index of each step reached', (_, user, order) => {
    let current = { ...user };
    for (let index = 0; index < order.length - 1; index += 1) {
      const advance = advanceFrom('coloc', current, order[index]!);
      expect(advance).toEqual({ next: order[index + 1], registrationStep: index + 1 });
      current = { ...current, registration_step: advance.registrationStep! };
    }
    expect(advanceFrom('coloc', current, 'search')).toEqual({ next: null, registrationStep: REGISTRATION_DONE });
  });

  it('never lowers registration_step when a step behind is saved again', () => {
    const user = seeker({ registration_step: 9 });
    expect(advanceFrom('coloc', user, 'lifestyle-3')).toEqual({ next: 'lifestyle-4', registrationStep: null });
    expect(advanceFrom('coloc', user, 'athome-1')).toEqual({ next: 'athome-2', registrationStep: null });
    expect(advanceFrom('coloc', user, 'athome-2')).toEqual({ next: 'employment', registrationStep: 10 });
  });

  it('leaves a finished registration at 100, even when a step is saved again', () => {
    const done = seeker({ registration_step: REGISTRATION_DONE });
    expect(advanceFrom('coloc', done, 'lifestyle-2')).toEqual({ next: 'lifestyle-3', registrationStep: null });
    expect(advanceFrom('coloc', done, 'search')).toEqual({ next: null, registrationStep: null });
  });

  it('follows the branch chosen at home-1', () => {
    expect(advanceFrom('coloc', seeker({ registration_step: 14 }), 'home-1').next).toBe('search');
    expect(advanceFrom('coloc', seeker({ registration_step: 14, home_kind: 'shared' }), 'home-1').next).toBe('home-1b');
    expect(advanceFrom('coloc', seeker({ registration_step: 14, home_kind: 'non-coloc' }), 'home-1').next).toBe('home-3b');
  });

  it('records nothing for the professional flow (null), and ends after succes-paiement', () => {
    OWNER_STEPS.forEach((step, index) => {
      expect(advanceFrom('pro', seeker(), step)).toEqual({ next: OWNER_STEPS[index + 1] ?? null, registrationStep: null });
    });
  });

  it('an unknown step goes nowhere', () => {
    expect(advanceFrom('coloc', seeker(), 'nowhere').next).toBeNull();
  });
});

describe('previousOf', () => {
  it.each([
    ['none', seeker(), NONE_FLOW],
    ['shared', seeker({ home_kind: 'shared' }), SHARED_WITHOUT_HOME],
    ['non-coloc', seeker({ home_kind: 'non-coloc' }), NON_COLOC_FLOW],
  ])('steps back through the %s branch', (_, user, order) => {
    order.forEach((step, index) => {
      expect(previousOf('coloc', user, step)).toBe(index === 0 ? null : order[index - 1]);
    });
  });

  it('steps back through the owner flow', () => {
    expect(previousOf('pro', seeker(), 'annonce-adresse')).toBeNull();
    expect(previousOf('pro', seeker(), 'offres')).toBe('annonce-recapitulatif');
  });

  it('search goes back to the last home step of the branch', () => {
    expect(previousOf('coloc', seeker(), 'search')).toBe('home-1');
    expect(previousOf('coloc', seeker({ home_kind: 'shared', home: { is_coloc: true } }), 'search')).toBe('home-4');
    expect(previousOf('coloc', seeker({ home_kind: 'non-coloc' }), 'search')).toBe('succes-paiement');
  });
});
