// The group routes: thin handlers over store.ts and rules.ts; the favourites use matching's cards.
import { GROUP_MAX_MEMBERS } from '@coloc/contract/groups/limits';
import { GROUPS_ROUTES as ROUTES } from '@coloc/contract/groups/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UserRow } from '../../db/types';
import { contractRoute } from '../../lib/contract-route';
import { badRequest, forbidden, HttpError } from '../../lib/errors';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { trimBody } from '../../lib/trim';
import { matchDeps } from '../matching';
import { buildHomeHits, buildUserHits, peerScorer, viewerOf } from '../matching';
import { displayName, segmentOf } from '../visits';
import { groupInvitationMail } from './mail';
import { GROUP_MESSAGES, isSeeker, removalRefusal } from './rules';
import {
  accept,
  accountByEmail,
  createGroup,
  groupIdOf,
  invitationsOf,
  invite,
  loadGroup,
  memberLikes,
  membershipOf,
  removeFromGroup,
  renameGroup,
  seatsTaken,
  shownTargets,
  type GroupView,
} from './store';

type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];

const TEXTS: FieldTexts = {
  name: { label: 'Le nom du groupe', invalid: 'Le nom du groupe est invalide.' },
  email: { invalid: 'Cet email ne semble pas valide.', required: 'Champ obligatoire.' },
  id: { invalid: "L'identifiant du groupe est invalide." },
  user_id: { invalid: "L'identifiant du membre est invalide." },
};

const DOC = { tags: ['groups'], security: [{ session: [] }] };

function seekerOnly(user: UserRow): void {
  if (!isSeeker(user)) throw forbidden();
}

export async function groupRoutes(app: TypeboxApp): Promise<void> {
  const { db } = app;
  const deps = matchDeps(db);
  const guarded = { onRequest: app.requireUser, errorHandler: fieldErrorHandler(TEXTS) };

  async function groupOrThrow(id: number): Promise<GroupView> {
    const group = await loadGroup(db, id);
    if (!group) throw new HttpError(404, GROUP_MESSAGES.unknownGroup);
    return group;
  }

  async function memberGroup(user: UserRow, id: number): Promise<GroupView> {
    const group = await groupOrThrow(id);
    if ((await membershipOf(db, id, user.id)) !== 'member') throw new HttpError(403, GROUP_MESSAGES.notMember);
    return group;
  }

  app.route({
    ...contractRoute(ROUTES['groups.mine'], { ...DOC, summary: 'Mon groupe de recherche et les invitations reçues' }),
    ...guarded,
    handler: async (request, reply) => {
      const user = request.user!;
      reply.header('cache-control', 'no-store');
      const groupId = await groupIdOf(db, user.id);
      return { group: groupId === null ? null : await loadGroup(db, groupId), invitations: await invitationsOf(db, user.id) };
    },
  });

  app.route({
    ...contractRoute(ROUTES['groups.create'], { ...DOC, summary: 'Créer un groupe (le créateur en est le premier membre)' }),
    ...guarded,
    preValidation: trimBody(['name']),
    handler: async (request, reply) => {
      const user = request.user!;
      if (!isSeeker(user)) throw new HttpError(403, GROUP_MESSAGES.seekersOnly);
      if ((await groupIdOf(db, user.id)) !== null) throw new HttpError(409, GROUP_MESSAGES.alreadyInGroup);
      const id = await createGroup(db, user.id, request.body.name);
      return reply.code(201).send((await loadGroup(db, id))!);
    },
  });

  app.route({
    ...contractRoute(ROUTES['groups.rename'], { ...DOC, summary: 'Renommer le groupe (membres)' }),
    ...guarded,
    preValidation: trimBody(['name']),
    handler: async (request) => {
      await memberGroup(request.user!, request.params.id);
      await renameGroup(db, request.params.id, request.body.name);
      return (await loadGroup(db, request.params.id))!;
    },
  });

  app.route({
    ...contractRoute(ROUTES['groups.invite'], {
      ...DOC,
      summary: 'Inviter un colocataire inscrit, par son adresse e-mail (membres)',
      description: `Un e-mail d'invitation lui est envoyé. ${GROUP_MAX_MEMBERS} personnes au plus, invitations comprises.`,
    }),
    ...guarded,
    preValidation: trimBody(['email']),
    handler: async (request, reply) => {
      const user = request.user!;
      const group = await memberGroup(user, request.params.id);
      const invitee = await accountByEmail(db, request.body.email);
      if (!invitee || !isSeeker(invitee)) throw new HttpError(404, GROUP_MESSAGES.unknownEmail);
      if (invitee.id === user.id) throw badRequest(GROUP_MESSAGES.self);
      if (group.members.some((member) => member.user_id === invitee.id)) throw new HttpError(409, GROUP_MESSAGES.alreadyInvited);
      if ((await groupIdOf(db, invitee.id)) !== null) throw new HttpError(409, GROUP_MESSAGES.busy);
      if ((await seatsTaken(db, group.id)) >= GROUP_MAX_MEMBERS) throw new HttpError(409, GROUP_MESSAGES.full);
      await invite(db, group.id, invitee.id, user.id);
      const link = `${app.config.publicUrl}/${segmentOf(invitee)}/favorites`;
      app.mailer.dispatch(groupInvitationMail(invitee.email, invitee.first_name, displayName(user), group.name, link));
      return reply.code(201).send((await loadGroup(db, group.id))!);
    },
  });

  app.route({
    ...contractRoute(ROUTES['groups.accept'], { ...DOC, summary: "Accepter l'invitation (quitte les autres invitations)" }),
    ...guarded,
    handler: async (request) => {
      const user = request.user!;
      seekerOnly(user);
      await groupOrThrow(request.params.id);
      if ((await membershipOf(db, request.params.id, user.id)) !== 'invited') throw new HttpError(403, GROUP_MESSAGES.noInvitation);
      if ((await groupIdOf(db, user.id)) !== null) throw new HttpError(409, GROUP_MESSAGES.alreadyInGroup);
      await accept(db, request.params.id, user.id);
      return (await loadGroup(db, request.params.id))!;
    },
  });

  app.route({
    ...contractRoute(ROUTES['groups.decline'], { ...DOC, summary: "Refuser l'invitation" }),
    ...guarded,
    handler: async (request, reply) => {
      const user = request.user!;
      if ((await membershipOf(db, request.params.id, user.id)) !== 'invited') throw new HttpError(403, GROUP_MESSAGES.noInvitation);
      await removeFromGroup(db, request.params.id, user.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(ROUTES['groups.removeMember'], {
      ...DOC,
      summary: 'Quitter le groupe, annuler une invitation ou retirer un membre',
      description: 'Chacun peut se retirer et annuler une invitation ; seul le créateur retire un autre membre. Le groupe disparaît avec son dernier membre.',
    }),
    ...guarded,
    handler: async (request, reply) => {
      const user = request.user!;
      const group = await memberGroup(user, request.params.id);
      const refusal = removalRefusal(group, user.id, request.params.user_id);
      if (refusal) throw new HttpError(refusal.status, refusal.message);
      await removeFromGroup(db, group.id, request.params.user_id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(ROUTES['groups.favorites'], {
      ...DOC,
      summary: 'Favoris du groupe : les logements et profils aimés par ses membres',
      description: 'Scores calculés pour le membre qui consulte ; `liked_by` dit qui a aimé. Réservé aux membres (403 sinon).',
    }),
    ...guarded,
    handler: async (request, reply) => {
      const user = request.user!;
      const group = await memberGroup(user, request.params.id);
      reply.header('cache-control', 'no-store');
      const memberIds = group.members.filter((member) => member.status === 'member').map((member) => member.user_id);
      const likes = await memberLikes(db, memberIds);
      // Members are not shown to each other as favourites; hidden profiles and unpublished homes are left out as in every list.
      const likedPeople = [...likes.users.keys()].filter((id) => !memberIds.includes(id));
      const likedHomes = [...likes.homes.keys()];
      const shown = await shownTargets(db, likedPeople, likedHomes);
      const viewer = await viewerOf(deps, user.id);
      const [homes, users] = await Promise.all([
        buildHomeHits(deps, user.id, likedHomes.filter((id) => shown.homes.has(id)), viewer, null),
        buildUserHits(deps, user.id, likedPeople.filter((id) => shown.users.has(id)), null, peerScorer(viewer)),
      ]);
      return {
        group,
        homes: homes.map((hit) => ({ ...hit, liked_by: likes.homes.get(hit.HomeID) ?? [] })),
        users: users.map((hit) => ({ ...hit, liked_by: likes.users.get(hit.SecondUser.UserID) ?? [] })),
      };
    },
  });
}
