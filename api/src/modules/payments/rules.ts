// Subscription rules (SPEC 4), free of any database: periods, the current and last subscription,
// when a renewal happens, what may be cancelled. Dates are ISO calendar dates in Paris.
import { addDays, addMonths } from '../../lib/dates';

export type SubscriptionStatus = 'pending' | 'active' | 'cancelled' | 'expired' | 'failed';

/** What the rules read of a subscription. */
export interface SubscriptionFacts {
  id: number;
  home_id: number | null;
  status: string;
  valid_from: string | null;
  /** Inclusive last day. */
  valid_until: string;
  auto_renew: boolean;
}

/** How long the mandate's subscription is recorded: it has no price and never renews. */
export const MANDATE_TERM_MONTHS = 12;

/** The last day (inclusive) of a period of `months` starting on `start`: 21 Nov + 1 month = 20 Dec. */
export function periodEnd(start: string, months: number): string {
  return addDays(addMonths(start, months), -1);
}

/** The subscription still gives its rights today: confirmed, and its last day is today or later. */
export function isRunning(sub: Pick<SubscriptionFacts, 'status' | 'valid_until'>, today: string): boolean {
  return (sub.status === 'active' || sub.status === 'cancelled') && sub.valid_until >= today;
}

const sameHome = (a: Pick<SubscriptionFacts, 'home_id'>, b: Pick<SubscriptionFacts, 'home_id'>) => a.home_id === b.home_id;

function byEnd<T extends SubscriptionFacts>(a: T, b: T): number {
  return a.valid_until < b.valid_until ? -1 : a.valid_until > b.valid_until ? 1 : a.id - b.id;
}

/** SPEC 4: the soonest valid_until still in the future. */
export function currentOf<T extends SubscriptionFacts>(subs: readonly T[], today: string): T | null {
  return subs.filter((s) => isRunning(s, today)).sort(byEnd)[0] ?? null;
}

/** SPEC 4: the latest valid_until in the future. */
export function lastOf<T extends SubscriptionFacts>(subs: readonly T[], today: string): T | null {
  return subs.filter((s) => isRunning(s, today)).sort(byEnd).at(-1) ?? null;
}

/**
 * The last day the advert is covered, counting every running subscription of the same home (a
 * free referral month may follow a paid period). Null when nothing covers it today.
 */
export function coverEnd(subs: readonly SubscriptionFacts[], of: Pick<SubscriptionFacts, 'home_id'>, today: string): string | null {
  const ends = subs.filter((s) => sameHome(s, of) && isRunning(s, today)).map((s) => s.valid_until);
  return ends.length === 0 ? null : ends.sort().at(-1)!;
}

/**
 * When the tacit renewal happens: the day after the home's cover ends, for the latest-ending
 * subscription that still renews; null when nothing renews (cancelled, free months, mandate).
 */
export function renewalDate(subs: readonly SubscriptionFacts[], today: string): string | null {
  const renewing = subs.filter((s) => s.status === 'active' && s.auto_renew && isRunning(s, today)).sort(byEnd).at(-1);
  if (!renewing) return null;
  return addDays(coverEnd(subs, renewing, today) ?? renewing.valid_until, 1);
}

/**
 * Whether the renewal job must charge for `sub` today: it renews, its period is over, and no other
 * subscription of the same home still covers the advert.
 */
export function isDueForRenewal(sub: SubscriptionFacts, all: readonly SubscriptionFacts[], today: string): boolean {
  if (sub.status !== 'active' || !sub.auto_renew || sub.valid_until >= today) return false;
  return coverEnd(all.filter((s) => s.id !== sub.id), sub, today) === null;
}

/** The renewed period starts right after the old one, or today if the job ran late (never charge for the past). */
export function renewalStart(previousEnd: string, today: string): string {
  const next = addDays(previousEnd, 1);
  return next > today ? next : today;
}

/**
 * Where a newly paid period starts: the day after the home's running cover (buying again extends
 * rather than overlaps), else today.
 */
export function purchaseStart(subs: readonly SubscriptionFacts[], homeId: number | null, today: string): string {
  const end = coverEnd(subs, { home_id: homeId }, today);
  return end === null ? today : addDays(end, 1);
}

/** Only a running subscription that renews can be cancelled; it then runs to its end. */
export function cancellation(sub: Pick<SubscriptionFacts, 'status' | 'auto_renew' | 'valid_until'> & { source: string }, today: string):
  | { ok: true }
  | { ok: false; reason: 'alreadyCancelled' | 'referralFreeMonth' | 'notCancellable' } {
  if (sub.status === 'cancelled') return { ok: false, reason: 'alreadyCancelled' };
  if (sub.source === 'referral' && isRunning(sub, today)) return { ok: false, reason: 'referralFreeMonth' };
  if (sub.status !== 'active' || !sub.auto_renew || sub.valid_until < today) return { ok: false, reason: 'notCancellable' };
  return { ok: true };
}
