/*
 * When an account without visits is warned, and when it may be deleted (privacy policy: « suppression
 * après trois ans sans connexion (vous êtes prévenu un mois avant) »). Pure: no database, `now` given.
 *
 * The cutoffs are `now` minus whole calendar months, clamped to the month's last day: a cutoff so
 * computed is never later than the exact one, so an account is at worst deleted a few days late
 * (31 March minus one month is 28 February), never early.
 */
import { addMonths } from '../../lib/dates';

/** Three years without a visit. */
export const DORMANT_MONTHS = 36;
/** The warning goes out a month before. */
export const WARNING_MONTHS_BEFORE = 1;
/** However late the warning left (a mail outage, an account just out of a lease), a month to answer it. */
export const GRACE_MONTHS = 1;
/**
 * A warning older than this was not followed by a deletion because the account was kept meanwhile
 * (a tenancy its tenant was added to, a mandate, a paid offer): it no longer counts, and a new one
 * is mailed before the account can go, rather than deleting it on a years-old warning.
 */
export const WARNING_VALID_MONTHS = 3;

/** The same instant `months` calendar months later (earlier when negative), day clamped. */
export function shiftMonths(instant: Date, months: number): Date {
  const iso = instant.toISOString();
  return new Date(`${addMonths(iso.slice(0, 10), months)}${iso.slice(10)}`);
}

export interface DormancyCutoffs {
  /** Seen at or before this: the warning is due. */
  warnSeenBefore: Date;
  /** Seen at or before this: three years are over. */
  deleteSeenBefore: Date;
  /** Warned at or before this: the month of grace is over. */
  deleteWarnedBefore: Date;
  /** Warned before this: the warning is stale and is sent again. */
  warningStaleBefore: Date;
}

export function dormancyCutoffs(now: Date): DormancyCutoffs {
  return {
    warnSeenBefore: shiftMonths(now, -(DORMANT_MONTHS - WARNING_MONTHS_BEFORE)),
    deleteSeenBefore: shiftMonths(now, -DORMANT_MONTHS),
    deleteWarnedBefore: shiftMonths(now, -GRACE_MONTHS),
    warningStaleBefore: shiftMonths(now, -WARNING_VALID_MONTHS),
  };
}

/** The earliest the account can go, as the warning mailed at `now` announces it. */
export function deletionFrom(lastSeen: Date, now: Date): Date {
  const threeYears = shiftMonths(lastSeen, DORMANT_MONTHS);
  const grace = shiftMonths(now, GRACE_MONTHS);
  return threeYears > grace ? threeYears : grace;
}
