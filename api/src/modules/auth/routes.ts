// Sign-up, sign-in, sign-out and password reset (SPEC 2.1): thin handlers over store.ts (queries),
// signup-links.ts (the mailed links, with their timing and enumeration rules), signin-throttle.ts
// and device-cookie.ts (finding 1's lockout rules).
import { AUTH_ROUTES as ROUTES } from '@coloc/contract/auth/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso } from '../../db';
import { contractRoute } from '../../lib/contract-route';
import { randomToken } from '../../lib/crypto';
import { HttpError, badRequest, tooManyRequests } from '../../lib/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { trimBody } from '../../lib/trim';
import { passwordResetMail, signinAttackMail, welcomeMail } from '../../mail/templates';
import { clearReferralCookie, REFERRAL_COOKIE } from '../payments';
import { toUserObject } from '../users';
import { createDeviceCookies } from './device-cookie';
import { AUTH_MESSAGES } from './messages';
import { createSigninThrottle } from './signin-throttle';
import { createSignupLinks, referralCode, SIGNUP_MESSAGES } from './signup-links';
import { claimAttackAlert, insertPasswordReset, pendingReset, resetPassword, resetRecipient, userByEmail } from './store';

const RESET_TTL_MS = 60 * 60 * 1000;
/** The owner of an account under attack hears about it at most this often. */
const ALERT_INTERVAL_MS = 60 * 60 * 1000;

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, mailer, sessions } = app;
  const limits = config.rateLimits;
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
  const throttle = createSigninThrottle(db, limits);
  const devices = createDeviceCookies(db, config.publicUrl);
  const signupLinks = createSignupLinks(db, { publicUrl: config.publicUrl, mailMinutes: limits.signupMailMinutes, newResetLink });

  /** A one-hour, single-use link to choose a new password (password_resets). */
  async function newResetLink(userId: number): Promise<string> {
    const token = randomToken();
    await insertPasswordReset(db, userId, token, new Date(), RESET_TTL_MS);
    return `${config.publicUrl}/reset_password/new_password?token=${token}`;
  }

  async function resetLinkMail(email: string) {
    const user = await resetRecipient(db, email);
    return user ? passwordResetMail(user.email, user.first_name, await newResetLink(user.id)) : null;
  }

  /**
   * Tells the owner that their account is under attack, with a reset link: at most once an hour
   * (login_alerts), whichever instance sees the attack. The conditional update, or the insert
   * that only one request wins, makes concurrent attempts send a single mail.
   */
  async function alertOwner(user: { id: number; email: string; first_name: string }): Promise<void> {
    const claimed = await claimAttackAlert(db, user.id, new Date(), ALERT_INTERVAL_MS);
    if (!claimed) return;
    mailer.dispatch(signinAttackMail(user.email, user.first_name, await newResetLink(user.id), `${config.publicUrl}/signin`));
  }

  app.route({
    ...contractRoute(ROUTES['auth.signup'], {
      tags: ['auth'],
      summary: 'Demander la création d\'un compte',
      description:
        "Répond 202 et la même chose, que l'adresse ait déjà un compte ou non (finding 5 : pas d'énumération des comptes). " +
        "Une adresse nouvelle reçoit « Confirmez votre adresse » (lien valable 24 h, POST /api/auth/confirm-signup) ; " +
        "une adresse connue reçoit « Vous avez déjà un compte » (lien de connexion de 30 min, POST /api/auth/signin-link). " +
        'Au plus un e-mail par adresse toutes les 15 minutes.',
    }),
    config: perMinute(limits.signupPerMinute),
    preValidation: trimBody(['email', 'first_name', 'name', 'business_name']),
    handler: async (request, reply) => {
      const body = request.body;
      // Hashed for every address, known or not: the answer's timing must not tell them apart.
      const passwordHash = await hashPassword(body.password);
      const signupRequest = {
        email: body.email.toLowerCase(),
        passwordHash,
        first_name: body.first_name,
        name: body.name,
        type: body.type,
        business_name: body.business_name ?? null,
        newsletter: body.newsletter === true,
        referral: referralCode(request.cookies[REFERRAL_COOKIE]),
      };
      // Lookup, rows and mail happen after the answer: it is the same for every address.
      mailer.dispatchLater(() => signupLinks.signupMail(signupRequest));
      reply.code(202).header('cache-control', 'no-store');
      return { message: SIGNUP_MESSAGES.checkMail };
    },
  });

  app.route({
    ...contractRoute(ROUTES['auth.confirmSignup'], {
      tags: ['auth'],
      summary: "Confirmer son adresse avec le lien reçu par e-mail et créer le compte",
      description: 'Crée le compte demandé par POST /api/auth/signup et ouvre la session. Le lien ne sert qu\'une fois.',
    }),
    config: perMinute(limits.signupPerMinute),
    handler: async (request, reply) => {
      const user = await signupLinks.confirm(request.body.token);
      await sessions.start(request, reply, user.id, 'signup');
      if (request.cookies[REFERRAL_COOKIE]) clearReferralCookie(request, reply, config.publicUrl);
      mailer.dispatch(welcomeMail(user.email, user.first_name, config.publicUrl));
      reply.code(201).header('cache-control', 'no-store');
      return toUserObject(db, user);
    },
  });

  app.route({
    ...contractRoute(ROUTES['auth.signinLink'], {
      tags: ['auth'],
      summary: 'Se connecter avec le lien reçu par e-mail',
      description: "Le lien envoyé à une adresse qui avait déjà un compte quand on a voulu s'inscrire : 30 minutes, une seule fois.",
    }),
    config: perMinute(limits.signinPerMinute),
    handler: async (request, reply) => {
      const user = await signupLinks.signinWithLink(request.body.token);
      if (user.disabled_at !== null) throw new HttpError(403, AUTH_MESSAGES.accountDisabled);
      await sessions.start(request, reply, user.id, 'link');
      // Proof of the mailbox is as good as the password: this device is the owner's from now on.
      await devices.remember(request, reply, user.id, await devices.read(request));
      reply.header('cache-control', 'no-store');
      return toUserObject(db, user);
    },
  });

  app.route({
    ...contractRoute(ROUTES['auth.signin'], {
      tags: ['auth'],
      summary: 'Se connecter',
    }),
    config: perMinute(limits.signinPerMinute),
    preValidation: trimBody(['email']),
    handler: async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const user = await userByEmail(db, email);
      const device = await devices.read(request);
      // The device signed in to this very account before, and has not spent its own allowance:
      // nobody else's failures hold it back (finding 1: strangers could lock the owner out).
      const recognised = user && device?.userId === user.id && !(await throttle.deviceSpent(email, device.id)) ? device : null;

      if (!recognised) {
        // Checked before the password, so that a right guess during a hold teaches nothing.
        const hold = await throttle.unknownDeviceHold(email, request.ip);
        if (hold) {
          if (hold.accountUnderAttack && user) await alertOwner(user);
          reply.header('retry-after', String(hold.retryAfter));
          throw tooManyRequests();
        }
      }

      const valid = user
        ? await verifyPassword(user.password_hash, request.body.password)
        : await verifyAgainstDummy(request.body.password);

      if (!user || !valid) {
        await throttle.recordFailure(email, request.ip, recognised?.id ?? null);
        if (!recognised && user && (await throttle.accountFailures(email)) >= limits.accountFailures) await alertOwner(user);
        throw new HttpError(401, AUTH_MESSAGES.badCredentials);
      }

      await throttle.forgetSource(email, request.ip, recognised?.id ?? null);
      // Said only to whoever knows the password: a stranger still learns nothing about the account.
      if (user.disabled_at !== null) throw new HttpError(403, AUTH_MESSAGES.accountDisabled);
      await sessions.start(request, reply, user.id, 'password');
      await devices.remember(request, reply, user.id, device);
      reply.header('cache-control', 'no-store');
      return toUserObject(db, user);
    },
  });

  app.route({
    ...contractRoute(ROUTES['auth.signout'], { tags: ['auth'], summary: 'Se déconnecter' }),
    handler: async (request, reply) => {
      await sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(ROUTES['auth.signoutAll'], {
      tags: ['auth'],
      summary: 'Se déconnecter de tous les appareils',
      description: 'Ferme toutes les sessions du compte, y compris celle de cette requête, et efface le cookie.',
      security: [{ session: [] }],
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      await sessions.revokeAllForUser(request.user!.id);
      await sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(ROUTES['auth.resetPassword'], { tags: ['auth'], summary: 'Demander un lien de réinitialisation du mot de passe' }),
    config: perMinute(limits.resetPerMinute),
    preValidation: trimBody(['email']),
    handler: async (request) => {
      const email = request.body.email.toLowerCase();
      // Nothing that depends on the account runs before the answer: the lookup, the token and the
      // mail happen afterwards, so the response time says nothing about whether the account exists
      // (finding 5: 2.8 ms against 2.0 ms).
      mailer.dispatchLater(() => resetLinkMail(email));
      return { message: AUTH_MESSAGES.resetSent };
    },
  });

  app.route({
    ...contractRoute(ROUTES['auth.newPassword'], {
      tags: ['auth'],
      summary: 'Choisir un nouveau mot de passe avec le lien reçu par e-mail',
    }),
    config: perMinute(limits.resetPerMinute),
    handler: async (request, reply) => {
      const now = nowIso();
      const reset = await pendingReset(db, request.body.token, now);
      if (!reset) throw badRequest(AUTH_MESSAGES.resetInvalid);

      const passwordHash = await hashPassword(request.body.password);
      const user = await resetPassword(db, reset, passwordHash, now);
      if (!user) throw badRequest(AUTH_MESSAGES.resetInvalid);
      // The new password is kept, but a disabled account gets no session from a reset link either.
      if (user.disabled_at !== null) throw new HttpError(403, AUTH_MESSAGES.accountDisabled);

      // Every other session was deleted above; the one the request carried (if any) went with them.
      request.authSession = null;
      await sessions.start(request, reply, user.id, 'reset');
      reply.header('cache-control', 'no-store');
      return { message: AUTH_MESSAGES.passwordChanged, user: await toUserObject(db, user) };
    },
  });
};
