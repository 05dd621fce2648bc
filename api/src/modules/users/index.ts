import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { nowIso, toBool, toInt } from '../../db';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { MessageSchema, errorResponses } from '../../lib/schemas';
import { trimBody } from '../../lib/trim';
import { homePublicUrl } from '../homes';
import { countryName } from '../options';
import { removeImageFiles } from '../images';
import { removeTenantFiles } from '../tenant-file';
import { publicAge, publicAnswers } from '../profiles';
import { toProfileObject } from '../profiles';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import {
  DeleteAccountBody,
  PasswordChangeBody,
  PreferencesBody,
  PreferencesSchema,
  PublicProfileSchema,
  UpdateUserBody,
  UserSchema,
  type PreferencesObject,
  type PublicProfileObject,
} from './schemas';
import { toUserObject } from './serialize';
export { toUserObject } from './serialize';

export const USER_MESSAGES = {
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  samePassword: "Le nouveau mot de passe doit être différent de l'actuel.",
  passwordChanged: 'Votre mot de passe a été modifié.',
  wrongPassword: 'Le mot de passe est incorrect.',
  businessNameForPros: "Seuls les comptes professionnels peuvent indiquer un nom d'entreprise.",
} as const;

const COLOC = 1;

const NOTIFICATION_INVALID = 'Chaque préférence de notification doit valoir oui (true) ou non (false).';

const USER_FIELD_TEXTS: FieldTexts = {
  business_name: { label: "Le nom de l'entreprise", invalid: "Le nom de l'entreprise est invalide." },
  current_password: { label: 'Le mot de passe actuel', invalid: 'Le mot de passe actuel est invalide.' },
  new_password: { label: 'Le nouveau mot de passe', invalid: 'Le nouveau mot de passe est invalide.' },
  password: { label: 'Le mot de passe', invalid: 'Le mot de passe est invalide.' },
  email_messages: { invalid: NOTIFICATION_INVALID },
  email_matches: { invalid: NOTIFICATION_INVALID },
  email_visits: { invalid: NOTIFICATION_INVALID },
  newsletter: { invalid: NOTIFICATION_INVALID },
};

/** preValidation: the id in the URL must be the caller's own, whatever the body (403 otherwise). */
async function ownAccount(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: unknown };
  if (String(request.user!.id) !== String(id)) throw forbidden();
}

function preferencesOf(user: { email_messages: number; email_matches: number; email_visits: number; newsletter: number }): PreferencesObject {
  return {
    email_messages: toBool(user.email_messages),
    email_matches: toBool(user.email_matches),
    email_visits: toBool(user.email_visits),
    newsletter: toBool(user.newsletter),
  };
}

/** "D." from "Durand"; first code point, so that "Émile" gives "É." and not half a character. */
function nameInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? `${first.toLocaleUpperCase('fr-FR')}.` : '';
}

const usersModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, sessions } = app;
  const errorHandler = fieldErrorHandler(USER_FIELD_TEXTS);
  // Both routes check a password: limited like sign-in so that a stolen session cannot guess it.
  const passwordRateLimit = { rateLimit: { max: config.rateLimits.signinPerMinute, timeWindow: 60_000 } };
  const IdParams = Type.Object({ id: Type.Integer() });

  app.get(
    '/users/myself',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "L'utilisateur connecté",
        description: 'Avec son profil (créé vide au besoin) et sa recherche courante.',
        security: [{ session: [] }],
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toUserObject(db, request.user!);
    },
  );

  app.put(
    '/users/:id',
    {
      onRequest: app.requireUser,
      // Ownership is checked before the body is validated: someone else's id is a 403 whatever the body.
      preValidation: [ownAccount, trimBody(['first_name', 'name', 'business_name'])],
      errorHandler,
      schema: {
        tags: ['users'],
        summary: "Modifier son compte (prénom, nom, étape d'inscription, nom d'entreprise)",
        description:
          "Seul l'utilisateur connecté peut modifier son propre compte. `business_name` est réservé aux comptes professionnels (non coloc) : un compte coloc qui l'envoie reçoit une erreur 400. Les champs en lecture seule de l'objet utilisateur sont acceptés et ignorés ; tout autre champ est refusé.",
        security: [{ session: [] }],
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { first_name, name, registration_step, business_name } = request.body;
      // Refused rather than dropped: a coloc client sending it is a bug worth seeing.
      if (business_name !== undefined && user.type & COLOC) throw badRequest(USER_MESSAGES.businessNameForPros);
      const changes = {
        ...(first_name !== undefined ? { first_name } : {}),
        ...(name !== undefined ? { name } : {}),
        ...(registration_step !== undefined ? { registration_step } : {}),
        ...(business_name !== undefined ? { business_name } : {}),
      };
      let updated = user;
      if (Object.keys(changes).length > 0) {
        updated = await db
          .updateTable('users')
          .set({ ...changes, updated_at: nowIso() })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      reply.header('cache-control', 'no-store');
      return toUserObject(db, updated);
    },
  );

  app.put(
    '/users/:id/password',
    {
      onRequest: app.requireUser,
      config: passwordRateLimit,
      preValidation: ownAccount,
      errorHandler,
      schema: {
        tags: ['users'],
        summary: 'Changer son mot de passe',
        description:
          "Le nouveau mot de passe suit les règles de l'inscription (8 à 128 caractères). Toutes les autres sessions du compte sont fermées et la session courante reçoit un nouveau cookie.",
        security: [{ session: [] }],
        params: IdParams,
        body: PasswordChangeBody,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { current_password, new_password } = request.body;
      if (!(await verifyPassword(user.password_hash, current_password))) throw badRequest(USER_MESSAGES.wrongCurrentPassword);
      if (current_password === new_password) throw badRequest(USER_MESSAGES.samePassword);
      const passwordHash = await hashPassword(new_password);
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', user.id).execute();
        // Whoever may have learnt the old password loses every way in: other sessions and reset links.
        await trx
          .deleteFrom('sessions')
          .where('user_id', '=', user.id)
          .where('id', '!=', request.authSession!.id)
          .execute();
        await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('user_id', '=', user.id)
          .where('used_at', 'is', null)
          .execute();
      });
      // A fresh token for the session that made the change (start() drops the current one).
      await sessions.start(request, reply, user.id);
      reply.header('cache-control', 'no-store');
      return { message: USER_MESSAGES.passwordChanged };
    },
  );

  app.get(
    '/users/:id/preferences',
    {
      onRequest: app.requireUser,
      preValidation: ownAccount,
      schema: {
        tags: ['users'],
        summary: 'Ses préférences de notification',
        security: [{ session: [] }],
        params: IdParams,
        response: { 200: PreferencesSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return preferencesOf(request.user!);
    },
  );

  app.put(
    '/users/:id/preferences',
    {
      onRequest: app.requireUser,
      preValidation: ownAccount,
      errorHandler,
      schema: {
        tags: ['users'],
        summary: 'Modifier ses préférences de notification',
        description: "Mise à jour partielle. `newsletter` inscrit ou désinscrit l'adresse du compte de la newsletter.",
        security: [{ session: [] }],
        params: IdParams,
        body: PreferencesBody,
        response: { 200: PreferencesSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { email_messages, email_matches, email_visits, newsletter } = request.body;
      const changes = {
        ...(email_messages !== undefined ? { email_messages: toInt(email_messages) } : {}),
        ...(email_matches !== undefined ? { email_matches: toInt(email_matches) } : {}),
        ...(email_visits !== undefined ? { email_visits: toInt(email_visits) } : {}),
        ...(newsletter !== undefined ? { newsletter: toInt(newsletter) } : {}),
      };
      let updated = user;
      if (Object.keys(changes).length > 0) {
        const now = nowIso();
        updated = await db.transaction().execute(async (trx) => {
          // The newsletter list is what the mailing reads; the user flag alone would not unsubscribe.
          if (newsletter === true) {
            await trx
              .insertInto('newsletter_subscriptions')
              .values({ email: user.email, created_at: now })
              .onConflict((oc) => oc.column('email').doNothing())
              .execute();
          } else if (newsletter === false) {
            await trx.deleteFrom('newsletter_subscriptions').where('email', '=', user.email).execute();
          }
          return trx
            .updateTable('users')
            .set({ ...changes, updated_at: now })
            .where('id', '=', user.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        });
      }
      reply.header('cache-control', 'no-store');
      return preferencesOf(updated);
    },
  );

  app.delete(
    // Digits only: DELETE /users/myself stays an unknown route (404), not a 401 asking to sign in.
    '/users/:id(^\\d+$)',
    {
      onRequest: app.requireUser,
      config: passwordRateLimit,
      preValidation: ownAccount,
      errorHandler,
      schema: {
        tags: ['users'],
        summary: 'Supprimer son compte',
        description:
          'Demande le mot de passe. Supprime le compte et tout ce qui en dépend (profil, recherches, logements, chambres, photos, sessions) et efface le cookie de session.',
        security: [{ session: [] }],
        params: IdParams,
        body: DeleteAccountBody,
        response: { 204: Type.Null({ description: 'Compte supprimé' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (!(await verifyPassword(user.password_hash, request.body.password))) throw badRequest(USER_MESSAGES.wrongPassword);
      // Photos of the user's homes go too, whoever uploaded them (the home_id cascade removes their rows).
      const images = await db
        .selectFrom('images')
        .select(['id', 'file'])
        .where((eb) =>
          eb.or([
            eb('user_id', '=', user.id),
            eb('home_id', 'in', eb.selectFrom('homes').select('id').where('user_id', '=', user.id)),
          ]),
        )
        .execute();
      await db.transaction().execute(async (trx) => {
        // Foreign keys cascade from users to profiles, searches, homes (and their rooms and images),
        // sessions, password resets and subscriptions; rows keyed by e-mail are removed by hand.
        await trx.deleteFrom('users').where('id', '=', user.id).execute();
        await trx.deleteFrom('login_failures').where('email', '=', user.email).execute();
        await trx.deleteFrom('newsletter_subscriptions').where('email', '=', user.email).execute();
      });
      // After the commit: a failed file removal leaves orphan files, never a half-deleted account.
      await removeImageFiles(config.dataDir, images).catch((error: unknown) => {
        request.log.error({ err: error, userId: user.id }, 'image files of a deleted account not removed');
      });
      await removeTenantFiles(config.dataDir, user.id).catch((error: unknown) => {
        request.log.error({ err: error, userId: user.id }, 'tenant file documents of a deleted account not removed');
      });
      await sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/:id/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "Le profil public d'un utilisateur",
        description:
          "Pour tout utilisateur connecté. Les réponses privées et celles laissées vides sont absentes ; l'âge est calculé sauf si la date de naissance est privée ; la photo n'apparaît qu'une fois approuvée.",
        security: [{ session: [] }],
        params: IdParams,
        response: { 200: PublicProfileSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<PublicProfileObject> => {
      const viewer = request.user!;
      const user = await db.selectFrom('users').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!user) throw notFound();
      const [profileRow, home] = await Promise.all([
        // Read only: looking at someone does not create their profile row.
        db.selectFrom('profiles').selectAll().where('user_id', '=', user.id).executeTakeFirst(),
        db.selectFrom('homes').select(['id', 'city', 'country', 'is_coloc']).where('user_id', '=', user.id).orderBy('id').limit(1).executeTakeFirst(),
      ]);
      const profile = profileRow ? toProfileObject(profileRow) : null;
      const isSelf = viewer.id === user.id;
      const approved = toBool(user.avatar_approved);
      const shownPhoto = approved || isSelf ? user.avatar_image_id : null;
      const shownPublicId =
        shownPhoto === null ? undefined : await db.selectFrom('images').select('public_id').where('id', '=', shownPhoto).executeTakeFirst();
      reply.header('cache-control', 'no-store');
      return {
        id: user.id,
        first_name: user.first_name,
        name_initial: nameInitial(user.name),
        avatar:
          user.avatar_image_id === null && user.avatar_color === null
            ? null
            : { id: shownPhoto, public_id: shownPhoto === null ? null : (shownPublicId?.public_id ?? null), color: user.avatar_color, approved },
        age: profile ? publicAge(profile) : null,
        is_self: isSelf,
        has_home: home !== undefined,
        home: home
          ? { id: home.id, city: home.city, country: home.country === null ? null : countryName(home.country), public_url: homePublicUrl(home), is_coloc: toBool(home.is_coloc) }
          : null,
        answers: profile ? publicAnswers(profile) : {},
      };
    },
  );
};

export default usersModule;
