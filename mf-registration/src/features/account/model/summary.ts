// What the account pages derive from the user object: account type, company label, registration
// progress and subscription state. Pure functions, so every rule is tested without rendering.
import {
  colocSteps,
  currentColocStep,
  currentSubscription,
  hasRole,
  isOwner,
  isOwnerOccupier,
  isPro,
  lastSubscription,
  type Subscription,
  type User,
} from '@coloc/shared';

export type AccountTypeKey = 'coloc' | 'proprio' | 'ownerOccupier' | 'agent' | 'manager';

/** The account type shown to the user; the most specific role wins, as in the role segment rule. */
export function accountTypeOf(user: Pick<User, 'type' | 'home'>): AccountTypeKey {
  if (isOwnerOccupier(user)) return 'ownerOccupier';
  if (hasRole(user, 'coloc')) return 'coloc';
  if (hasRole(user, 'proprio')) return 'proprio';
  if (hasRole(user, 'agent')) return 'agent';
  if (hasRole(user, 'manager')) return 'manager';
  return 'coloc';
}

/**
 * How the company name is asked: agencies and managers signed up under it (required), a private
 * owner may let through a company (optional), a seeker has none.
 */
export type BusinessNameRule = { label: 'agencyName' | 'managerCompanyName' | 'companyName'; required: boolean } | null;

export function businessNameRule(user: Pick<User, 'type'>): BusinessNameRule {
  if (!isPro(user)) return null;
  if (hasRole(user, 'agent')) return { label: 'agencyName', required: true };
  if (hasRole(user, 'manager')) return { label: 'managerCompanyName', required: true };
  return { label: 'companyName', required: false };
}

export interface RegistrationProgress {
  /** The step to resume at. */
  step: string;
  percent: number;
}

/** Where an unfinished seeker stands in the questionnaire, or null when there is nothing to resume. */
export function registrationProgress(user: Pick<User, 'type' | 'registration_step' | 'home' | 'profile'>): RegistrationProgress | null {
  const step = currentColocStep(user);
  if (!step) return null;
  const steps = colocSteps(user);
  const reached = Math.max(0, Math.min(user.registration_step, steps.length));
  return { step, percent: Math.round((reached / steps.length) * 100) };
}

export type SubscriptionState =
  | { kind: 'current'; current: Subscription; next: Subscription | null }
  | { kind: 'ended'; last: Subscription }
  | { kind: 'none' };

/** SPEC 4: the current subscription is the soonest still valid, the last one the latest. */
export function subscriptionState(subscriptions: readonly Subscription[] | null | undefined, now = new Date()): SubscriptionState {
  const current = currentSubscription(subscriptions, now);
  if (current) {
    const last = lastSubscription(subscriptions, now);
    return { kind: 'current', current, next: last && last.id !== current.id ? last : null };
  }
  const ended = [...(subscriptions ?? [])].sort((a, b) => new Date(b.valid_until).getTime() - new Date(a.valid_until).getTime())[0];
  return ended ? { kind: 'ended', last: ended } : { kind: 'none' };
}

/** Subscriptions concern whoever lists homes: professionals and owner-occupiers. */
export function showsSubscription(user: Pick<User, 'type' | 'home'>): boolean {
  return isPro(user) || isOwner(user);
}

/** Up to two initials for the avatar placeholder. */
export function initialsOf(user: Pick<User, 'first_name' | 'name'>): string {
  const letters = [user.first_name, user.name].map((part) => part.trim().charAt(0).toLocaleUpperCase('fr-FR')).join('');
  return letters || '?';
}
