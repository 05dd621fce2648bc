/*
 * Data that was only ever meant to live for a while is deleted once its time is over (RGPD art. 5,
 * storage limitation): an unconfirmed sign-up keeps a name, an address and a password hash; a
 * sign-in or reset link, an expired session and a failed password are of no use after their
 * window. Links are kept a week past their expiry, so that someone who clicks late is still told
 * the link has expired rather than that it does not exist. The connection log is kept the year the
 * law asks (LCEN, décret 2021-1362), counted in calendar months, and not a day more.
 */
import { nowIso, toCount, type Db } from '../../db';
import { CONNECTION_LOG_KEPT_MONTHS } from '@coloc/contract/users/limits';
import { shiftMonths } from './dormancy-rules';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an expired link is kept to say « expiré » instead of « inconnu ». */
export const EXPIRED_LINK_KEPT_MS = 7 * DAY_MS;
/** Longer than any throttle window (sign-up mails, failed passwords: minutes). */
export const THROTTLE_LOG_KEPT_MS = DAY_MS;

export interface Purged {
  pending_signups: number;
  signin_links: number;
  password_resets: number;
  sessions: number;
  signup_mails: number;
  login_failures: number;
  connection_log: number;
}

export async function purgeExpired(db: Db, now: Date = new Date()): Promise<Purged> {
  const linksBefore = nowIso(new Date(now.getTime() - EXPIRED_LINK_KEPT_MS));
  const logsBefore = nowIso(new Date(now.getTime() - THROTTLE_LOG_KEPT_MS));
  const count = (result: { numDeletedRows: bigint }) => toCount(result.numDeletedRows);
  return {
    pending_signups: count(await db.deleteFrom('pending_signups').where('expires_at', '<', linksBefore).executeTakeFirst()),
    signin_links: count(await db.deleteFrom('signin_links').where('expires_at', '<', linksBefore).executeTakeFirst()),
    password_resets: count(await db.deleteFrom('password_resets').where('expires_at', '<', linksBefore).executeTakeFirst()),
    sessions: count(await db.deleteFrom('sessions').where('expires_at', '<', nowIso(now)).executeTakeFirst()),
    signup_mails: count(await db.deleteFrom('signup_mails').where('sent_at', '<', logsBefore).executeTakeFirst()),
    login_failures: count(await db.deleteFrom('login_failures').where('created_at', '<', logsBefore).executeTakeFirst()),
    connection_log: count(await db.deleteFrom('connection_log').where('created_at', '<', nowIso(shiftMonths(now, -CONNECTION_LOG_KEPT_MONTHS))).executeTakeFirst()),
  };
}
