// Who may try a password now (issue 17, finding 1). Failures are recorded per account with their
// source: the client address for an unknown device, the device id for a recognised one.
// - A recognised device of the account (valid device cookie) is never held back by anyone else's
//   failures: the right password from it always signs in. It loses that standing only after
//   DEVICE_FAILURES wrong passwords of its own.
// - An unknown device waits a growing delay per account and address after a few free failures,
//   and every unknown device is held back once the account has had `accountFailures` failures
//   from unknown devices within the window: the per-address limit, with its Retry-After.
import type { Db } from '../../db';
import { nowIso, toCount } from '../../db';
import type { RateLimitConfig } from '../../config';

/** Wrong passwords from its own recognised device before it is treated as an unknown one. */
export const DEVICE_FAILURES = 10;
/** The longest growing delay, whatever the number of failures. */
const MAX_DELAY_MS = 15 * 60_000;

export interface Hold {
  /** Seconds until the next attempt is considered. */
  retryAfter: number;
  /** The account-wide limit (unknown devices) is reached: the owner may need telling. */
  accountUnderAttack: boolean;
}

/** Seconds to wait after `failures` failures from one source, the first `free` of them costing nothing: 1 s, 2 s, 4 s… */
export function growingDelayMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.min(failures - free, 20));
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createSigninThrottle(db: Db, limits: RateLimitConfig) {
  const windowMs = limits.accountWindowMinutes * 60_000;
  const windowStart = (now: number) => nowIso(new Date(now - windowMs));

  return {
    /** Whether a recognised device has used up its own allowance of wrong passwords. */
    async deviceSpent(email: string, device: string, now = Date.now()): Promise<boolean> {
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('email', '=', email)
        .where('device', '=', device)
        .where('created_at', '>', windowStart(now))
        .executeTakeFirstOrThrow();
      return toCount(row.count) >= DEVICE_FAILURES;
    },

    /** The hold on an unknown device at `ip` trying `email`, or null when it may try now. */
    async unknownDeviceHold(email: string, ip: string, now = Date.now()): Promise<Hold | null> {
      const since = windowStart(now);
      const [account, source] = await Promise.all([
        db
          .selectFrom('login_failures')
          .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('created_at').as('oldest')])
          .where('email', '=', email)
          .where('device', 'is', null)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('login_failures')
          .select((eb) => [eb.fn.countAll().as('count'), eb.fn.max('created_at').as('latest')])
          .where('email', '=', email)
          .where('ip', '=', ip)
          .where('device', 'is', null)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow(),
      ]);
      let waitMs = 0;
      const accountUnderAttack = toCount(account.count) >= limits.accountFailures;
      if (accountUnderAttack) {
        const oldest = account.oldest ? Date.parse(String(account.oldest)) : now;
        waitMs = oldest + windowMs - now;
      }
      const delay = growingDelayMs(toCount(source.count), limits.sourceFreeFailures);
      if (delay > 0 && source.latest) waitMs = Math.max(waitMs, Date.parse(String(source.latest)) + delay - now);
      return waitMs > 0 ? { retryAfter: seconds(waitMs), accountUnderAttack } : null;
    },

    async recordFailure(email: string, ip: string, device: string | null, now = Date.now()): Promise<void> {
      await db.deleteFrom('login_failures').where('email', '=', email).where('created_at', '<=', windowStart(now)).execute();
      await db.insertInto('login_failures').values({ email, ip, device, created_at: nowIso(new Date(now)) }).execute();
    },

    /** Unknown devices' failures on the account, as the per-address limit counts them. */
    async accountFailures(email: string, now = Date.now()): Promise<number> {
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('email', '=', email)
        .where('device', 'is', null)
        .where('created_at', '>', windowStart(now))
        .executeTakeFirstOrThrow();
      return toCount(row.count);
    },

    /**
     * After a sign-in: the failures of that source go. A stranger's failures from elsewhere stay,
     * so the owner signing in does not give an attacker a fresh allowance.
     */
    async forgetSource(email: string, ip: string, device: string | null): Promise<void> {
      let query = db.deleteFrom('login_failures').where('email', '=', email);
      query = device ? query.where('device', '=', device) : query.where('ip', '=', ip).where('device', 'is', null);
      await query.execute();
    },
  };
}

export type SigninThrottle = ReturnType<typeof createSigninThrottle>;
