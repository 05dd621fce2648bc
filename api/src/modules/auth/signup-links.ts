// Sign-up confirmed by an e-mail link (issue 17, finding 5: account enumeration). The sign-up
// answer is the same for every address; what differs is only the mail the address receives:
// « Confirmez votre adresse » (new address, a pending sign-up) or « Vous avez déjà un compte »
// (known address, a sign-in link). Nothing is created until the link is opened.
import type { Db } from '../../db';
import { isUniqueViolation, nowIso, toCount, toInt } from '../../db';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { HttpError, badRequest } from '../../lib/errors';
import type { MailMessage } from '../../mail';
import { confirmSignupMail, existingAccountMail } from '../../mail/templates';
import { normaliseCode, recordSponsor } from '../payments';
import { newProfileValues } from '../profiles';
import { ACCOUNT_TYPE_BITS, ACCOUNT_TYPES, type AccountType } from '@coloc/contract/auth/account-types';

export const SIGNUP_MESSAGES = {
  checkMail:
    "Vérifiez votre boîte mail : nous venons d'envoyer un e-mail à cette adresse. Ouvrez le lien qu'il contient pour continuer (pensez à regarder dans les courriers indésirables).",
  confirmInvalid:
    "Ce lien de confirmation n'est pas valide, a déjà servi ou a expiré (il est valable 24 heures). Recommencez l'inscription pour en recevoir un nouveau.",
  accountExists: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous avec votre mot de passe, ou choisissez-en un nouveau.',
  signinLinkInvalid:
    "Ce lien de connexion n'est pas valide, a déjà servi ou a expiré (il est valable 30 minutes). Connectez-vous avec votre mot de passe, ou choisissez-en un nouveau.",
} as const;

export const PENDING_SIGNUP_TTL_MS = 24 * 60 * 60 * 1000;
export const SIGNIN_LINK_TTL_MS = 30 * 60 * 1000;

const PRO_TYPES = ACCOUNT_TYPE_BITS.agent | ACCOUNT_TYPE_BITS.manager;
/** Background colours for the initials bubble until the user uploads a photo. */
const AVATAR_COLORS = ['#E57373', '#F06292', '#BA68C8', '#7986CB', '#4FC3F7', '#4DB6AC', '#81C784', '#FFB74D', '#A1887F'];

/** What the sign-up form sent, the password already hashed. */
export interface SignupRequest {
  email: string;
  passwordHash: string;
  first_name: string;
  name: string;
  type: AccountType;
  business_name: string | null;
  newsletter: boolean;
  /** The referral cookie's code, recorded as the sponsor when the account is created. */
  referral: string | null;
}

/**
 * Creates the account exactly as sign-up always did, in the caller's transaction: the user, their
 * empty questionnaire, the sponsor, the owner-occupier's home and the newsletter subscription.
 */
export async function createAccount(trx: Db, input: SignupRequest, now: string) {
  const type = ACCOUNT_TYPE_BITS[input.type];
  const created = await trx
    .insertInto('users')
    .values({
      email: input.email,
      password_hash: input.passwordHash,
      first_name: input.first_name,
      name: input.name,
      type,
      registration_step: 0,
      business_name: type & PRO_TYPES && input.business_name ? input.business_name : null,
      avatar_color: AVATAR_COLORS[Math.floor(Math.random() * AVATAR_COLORS.length)] ?? null,
      newsletter: toInt(input.newsletter),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // Every account type gets its (empty) questionnaire row with the account.
  await trx.insertInto('profiles').values(newProfileValues(created.id, now)).execute();
  // Arrived through a sponsor's link (GET /api/referral/{code}): remember who.
  await recordSponsor(trx, created.id, input.referral ?? undefined);
  if (input.type === 'prop-occupant') {
    await trx.insertInto('homes').values({ user_id: created.id, is_coloc: 0, step: 0, created_at: now, updated_at: now }).execute();
  }
  if (input.newsletter) {
    await trx
      .insertInto('newsletter_subscriptions')
      .values({ email: input.email, created_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }
  return created;
}

export function referralCode(cookie: string | undefined): string | null {
  return cookie ? normaliseCode(cookie) : null;
}

interface Options {
  publicUrl: string;
  /** Minimum minutes between two sign-up mails to one address. */
  mailMinutes: number;
  /** A one-hour password reset link for the account (the reset flow's own table). */
  newResetLink(userId: number): Promise<string>;
}

export function createSignupLinks(db: Db, { publicUrl, mailMinutes, newResetLink }: Options) {
  /**
   * At most one sign-up mail per address per `mailMinutes`, whichever instance answers: the
   * conditional update, or the insert only one request wins, claims the slot.
   */
  async function claimMailSlot(email: string): Promise<boolean> {
    const now = new Date();
    const renewed = await db
      .updateTable('signup_mails')
      .set({ sent_at: nowIso(now) })
      .where('email', '=', email)
      .where('sent_at', '<=', nowIso(new Date(now.getTime() - mailMinutes * 60_000)))
      .executeTakeFirst();
    if (toCount(renewed.numUpdatedRows) === 1) return true;
    const inserted = await db
      .insertInto('signup_mails')
      .values({ email, sent_at: nowIso(now) })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('email')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async function newSigninLink(userId: number): Promise<string> {
    const token = randomToken();
    const now = new Date();
    await db
      .insertInto('signin_links')
      .values({
        user_id: userId,
        token_hash: sha256Hex(token),
        created_at: nowIso(now),
        expires_at: nowIso(new Date(now.getTime() + SIGNIN_LINK_TTL_MS)),
        used_at: null,
      })
      .execute();
    return `${publicUrl}/signin/link?token=${token}`;
  }

  async function newPendingSignup(input: SignupRequest): Promise<string> {
    const token = randomToken();
    const now = new Date();
    await db
      .insertInto('pending_signups')
      .values({
        email: input.email,
        token_hash: sha256Hex(token),
        password_hash: input.passwordHash,
        first_name: input.first_name,
        name: input.name,
        type: input.type,
        business_name: input.business_name,
        newsletter: toInt(input.newsletter),
        referral: input.referral,
        created_at: nowIso(now),
        expires_at: nowIso(new Date(now.getTime() + PENDING_SIGNUP_TTL_MS)),
        used_at: null,
      })
      .execute();
    return `${publicUrl}/signup/confirm?token=${token}`;
  }

  /**
   * Run after the answer has gone (mailer.dispatchLater): the account lookup, the rows and the
   * mail, so that neither the answer nor its timing says whether the address has an account.
   */
  async function signupMail(input: SignupRequest): Promise<MailMessage | null> {
    if (!(await claimMailSlot(input.email))) return null;
    const user = await db.selectFrom('users').select(['id', 'email', 'first_name']).where('email', '=', input.email).executeTakeFirst();
    if (user) return existingAccountMail(user.email, user.first_name, await newSigninLink(user.id), await newResetLink(user.id));
    return confirmSignupMail(input.email, input.first_name, await newPendingSignup(input));
  }

  /** Opens a confirmation link: the account, exactly as sign-up created it before (or an error). */
  async function confirm(token: string) {
    const now = nowIso();
    const pending = await db
      .selectFrom('pending_signups')
      .selectAll()
      .where('token_hash', '=', sha256Hex(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!pending || !(ACCOUNT_TYPES as readonly string[]).includes(pending.type)) throw badRequest(SIGNUP_MESSAGES.confirmInvalid);
    // Someone else's link, or the account made meanwhile: nothing is claimed, the link says so.
    const existing = await db.selectFrom('users').select('id').where('email', '=', pending.email).executeTakeFirst();
    if (existing) throw new HttpError(409, SIGNUP_MESSAGES.accountExists);
    try {
      const user = await db.transaction().execute(async (trx) => {
        // The conditional update makes the link single-use, even for two concurrent openings.
        const claimed = await trx
          .updateTable('pending_signups')
          .set({ used_at: now })
          .where('id', '=', pending.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (toCount(claimed.numUpdatedRows) !== 1) return null;
        // The address is proved: its owner's next sign-up attempt may be told at once that the
        // account exists (the limit is there for addresses nobody has proved).
        await trx.deleteFrom('signup_mails').where('email', '=', pending.email).execute();
        return createAccount(
          trx,
          {
            email: pending.email,
            passwordHash: pending.password_hash,
            first_name: pending.first_name,
            name: pending.name,
            type: pending.type as AccountType,
            business_name: pending.business_name,
            newsletter: pending.newsletter === 1,
            referral: pending.referral,
          },
          now,
        );
      });
      if (!user) throw badRequest(SIGNUP_MESSAGES.confirmInvalid);
      return user;
    } catch (error) {
      // Two links of the same address opened at once: the second loses on the unique index.
      if (isUniqueViolation(error)) throw new HttpError(409, SIGNUP_MESSAGES.accountExists);
      throw error;
    }
  }

  /** Opens a sign-in link: the account it was made for, once, within 30 minutes. */
  async function signinWithLink(token: string) {
    const now = nowIso();
    const link = await db
      .selectFrom('signin_links')
      .select(['id', 'user_id'])
      .where('token_hash', '=', sha256Hex(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!link) throw badRequest(SIGNUP_MESSAGES.signinLinkInvalid);
    const claimed = await db
      .updateTable('signin_links')
      .set({ used_at: now })
      .where('id', '=', link.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (toCount(claimed.numUpdatedRows) !== 1) throw badRequest(SIGNUP_MESSAGES.signinLinkInvalid);
    return db.selectFrom('users').selectAll().where('id', '=', link.user_id).executeTakeFirstOrThrow();
  }

  return { signupMail, confirm, signinWithLink };
}

export type SignupLinks = ReturnType<typeof createSignupLinks>;
