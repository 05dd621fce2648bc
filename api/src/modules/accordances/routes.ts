// The accordance routes: thin handlers over store.ts (the choices) and matching (the cards).
import { ACCORDANCES_ROUTES as ROUTES } from '@coloc/contract/accordances/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import type { HomeRow, UserRow } from '../../db/types';
import { contractRoute } from '../../lib/contract-route';
import { badRequest, forbidden, HttpError } from '../../lib/errors';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { canEditHome, homeForEditing } from '../homes';
import { applyAccordance, buildHomeHits, buildUserHits, countLikes, homeContextOf, homeScoreExplained, listTargets, matchDeps, peerScorer, viewerOf, type AccordanceType } from '../matching';
import { ACCORDANCE_MESSAGES, choiceTarget, isColoc, wantsCountOnly } from './rules';
import { findHome, findPerson, groupExists } from './store';

type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];

const ACCORDANCE_TEXTS: FieldTexts = {
  type: { invalid: 'Le choix doit être « like » ou « dislike ».', required: 'Le choix (« like » ou « dislike ») est obligatoire.' },
  user_id: { invalid: "L'identifiant du profil est invalide." },
  group_id: { invalid: "L'identifiant du groupe est invalide." },
};

const DOC = { tags: ['accordances'], security: [{ session: [] }] };

/**
 * The context of 'default' or a home id for choices about people: a seeker's own choices (null)
 * with 'default' for a coloc user; otherwise a home the caller may edit (403 for someone else's).
 */
async function peopleContext(db: Db, user: UserRow, idParam: string): Promise<HomeRow | null> {
  if (idParam === 'default' && isColoc(user.type)) return null;
  return homeForEditing(db, user, idParam);
}

async function ownAccount(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: unknown };
  if (String(request.user!.id) !== String(id)) throw forbidden();
}

export async function accordanceRoutes(app: TypeboxApp): Promise<void> {
  const { db } = app;
  const deps = matchDeps(db);

  /** Profile cards of these people, scored for a professional's home or for the seeker reading. */
  async function userCards(user: UserRow, home: HomeRow | null, userIds: number[]) {
    if (home) {
      await deps.index.ready(db);
      const context = homeContextOf(deps, home);
      return buildUserHits(deps, user.id, userIds, home.id, (person) => homeScoreExplained(person, context, 'pro', false));
    }
    return buildUserHits(deps, user.id, userIds, null, peerScorer(await viewerOf(deps, user.id)));
  }

  /** Favourite or disliked people and homes of the caller, as cards scored for them. */
  async function lists(user: UserRow, type: AccordanceType, homeParam: string | undefined) {
    const home = homeParam === undefined ? null : await peopleContext(db, user, homeParam);
    const targets = await listTargets(db, user.id, home?.id ?? null, type);
    if (home) return { users: await userCards(user, home, targets.users), homes: [] };
    const viewer = await viewerOf(deps, user.id);
    const [users, homes] = await Promise.all([
      buildUserHits(deps, user.id, targets.users, null, peerScorer(viewer)),
      buildHomeHits(deps, user.id, targets.homes, viewer, null),
    ]);
    return { users, homes };
  }

  app.route({
    ...contractRoute(ROUTES['accordances.choose'], {
      ...DOC,
      summary: 'Aimer ou écarter un profil ou un logement',
      description: [
        "Avec `user_id` : « default » pour les choix d'un colocataire, ou l'identifiant d'un logement que l'utilisateur gère (403 sinon) pour les choix d'un professionnel à propos des profils pour ce logement (« default » désigne alors son premier logement).",
        "Sans `user_id` sur l'identifiant d'un logement publié qui n'est pas le sien : favori (ou écart) de ce logement par un colocataire.",
        "like et dislike se remplacent ; renvoyer le choix en cours le retire (bouton favori). Réponse : le choix en vigueur (`type` null s'il n'y en a plus).",
        "`group_id` (au lieu de `user_id`) : un professionnel aime ou écarte un groupe de colocataires pour l'un de ses logements (400 pour les choix propres d'un colocataire, 404 pour un groupe inconnu).",
      ].join(' '),
    }),
    onRequest: app.requireUser,
    errorHandler: fieldErrorHandler(ACCORDANCE_TEXTS),
    handler: async (request, reply) => {
      const user = request.user!;
      const { type, user_id: targetUserId, group_id: groupId } = request.body;
      reply.header('cache-control', 'no-store');
      const target = choiceTarget(request.body, request.params.id);
      if (!target.ok) throw badRequest(target.message);

      if (target.kind === 'group') {
        const context = await peopleContext(db, user, request.params.id);
        if (!context) throw badRequest(ACCORDANCE_MESSAGES.groupFromHome);
        const group = await groupExists(db, groupId!);
        if (!group) throw new HttpError(404, ACCORDANCE_MESSAGES.unknownGroup);
        return { type: await applyAccordance(db, { userId: user.id, context: context.id, target: { kind: 'group', id: group.id } }, type) };
      }

      if (target.kind === 'home') {
        const home = await findHome(db, Number(request.params.id));
        if (!home) throw new HttpError(404, ACCORDANCE_MESSAGES.unknownHome);
        if (await canEditHome(db, user, home)) throw badRequest(ACCORDANCE_MESSAGES.ownHome);
        if (home.published !== 1) throw new HttpError(404, ACCORDANCE_MESSAGES.unknownHome);
        return { type: await applyAccordance(db, { userId: user.id, context: null, target: { kind: 'home', id: home.id } }, type) };
      }

      const context = await peopleContext(db, user, request.params.id);
      if (targetUserId === user.id) throw badRequest(ACCORDANCE_MESSAGES.self);
      const person = await findPerson(db, targetUserId!);
      if (!person || !isColoc(person.type)) throw new HttpError(404, ACCORDANCE_MESSAGES.unknownUser);
      return { type: await applyAccordance(db, { userId: user.id, context: context?.id ?? null, target: { kind: 'user', id: person.id } }, type) };
    },
  });

  app.route({
    ...contractRoute(ROUTES['accordances.likedProfiles'], {
      ...DOC,
      summary: "Profils aimés : ceux d'un colocataire (« default ») ou d'un professionnel pour un logement",
      description: 'Avec `counter=1`, seulement `Count` ; sinon aussi `Hits`, les cartes de ces profils (les plus récents d’abord).',
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const user = request.user!;
      const home = await peopleContext(db, user, request.params.id);
      reply.header('cache-control', 'no-store');
      const count = await countLikes(db, user.id, home?.id ?? null, 'users');
      if (wantsCountOnly(request.query.counter)) return { Count: count };
      const targets = await listTargets(db, user.id, home?.id ?? null, 'like');
      return { Count: count, Hits: await userCards(user, home, targets.users) };
    },
  });

  app.route({
    ...contractRoute(ROUTES['accordances.favorites'], {
      ...DOC,
      summary: "Favoris de l'utilisateur (profils et logements)",
      description: 'Avec `counter=1` : leur nombre (un nombre). Sinon : `{ users, homes }`, comme GET /users/{id}/favorite.',
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const user = request.user!;
      reply.header('cache-control', 'no-store');
      if (wantsCountOnly(request.query.counter)) return countLikes(db, user.id, null, 'all');
      return lists(user, 'like', undefined);
    },
  });

  for (const [name, type, summary] of [
    ['accordances.userFavorites', 'like', 'Favoris'],
    ['accordances.userDislikes', 'dislike', 'Profils et logements écartés'],
  ] as const) {
    app.route({
      ...contractRoute(ROUTES[name], {
        ...DOC,
        summary: `${summary} de l'utilisateur connecté`,
        description:
          "Seulement son propre identifiant (403 sinon). `home_id` : les choix d'un professionnel pour ce logement (profils seulement ; « default » : son premier logement, ou les choix propres d'un colocataire). Les plus récents d'abord.",
      }),
      onRequest: app.requireUser,
      preValidation: ownAccount,
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return lists(request.user!, type, request.query.home_id);
      },
    });
  }
}
