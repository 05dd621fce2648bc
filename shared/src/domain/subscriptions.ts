import type { Subscription } from '../types/entities';

function futureOnes(subscriptions: readonly Subscription[] | null | undefined, now: Date): Subscription[] {
  return (subscriptions ?? []).filter((s) => new Date(s.valid_until).getTime() > now.getTime());
}

const byValidUntil = (a: Subscription, b: Subscription) => new Date(a.valid_until).getTime() - new Date(b.valid_until).getTime();

/** The subscription with the soonest valid_until still in the future (SPEC 4). */
export function currentSubscription(subscriptions: readonly Subscription[] | null | undefined, now = new Date()): Subscription | null {
  return futureOnes(subscriptions, now).sort(byValidUntil)[0] ?? null;
}

/** The subscription with the latest valid_until in the future (SPEC 4). */
export function lastSubscription(subscriptions: readonly Subscription[] | null | undefined, now = new Date()): Subscription | null {
  return futureOnes(subscriptions, now).sort(byValidUntil).at(-1) ?? null;
}

/**
 * SPEC 4: the check 'user has a subscription' always answers true, so no feature is ever locked
 * behind payment. Screens show the real state with currentSubscription / lastSubscription.
 */
export function hasSubscription(_subscriptions?: readonly Subscription[] | null): true {
  return true;
}
