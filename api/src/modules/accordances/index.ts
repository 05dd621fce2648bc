import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import type { HomeRow, UserRow } from '../../db/types';
import { badRequest, forbidden, HttpError } from '../../lib/errors';
import { errorResponses } from '../../lib/schemas';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { canEditHome, homeForEditing } from '../homes';
import { buildHomeHits, buildUserHits, homeScoreExplained, peerScorer } from '../matching';
import { matchDeps } from '../matching';
import { MatchHomeHitSchema, MatchUserHitSchema } from '../matching/schemas';
import { homeContextOf, viewerOf } from '../matching';
import { applyAccordance, countLikes, listTargets, type AccordanceType } from '../matching';

export const ACCORDANCE_MESSAGES = {
  groupFromHome: "Un groupe s'aime ou s'écarte depuis la vue des profils d'un de vos logements.",
  bothTargets: 'Choisissez un profil (user_id) ou un groupe (group_id), pas les deux.',
  unknownGroup: 'Ce groupe est introuvable.',
  noTarget: 'Précisez le profil (user_id) ou choisissez un logement.',
  ownHome: 'Choisissez un profil (user_id) pour ce logement.',
  self: 'Vous ne pouvez pas vous choisir vous-même.',
  unknownUser: 'Ce profil est introuvable.',
  unknownHome: 'Ce logement est introuvable.',
} as const;

const COLOC = 1;

const AccordanceBody = Type.Object(
  {
    type: Type.Enum(['like', 'dislike'], { description: 'like : favori ; dislike : ne plus proposer' }),
    user_id: Type.Optional(Type.Integer({ minimum: 1 })),
    group_id: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);

const ACCORDANCE_TEXTS: FieldTexts = {
  type: { invalid: 'Le choix doit être « like » ou « dislike ».', required: 'Le choix (« like » ou « dislike ») est obligatoire.' },
  user_id: { invalid: "L'identifiant du profil est invalide." },
  group_id: { invalid: "L'identifiant du groupe est invalide." },
};

const HomeIdParams = Type.Object({
  id: Type.String({ pattern: '^(default|[1-9][0-9]{0,14})$', description: 'Identifiant du logement ou « default »' }),
});
const UserIdParams = Type.Object({ id: Type.Integer() });

const ListsSchema = Type.Object({ users: Type.Array(MatchUserHitSchema), homes: Type.Array(MatchHomeHitSchema) });

const DOC = { tags: ['accordances'], security: [{ session: [] }] };

/**
 * The context of 'default' or a home id for choices about people: a seeker's own choices (null)
 * with 'default' for a coloc user; otherwise a home the caller may edit (403 for someone else's).
 */
async function peopleContext(db: Db, user: UserRow, idParam: string): Promise<HomeRow | null> {
  if (idParam === 'default' && user.type & COLOC) return null;
  return homeForEditing(db, user, idParam);
}

async function ownAccount(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: unknown };
  if (String(request.user!.id) !== String(id)) throw forbidden();
}

const accordancesModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const deps = matchDeps(db);

  /** Favourite or disliked people and homes of the caller, as cards scored for them. */
  async function lists(user: UserRow, type: AccordanceType, homeParam: string | undefined) {
    const home = homeParam === undefined ? null : await peopleContext(db, user, homeParam);
    const targets = await listTargets(db, user.id, home?.id ?? null, type);
    if (home) {
      await deps.index.ready(db);
      const context = homeContextOf(deps, home);
      const users = await buildUserHits(deps, user.id, targets.users, home.id, (person) => homeScoreExplained(person, context, 'pro', false));
      return { users, homes: [] };
    }
    const viewer = await viewerOf(deps, user.id);
    const [users, homes] = await Promise.all([
      buildUserHits(deps, user.id, targets.users, null, peerScorer(viewer)),
      buildHomeHits(deps, user.id, targets.homes, viewer, null),
    ]);
    return { users, homes };
  }

  app.post(
    '/homes/accordances/:id',
    {
      onRequest: app.requireUser,
      errorHandler: fieldErrorHandler(ACCORDANCE_TEXTS),
      schema: {
        ...DOC,
        summary: 'Aimer ou écarter un profil ou un logement',
        description: [
          "Avec `user_id` : « default » pour les choix d'un colocataire, ou l'identifiant d'un logement que l'utilisateur gère (403 sinon) pour les choix d'un professionnel à propos des profils pour ce logement (« default » désigne alors son premier logement).",
          "Sans `user_id` sur l'identifiant d'un logement publié qui n'est pas le sien : favori (ou écart) de ce logement par un colocataire.",
          "like et dislike se remplacent ; renvoyer le choix en cours le retire (bouton favori). Réponse : le choix en vigueur (`type` null s'il n'y en a plus).",
          "`group_id` (au lieu de `user_id`) : un professionnel aime ou écarte un groupe de colocataires pour l'un de ses logements (400 pour les choix propres d'un colocataire, 404 pour un groupe inconnu).",
        ].join(' '),
        params: HomeIdParams,
        body: AccordanceBody,
        response: { 200: Type.Object({ type: Type.Union([Type.Enum(['like', 'dislike']), Type.Null()]) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { type, user_id: targetUserId, group_id: groupId } = request.body;
      reply.header('cache-control', 'no-store');
      if (groupId !== undefined) {
        if (targetUserId !== undefined) throw badRequest(ACCORDANCE_MESSAGES.bothTargets);
        const context = await peopleContext(db, user, request.params.id);
        if (!context) throw badRequest(ACCORDANCE_MESSAGES.groupFromHome);
        const group = await db.selectFrom('seeker_groups').select('id').where('id', '=', groupId).executeTakeFirst();
        if (!group) throw new HttpError(404, ACCORDANCE_MESSAGES.unknownGroup);
        return { type: await applyAccordance(db, { userId: user.id, context: context.id, target: { kind: 'group', id: group.id } }, type) };
      }

      if (targetUserId === undefined) {
        if (request.params.id === 'default') throw badRequest(ACCORDANCE_MESSAGES.noTarget);
        const home = await db.selectFrom('homes').selectAll().where('id', '=', Number(request.params.id)).executeTakeFirst();
        if (!home) throw new HttpError(404, ACCORDANCE_MESSAGES.unknownHome);
        if (await canEditHome(db, user, home)) throw badRequest(ACCORDANCE_MESSAGES.ownHome);
        if (home.published !== 1) throw new HttpError(404, ACCORDANCE_MESSAGES.unknownHome);
        return { type: await applyAccordance(db, { userId: user.id, context: null, target: { kind: 'home', id: home.id } }, type) };
      }

      const context = await peopleContext(db, user, request.params.id);
      if (targetUserId === user.id) throw badRequest(ACCORDANCE_MESSAGES.self);
      const target = await db.selectFrom('users').select(['id', 'type']).where('id', '=', targetUserId).executeTakeFirst();
      if (!target || !(target.type & COLOC)) throw new HttpError(404, ACCORDANCE_MESSAGES.unknownUser);
      return { type: await applyAccordance(db, { userId: user.id, context: context?.id ?? null, target: { kind: 'user', id: target.id } }, type) };
    },
  );

  app.get(
    '/homes/accordances/:id',
    {
      onRequest: app.requireUser,
      schema: {
        ...DOC,
        summary: "Profils aimés : ceux d'un colocataire (« default ») ou d'un professionnel pour un logement",
        description: 'Avec `counter=1`, seulement `Count` ; sinon aussi `Hits`, les cartes de ces profils (les plus récents d’abord).',
        params: HomeIdParams,
        querystring: Type.Object({ counter: Type.Optional(Type.String()) }),
        response: { 200: Type.Object({ Count: Type.Integer(), Hits: Type.Optional(Type.Array(MatchUserHitSchema)) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const home = await peopleContext(db, user, request.params.id);
      reply.header('cache-control', 'no-store');
      const count = await countLikes(db, user.id, home?.id ?? null, 'users');
      if (request.query.counter !== undefined && request.query.counter !== '0') return { Count: count };
      const targets = await listTargets(db, user.id, home?.id ?? null, 'like');
      let hits;
      if (home) {
        await deps.index.ready(db);
        const context = homeContextOf(deps, home);
        hits = await buildUserHits(deps, user.id, targets.users, home.id, (person) => homeScoreExplained(person, context, 'pro', false));
      } else {
        hits = await buildUserHits(deps, user.id, targets.users, null, peerScorer(await viewerOf(deps, user.id)));
      }
      return { Count: count, Hits: hits };
    },
  );

  app.get(
    '/accordances',
    {
      onRequest: app.requireUser,
      schema: {
        ...DOC,
        summary: "Favoris de l'utilisateur (profils et logements)",
        description: 'Avec `counter=1` : leur nombre (un nombre). Sinon : `{ users, homes }`, comme GET /users/{id}/favorite.',
        querystring: Type.Object({ counter: Type.Optional(Type.String()) }),
        response: { 200: Type.Union([Type.Integer(), ListsSchema]), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      reply.header('cache-control', 'no-store');
      if (request.query.counter !== undefined && request.query.counter !== '0') return countLikes(db, user.id, null, 'all');
      return lists(user, 'like', undefined);
    },
  );

  for (const [segment, type, summary] of [
    ['favorite', 'like', 'Favoris'],
    ['dislike', 'dislike', 'Profils et logements écartés'],
  ] as const) {
    app.get(
      `/users/:id/${segment}`,
      {
        onRequest: app.requireUser,
        preValidation: ownAccount,
        schema: {
          ...DOC,
          summary: `${summary} de l'utilisateur connecté`,
          description:
            "Seulement son propre identifiant (403 sinon). `home_id` : les choix d'un professionnel pour ce logement (profils seulement ; « default » : son premier logement, ou les choix propres d'un colocataire). Les plus récents d'abord.",
          params: UserIdParams,
          querystring: Type.Object({ home_id: Type.Optional(Type.String({ pattern: '^(default|[1-9][0-9]{0,14})$' })) }),
          response: { 200: ListsSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return lists(request.user!, type, request.query.home_id);
      },
    );
  }
};

export default accordancesModule;
