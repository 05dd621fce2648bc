// The account routes (SPEC 2.2, 5): thin handlers over rules.ts (decisions) and store.ts (queries).
import { USERS_ROUTES as ROUTES } from '@coloc/contract/users/routes';
import type { PublicProfileObject } from '@coloc/contract/users/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toBool } from '../../db';
import { contractRoute } from '../../lib/contract-route';
import { badRequest, notFound } from '../../lib/errors';
import { fieldErrorHandler } from '../../lib/field-validation';
import { hashPassword, verifyPassword } from '../../lib/password';
import { trimBody } from '../../lib/trim';
import { homePublicUrl } from '../homes';
import { countryName } from '../options';
import { publicAge, publicAnswers, toProfileObject } from '../profiles';
import { USER_FIELD_TEXTS, USER_MESSAGES } from './messages';
import { ownAccount } from './own-account';
import { accountChanges, nameInitial, preferenceChanges, preferencesOf, refusesBusinessName } from './rules';
import { toUserObject } from './serialize';
import { eraseAccount } from './service';
import { findUser, imagePublicId, publicProfileRows, replacePassword, updatePreferences, updateUser } from './store';

const DOC = { tags: ['users'], security: [{ session: [] }] };

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, sessions } = app;
  const errorHandler = fieldErrorHandler(USER_FIELD_TEXTS);
  // Both routes check a password: limited like sign-in so that a stolen session cannot guess it.
  const passwordRateLimit = { rateLimit: { max: config.rateLimits.signinPerMinute, timeWindow: 60_000 } };

  app.route({
    ...contractRoute(ROUTES['users.myself'], {
      ...DOC,
      summary: "L'utilisateur connecté",
      description: 'Avec son profil (créé vide au besoin) et sa recherche courante.',
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toUserObject(db, request.user!);
    },
  });

  app.route({
    ...contractRoute(ROUTES['users.update'], {
      ...DOC,
      summary: "Modifier son compte (prénom, nom, étape d'inscription, nom d'entreprise)",
      description:
        "Seul l'utilisateur connecté peut modifier son propre compte. `business_name` est réservé aux comptes professionnels (non coloc) : un compte coloc qui l'envoie reçoit une erreur 400. Les champs en lecture seule de l'objet utilisateur sont acceptés et ignorés ; tout autre champ est refusé.",
    }),
    onRequest: app.requireUser,
    // Ownership is checked before the body is validated: someone else's id is a 403 whatever the body.
    preValidation: [ownAccount, trimBody(['first_name', 'name', 'business_name'])],
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      if (refusesBusinessName(user.type, request.body)) throw badRequest(USER_MESSAGES.businessNameForPros);
      const changes = accountChanges(request.body);
      const updated = Object.keys(changes).length > 0 ? await updateUser(db, user.id, changes) : user;
      reply.header('cache-control', 'no-store');
      return toUserObject(db, updated);
    },
  });

  app.route({
    ...contractRoute(ROUTES['users.changePassword'], {
      ...DOC,
      summary: 'Changer son mot de passe',
      description:
        "Le nouveau mot de passe suit les règles de l'inscription (8 à 128 caractères). Toutes les autres sessions du compte sont fermées et la session courante reçoit un nouveau cookie.",
    }),
    onRequest: app.requireUser,
    config: passwordRateLimit,
    preValidation: ownAccount,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const { current_password, new_password } = request.body;
      if (!(await verifyPassword(user.password_hash, current_password))) throw badRequest(USER_MESSAGES.wrongCurrentPassword);
      if (current_password === new_password) throw badRequest(USER_MESSAGES.samePassword);
      await replacePassword(db, user.id, await hashPassword(new_password), request.authSession!.id);
      // A fresh token for the session that made the change (start() drops the current one).
      await sessions.start(request, reply, user.id, 'password_change');
      reply.header('cache-control', 'no-store');
      return { message: USER_MESSAGES.passwordChanged };
    },
  });

  app.route({
    ...contractRoute(ROUTES['users.preferences'], { ...DOC, summary: 'Ses préférences de notification' }),
    onRequest: app.requireUser,
    preValidation: ownAccount,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return preferencesOf(request.user!);
    },
  });

  app.route({
    ...contractRoute(ROUTES['users.updatePreferences'], {
      ...DOC,
      summary: 'Modifier ses préférences de notification',
      description: "Mise à jour partielle. `newsletter` inscrit ou désinscrit l'adresse du compte de la newsletter.",
    }),
    onRequest: app.requireUser,
    preValidation: ownAccount,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      const changes = preferenceChanges(request.body);
      const updated = Object.keys(changes).length > 0 ? await updatePreferences(db, user, changes, request.body.newsletter) : user;
      reply.header('cache-control', 'no-store');
      return preferencesOf(updated);
    },
  });

  app.route({
    ...contractRoute(ROUTES['users.deleteAccount'], {
      ...DOC,
      summary: 'Supprimer son compte',
      description:
        'Demande le mot de passe. Supprime le compte et tout ce qui en dépend (profil, recherches, logements, chambres, photos, sessions) et efface le cookie de session.',
    }),
    // Digits only: DELETE /users/myself stays an unknown route (404), not a 401 asking to sign in.
    url: '/users/:id(^\\d+$)',
    onRequest: app.requireUser,
    config: passwordRateLimit,
    preValidation: ownAccount,
    errorHandler,
    handler: async (request, reply) => {
      const user = request.user!;
      if (!(await verifyPassword(user.password_hash, request.body.password))) throw badRequest(USER_MESSAGES.wrongPassword);
      await eraseAccount(db, config.dataDir, user, request.log);
      await sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(ROUTES['users.publicProfile'], {
      ...DOC,
      summary: "Le profil public d'un utilisateur",
      description:
        "Pour tout utilisateur connecté. Les réponses privées et celles laissées vides sont absentes ; l'âge est calculé sauf si la date de naissance est privée ; la photo n'apparaît qu'une fois approuvée.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply): Promise<PublicProfileObject> => {
      const viewer = request.user!;
      const user = await findUser(db, request.params.id);
      if (!user) throw notFound();
      const [profileRow, home] = await publicProfileRows(db, user.id);
      const profile = profileRow ? toProfileObject(profileRow) : null;
      const isSelf = viewer.id === user.id;
      const approved = toBool(user.avatar_approved);
      const shownPhoto = approved || isSelf ? user.avatar_image_id : null;
      const shownPublicId = shownPhoto === null ? undefined : await imagePublicId(db, shownPhoto);
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
  });
};
