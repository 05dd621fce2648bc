import type { Home, Subscription } from '@coloc/shared';
import { makeUser } from '@coloc/shared/testing';
import { accountTypeOf, businessNameRule, initialsOf, registrationProgress, showsSubscription, subscriptionState } from './summary';

const sub = (id: number, valid_until: string, offer: string | null = 'boost'): Subscription => ({ id, offer: offer as string, valid_until });
const nonColocHome = { id: 3, is_coloc: false } as Home;

describe('account summary', () => {
  it('names each account type in French terms', () => {
    expect(accountTypeOf(makeUser({ type: 1 }))).toBe('coloc');
    expect(accountTypeOf(makeUser({ type: 1, home: nonColocHome }))).toBe('ownerOccupier');
    expect(accountTypeOf(makeUser({ type: 2 }))).toBe('proprio');
    expect(accountTypeOf(makeUser({ type: 4 }))).toBe('agent');
    expect(accountTypeOf(makeUser({ type: 8 }))).toBe('manager');
  });

  it('asks agencies and managers for their company name, owners optionally, seekers never', () => {
    expect(businessNameRule(makeUser({ type: 4 }))).toEqual({ label: 'agencyName', required: true });
    expect(businessNameRule(makeUser({ type: 8 }))).toEqual({ label: 'managerCompanyName', required: true });
    expect(businessNameRule(makeUser({ type: 2 }))).toEqual({ label: 'companyName', required: false });
    expect(businessNameRule(makeUser({ type: 1 }))).toBeNull();
  });

  it('gives the step to resume and the share done for an unfinished seeker only', () => {
    // Base steps (15) + search = 16 steps without a home.
    expect(registrationProgress(makeUser({ type: 1, registration_step: 4 }))).toEqual({ step: 'lifestyle-5', percent: 25 });
    expect(registrationProgress(makeUser({ type: 1, registration_step: 100 }))).toBeNull();
    expect(registrationProgress(makeUser({ type: 2, registration_step: 0 }))).toBeNull();
  });

  it('tells the current subscription, a paid next one, an ended one or none', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(subscriptionState([], now)).toEqual({ kind: 'none' });
    expect(subscriptionState(null, now)).toEqual({ kind: 'none' });
    const old = sub(1, '2026-01-31');
    expect(subscriptionState([old], now)).toEqual({ kind: 'ended', last: old });
    const current = sub(2, '2026-07-01');
    const next = sub(3, '2026-10-01');
    expect(subscriptionState([old, next, current], now)).toEqual({ kind: 'current', current, next });
    expect(subscriptionState([current], now)).toEqual({ kind: 'current', current, next: null });
  });

  it('shows subscriptions to whoever lists homes', () => {
    expect(showsSubscription(makeUser({ type: 1 }))).toBe(false);
    expect(showsSubscription(makeUser({ type: 1, home: nonColocHome }))).toBe(true);
    expect(showsSubscription(makeUser({ type: 2 }))).toBe(true);
    expect(showsSubscription(makeUser({ type: 8 }))).toBe(true);
  });

  it('makes initials for the avatar placeholder', () => {
    expect(initialsOf({ first_name: 'élodie', name: 'Durand' })).toBe('ÉD');
    expect(initialsOf({ first_name: ' ', name: '' })).toBe('?');
  });
});
