// Referral (parrainage): each user has a code and shares the page `/parrainage/{code}`; its
// « Créer mon compte » (GET /api/referral/{code}/signup) keeps the code in a cookie that sign-up
// reads to record the sponsor; when the sponsored user's first payment is confirmed, both get one
// free month.
import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { isUniqueViolation, nowIso, toCount } from '../../db';
import type { PaymentRow } from '../../db/tables/payments';
import { addDays } from '../../lib/dates';
import { lastOf, periodEnd } from './rules';
import { facts } from './store';

export const REFERRAL_COOKIE = 'tp_referral';
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;
/** Without 0/O and 1/I/L, so a code read aloud or retyped stays right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_PATTERN = /^[A-Z0-9]{6,12}$/;
/** The offer a free month gives when the user has nothing running. */
const FREE_MONTH_OFFER = 'essentiel';

function newCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export function normaliseCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The page people share: readable, server-rendered with its own preview (never an /api address). */
export function referralPagePath(code: string): string {
  return `/parrainage/${encodeURIComponent(code)}`;
}

/** Where the page's « Créer mon compte » leads: it sets the cookie, then the sign-up choice. */
export function referralSignupPath(code: string): string {
  return `/api/referral/${encodeURIComponent(code)}/signup`;
}

/** The sponsor behind a code (normalised first), or null for an unknown or malformed one. */
export async function findSponsor(db: Db, rawCode: string): Promise<{ code: string; first_name: string } | null> {
  const code = normaliseCode(rawCode);
  if (!code) return null;
  const row = await db
    .selectFrom('referrals')
    .innerJoin('users', 'users.id', 'referrals.user_id')
    .select(['referrals.code', 'users.first_name'])
    .where('referrals.code', '=', code)
    .executeTakeFirst();
  return row ?? null;
}

/** The user's referral row, made on first need (with a fresh unique code). */
export async function ensureReferral(db: Db, userId: number) {
  const read = () => db.selectFrom('referrals').selectAll().where('user_id', '=', userId).executeTakeFirst();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await read();
    if (existing) return existing;
    try {
      await db.insertInto('referrals').values({ user_id: userId, code: newCode(), sponsor_user_id: null, sponsored_at: null, created_at: nowIso() }).execute();
    } catch (error) {
      // Another request made the row, or the code was taken: read again / retry with another code.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const row = await read();
  if (!row) throw new Error('No referral code could be made.');
  return row;
}

/** At sign-up: the new user was sponsored by the owner of `code` (unknown codes are ignored). */
export async function recordSponsor(trx: Db, userId: number, rawCode: string | undefined): Promise<void> {
  const code = rawCode ? normaliseCode(rawCode) : null;
  if (!code) return;
  const sponsor = await trx.selectFrom('referrals').select('user_id').where('code', '=', code).executeTakeFirst();
  if (!sponsor || sponsor.user_id === userId) return;
  const now = nowIso();
  const existing = await trx.selectFrom('referrals').select(['id', 'sponsor_user_id']).where('user_id', '=', userId).executeTakeFirst();
  if (existing) {
    if (existing.sponsor_user_id === null) await trx.updateTable('referrals').set({ sponsor_user_id: sponsor.user_id, sponsored_at: now }).where('id', '=', existing.id).execute();
    return;
  }
  await trx.insertInto('referrals').values({ user_id: userId, code: newCode(), sponsor_user_id: sponsor.user_id, sponsored_at: now, created_at: now }).execute();
}

/** HttpOnly always, Secure whenever the site is served over HTTPS (same rule as the session cookie). */
function referralCookieOptions(request: FastifyRequest, publicUrl: string) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: publicUrl.startsWith('https://') || request.protocol === 'https',
  };
}

/** The cookie GET /api/referral/{code}/signup sets and sign-up reads. */
export function setReferralCookie(request: FastifyRequest, reply: FastifyReply, code: string, publicUrl: string): void {
  reply.setCookie(REFERRAL_COOKIE, code, { ...referralCookieOptions(request, publicUrl), maxAge: COOKIE_MAX_AGE_S });
}

export function clearReferralCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(REFERRAL_COOKIE, referralCookieOptions(request, publicUrl));
}

/**
 * One free month for the user: a 'referral' subscription right after their last running one (same
 * offer and home), or from today with the Essentiel offer when nothing runs.
 */
export async function addFreeMonth(trx: Db, userId: number, today: string): Promise<number> {
  const subs = await trx.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).where('status', 'in', ['active', 'cancelled']).execute();
  const last = lastOf(subs.map((s) => ({ ...facts(s), row: s })), today)?.row;
  const start = last ? addDays(last.valid_until, 1) : today;
  const now = nowIso();
  const row = await trx
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      offer: last?.offer ?? FREE_MONTH_OFFER,
      home_id: last?.home_id ?? null,
      status: 'active',
      source: 'referral',
      valid_from: start,
      valid_until: periodEnd(start, 1),
      price_cents: 0,
      auto_renew: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Inside the transaction that confirms `payment`: if it is the first confirmed payment of a
 * sponsored user, both sponsor and sponsored get their month (once: one reward per sponsored user).
 */
export async function rewardReferral(trx: Db, payment: PaymentRow, today: string): Promise<boolean> {
  const referral = await trx.selectFrom('referrals').select(['sponsor_user_id']).where('user_id', '=', payment.user_id).executeTakeFirst();
  if (!referral?.sponsor_user_id) return false;
  const earlier = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', payment.user_id)
    .where('status', '=', 'succeeded')
    .where('id', '!=', payment.id)
    .executeTakeFirstOrThrow();
  if (toCount(earlier.n) > 0) return false;
  const rewarded = await trx.selectFrom('referral_rewards').select('id').where('sponsored_user_id', '=', payment.user_id).executeTakeFirst();
  if (rewarded) return false;
  const sponsorSubscription = await addFreeMonth(trx, referral.sponsor_user_id, today);
  const sponsoredSubscription = await addFreeMonth(trx, payment.user_id, today);
  await trx
    .insertInto('referral_rewards')
    .values({
      sponsored_user_id: payment.user_id,
      sponsor_user_id: referral.sponsor_user_id,
      payment_id: payment.id,
      sponsor_subscription_id: sponsorSubscription,
      sponsored_subscription_id: sponsoredSubscription,
      created_at: nowIso(),
    })
    .execute();
  return true;
}
