// What the abonnement pages say about subscriptions (the server applies SPEC 4; these only pick
// what to show).
import type { SubscriptionDetails, SubscriptionOverview } from '@coloc/shared';

export const isRunning = (s: SubscriptionDetails) => s.status === 'active' || s.status === 'cancelled';

/** The subscription « Résilier » acts on: the latest-ending running one that still renews. */
export function renewingSubscription(overview: SubscriptionOverview | null): SubscriptionDetails | null {
  if (!overview) return null;
  const renewing = overview.subscriptions.filter((s) => s.status === 'active' && s.auto_renew);
  return renewing.sort((a, b) => (a.valid_until < b.valid_until ? 1 : a.valid_until > b.valid_until ? -1 : b.id - a.id))[0] ?? null;
}

/** The id given in the URL if it names a cancellable subscription, else the renewing one. */
export function subscriptionToCancel(overview: SubscriptionOverview | null, id: number | null): SubscriptionDetails | null {
  if (!overview) return null;
  if (id !== null) {
    const named = overview.subscriptions.find((s) => s.id === id);
    return named && named.status === 'active' && named.auto_renew ? named : null;
  }
  return renewingSubscription(overview);
}

export type StatusTone = 'success' | 'warning' | 'neutral' | 'secondary';
export function statusTone(s: SubscriptionDetails): StatusTone {
  if (s.status === 'active') return 'success';
  if (s.status === 'cancelled') return 'warning';
  if (s.status === 'failed') return 'neutral';
  return 'secondary';
}

/** The calendar day after `date` (YYYY-MM-DD). */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** When `target` would be charged again: the day after its home's running cover ends. */
export function nextChargeDate(target: SubscriptionDetails, overview: SubscriptionOverview): string {
  const ends = overview.subscriptions.filter((s) => isRunning(s) && s.home_id === target.home_id).map((s) => s.valid_until);
  return nextDay([...ends, target.valid_until].sort().at(-1)!);
}
