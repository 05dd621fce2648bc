import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nowIso, toCount } from '../../db';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { HttpError, badRequest, tooManyRequests } from '../../lib/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { MessageSchema, errorResponses } from '../../lib/schemas';
import { trimBody } from '../../lib/trim';
import { passwordResetMail, signinAttackMail, welcomeMail } from '../../mail/templates';
import { clearReferralCookie, REFERRAL_COOKIE } from '../payments';
import { UserSchema } from '../users/schemas';
import { createDeviceCookies } from './device-cookie';
import { createSigninThrottle } from './signin-throttle';
import { createSignupLinks, referralCode, SIGNUP_MESSAGES } from './signup-links';
import { toUserObject } from '../users';
import {
  LinkTokenBody,
  NewPasswordBody,
  NewPasswordResponse,
  ResetPasswordBody,
  SigninBody,
  SignupBody,
} from './schemas';

export const AUTH_MESSAGES = {
  badCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  resetSent: "Si un compte est associé à cette adresse, un e-mail de réinitialisation vient d'être envoyé.",
  resetInvalid: "Ce lien de réinitialisation n'est pas valide ou a expiré.",
  passwordChanged: 'Votre mot de passe a été modifié.',
  accountDisabled: "Ce compte a été désactivé par la modération. Écrivez au service client si vous pensez qu'il s'agit d'une erreur.",
} as const;

const RESET_TTL_MS = 60 * 60 * 1000;
/** The owner of an account under attack hears about it at most this often. */
const ALERT_INTERVAL_MS = 60 * 60 * 1000;

const authModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, mailer, sessions } = app;
  const limits = config.rateLimits;
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
  const throttle = createSigninThrottle(db, limits);
  const devices = createDeviceCookies(db, config.publicUrl);
  const signupLinks = createSignupLinks(db, { publicUrl: config.publicUrl, mailMinutes: limits.signupMailMinutes, newResetLink });

  /** A one-hour, single-use link to choose a new password (password_resets). */
  async function newResetLink(userId: number): Promise<string> {
    const token = randomToken();
    const now = new Date();
    await db
      .insertInto('password_resets')
      .values({
        token_hash: sha256Hex(token),
        user_id: userId,
        created_at: nowIso(now),
        expires_at: nowIso(new Date(now.getTime() + RESET_TTL_MS)),
        used_at: null,
      })
      .execute();
    return `${config.publicUrl}/reset_password/new_password?token=${token}`;
  }

  async function resetLinkMail(email: string) {
    const user = await db.selectFrom('users').select(['id', 'email', 'first_name']).where('email', '=', email).executeTakeFirst();
    return user ? passwordResetMail(user.email, user.first_name, await newResetLink(user.id)) : null;
  }

  /**
   * Tells the owner that their account is under attack, with a reset link: at most once an hour
   * (login_alerts), whichever instance sees the attack. The conditional update, or the insert
   * that only one request wins, makes concurrent attempts send a single mail.
   */
  async function alertOwner(user: { id: number; email: string; first_name: string }): Promise<void> {
    const now = new Date();
    const renewed = await db
      .updateTable('login_alerts')
      .set({ sent_at: nowIso(now) })
      .where('user_id', '=', user.id)
      .where('sent_at', '<=', nowIso(new Date(now.getTime() - ALERT_INTERVAL_MS)))
      .executeTakeFirst();
    let claimed = toCount(renewed.numUpdatedRows) === 1;
    if (!claimed) {
      const inserted = await db
        .insertInto('login_alerts')
        .values({ user_id: user.id, sent_at: nowIso(now) })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      claimed = inserted !== undefined;
    }
    if (!claimed) return;
    mailer.dispatch(signinAttackMail(user.email, user.first_name, await newResetLink(user.id), `${config.publicUrl}/signin`));
  }

  app.post(
    '/auth/signup',
    {
      config: perMinute(limits.signupPerMinute),
      preValidation: trimBody(['email', 'first_name', 'name', 'business_name']),
      schema: {
        tags: ['auth'],
        summary: 'Demander la création d\'un compte',
        description:
          "Répond 202 et la même chose, que l'adresse ait déjà un compte ou non (finding 5 : pas d'énumération des comptes). " +
          "Une adresse nouvelle reçoit « Confirmez votre adresse » (lien valable 24 h, POST /api/auth/confirm-signup) ; " +
          "une adresse connue reçoit « Vous avez déjà un compte » (lien de connexion de 30 min, POST /api/auth/signin-link). " +
          'Au plus un e-mail par adresse toutes les 15 minutes.',
        body: SignupBody,
        response: { 202: MessageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    '/auth/confirm-signup',
    {
      config: perMinute(limits.signupPerMinute),
      schema: {
        tags: ['auth'],
        summary: "Confirmer son adresse avec le lien reçu par e-mail et créer le compte",
        description: 'Crée le compte demandé par POST /api/auth/signup et ouvre la session. Le lien ne sert qu\'une fois.',
        body: LinkTokenBody,
        response: { 201: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await signupLinks.confirm(request.body.token);
      await sessions.start(request, reply, user.id);
      if (request.cookies[REFERRAL_COOKIE]) clearReferralCookie(request, reply, config.publicUrl);
      mailer.dispatch(welcomeMail(user.email, user.first_name, config.publicUrl));
      reply.code(201).header('cache-control', 'no-store');
      return toUserObject(db, user);
    },
  );

  app.post(
    '/auth/signin-link',
    {
      config: perMinute(limits.signinPerMinute),
      schema: {
        tags: ['auth'],
        summary: 'Se connecter avec le lien reçu par e-mail',
        description: "Le lien envoyé à une adresse qui avait déjà un compte quand on a voulu s'inscrire : 30 minutes, une seule fois.",
        body: LinkTokenBody,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await signupLinks.signinWithLink(request.body.token);
      if (user.disabled_at !== null) throw new HttpError(403, AUTH_MESSAGES.accountDisabled);
      await sessions.start(request, reply, user.id);
      // Proof of the mailbox is as good as the password: this device is the owner's from now on.
      await devices.remember(request, reply, user.id, await devices.read(request));
      reply.header('cache-control', 'no-store');
      return toUserObject(db, user);
    },
  );

  app.post(
    '/auth/signin',
    {
      config: perMinute(limits.signinPerMinute),
      preValidation: trimBody(['email']),
      schema: {
        tags: ['auth'],
        summary: 'Se connecter',
        body: SigninBody,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
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
      await sessions.start(request, reply, user.id);
      await devices.remember(request, reply, user.id, device);
      reply.header('cache-control', 'no-store');
      return toUserObject(db, user);
    },
  );

  app.post(
    '/auth/signout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Se déconnecter',
        response: { 204: Type.Null({ description: 'Déconnecté (même sans session)' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/signout-all',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Se déconnecter de tous les appareils',
        description: 'Ferme toutes les sessions du compte, y compris celle de cette requête, et efface le cookie.',
        security: [{ session: [] }],
        response: { 204: Type.Null({ description: 'Toutes les sessions sont fermées' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await sessions.revokeAllForUser(request.user!.id);
      await sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: perMinute(limits.resetPerMinute),
      preValidation: trimBody(['email']),
      schema: {
        tags: ['auth'],
        summary: 'Demander un lien de réinitialisation du mot de passe',
        body: ResetPasswordBody,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      // Nothing that depends on the account runs before the answer: the lookup, the token and the
      // mail happen afterwards, so the response time says nothing about whether the account exists
      // (finding 5: 2.8 ms against 2.0 ms).
      mailer.dispatchLater(() => resetLinkMail(email));
      return { message: AUTH_MESSAGES.resetSent };
    },
  );

  app.post(
    '/auth/new-password',
    {
      config: perMinute(limits.resetPerMinute),
      schema: {
        tags: ['auth'],
        summary: 'Choisir un nouveau mot de passe avec le lien reçu par e-mail',
        body: NewPasswordBody,
        response: { 200: NewPasswordResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = nowIso();
      const reset = await db
        .selectFrom('password_resets')
        .select(['id', 'user_id'])
        .where('token_hash', '=', sha256Hex(request.body.token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!reset) throw badRequest(AUTH_MESSAGES.resetInvalid);

      const passwordHash = await hashPassword(request.body.password);
      const user = await db.transaction().execute(async (trx) => {
        // The conditional update is what makes the token single-use, even for two concurrent requests.
        const claimed = await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('id', '=', reset.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (toCount(claimed.numUpdatedRows) !== 1) return null;
        // Any other pending link for this account dies with this one.
        await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('user_id', '=', reset.user_id)
          .where('used_at', 'is', null)
          .execute();
        const updated = await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', reset.user_id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.deleteFrom('login_failures').where('email', '=', updated.email).execute();
        await trx.deleteFrom('sessions').where('user_id', '=', reset.user_id).execute();
        return updated;
      });
      if (!user) throw badRequest(AUTH_MESSAGES.resetInvalid);
      // The new password is kept, but a disabled account gets no session from a reset link either.
      if (user.disabled_at !== null) throw new HttpError(403, AUTH_MESSAGES.accountDisabled);

      // Every other session was deleted above; the one the request carried (if any) went with them.
      request.authSession = null;
      await sessions.start(request, reply, user.id);
      reply.header('cache-control', 'no-store');
      return { message: AUTH_MESSAGES.passwordChanged, user: await toUserObject(db, user) };
    },
  );
};

export default authModule;
