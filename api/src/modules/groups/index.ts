import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UserRow } from '../../db/types';
import { badRequest, forbidden, HttpError } from '../../lib/errors';
import { fieldErrorHandler, type FieldTexts } from '../../lib/field-validation';
import { EmailSchema, errorResponses } from '../../lib/schemas';
import { trimBody } from '../../lib/trim';
import { buildHomeHits, buildUserHits, peerScorer } from '../matching';
import { matchDeps } from '../matching';
import { MatchHomeHitSchema, MatchUserHitSchema } from '../matching/schemas';
import { viewerOf } from '../matching';
import { displayName, segmentOf } from '../visits';
import { groupInvitationMail } from './mail';
import {
  accept,
  createGroup,
  GROUP_MAX_MEMBERS,
  groupIdOf,
  invitationsOf,
  invite,
  loadGroup,
  memberLikes,
  membershipOf,
  removeFromGroup,
  seatsTaken,
  type GroupView,
} from './store';

export const GROUP_MESSAGES = {
  seekersOnly: 'Les groupes sont réservés aux personnes qui cherchent une colocation.',
  alreadyInGroup: 'Vous faites déjà partie d’un groupe : quittez-le avant d’en créer un autre.',
  unknownGroup: 'Ce groupe est introuvable.',
  notMember: 'Vous ne faites pas partie de ce groupe.',
  noInvitation: 'Vous n’avez pas d’invitation pour ce groupe.',
  unknownEmail: 'Aucun compte de colocataire ne correspond à cette adresse e-mail.',
  self: 'Vous faites déjà partie de ce groupe.',
  alreadyInvited: 'Cette personne fait déjà partie du groupe ou y est déjà invitée.',
  busy: 'Cette personne fait déjà partie d’un autre groupe.',
  full: `Un groupe compte au plus ${GROUP_MAX_MEMBERS} personnes, invitations comprises.`,
  removeOthers: 'Seul le créateur du groupe peut retirer un autre membre.',
} as const;

const COLOC = 1;

const MemberSchema = Type.Object({
  user_id: Type.Integer(),
  first_name: Type.String(),
  name_initial: Type.String(),
  avatar_url: Type.Union([Type.String(), Type.Null()]),
  avatar_color: Type.Union([Type.String(), Type.Null()]),
  status: Type.Enum(['member', 'invited']),
});
const GroupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_by: Type.Union([Type.Integer(), Type.Null()]),
  members: Type.Array(MemberSchema),
});
const InvitationSchema = Type.Object({
  group_id: Type.Integer(),
  group_name: Type.String(),
  invited_by: Type.Union([Type.Object({ first_name: Type.String(), name_initial: Type.String() }), Type.Null()]),
  created_at: Type.String(),
});
const NameBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false });
const InviteBody = Type.Object({ email: EmailSchema }, { additionalProperties: false });
const GroupParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const MemberParams = Type.Object({ id: Type.Integer({ minimum: 1 }), user_id: Type.Integer({ minimum: 1 }) });

const TEXTS: FieldTexts = {
  name: { label: 'Le nom du groupe', invalid: 'Le nom du groupe est invalide.' },
  email: { invalid: 'Cet email ne semble pas valide.', required: 'Champ obligatoire.' },
  id: { invalid: "L'identifiant du groupe est invalide." },
  user_id: { invalid: "L'identifiant du membre est invalide." },
};

const DOC = { tags: ['groups'], security: [{ session: [] }] };

function seekerOnly(user: UserRow): void {
  if (!(user.type & COLOC)) throw forbidden();
}

/**
 * Groups of seekers looking for a home together: create, invite by e-mail, accept or decline,
 * leave, and the group's favourites (every member's likes, with who liked what).
 */
const groupsModule: FastifyPluginAsyncTypebox = async (app) => {
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

  app.get(
    '/groups/mine',
    {
      ...guarded,
      schema: {
        ...DOC,
        summary: 'Mon groupe de recherche et les invitations reçues',
        response: { 200: Type.Object({ group: Type.Union([GroupSchema, Type.Null()]), invitations: Type.Array(InvitationSchema) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      reply.header('cache-control', 'no-store');
      const groupId = await groupIdOf(db, user.id);
      return { group: groupId === null ? null : await loadGroup(db, groupId), invitations: await invitationsOf(db, user.id) };
    },
  );

  app.post(
    '/groups',
    {
      ...guarded,
      preValidation: trimBody(['name']),
      schema: { ...DOC, summary: 'Créer un groupe (le créateur en est le premier membre)', body: NameBody, response: { 201: GroupSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const user = request.user!;
      if (!(user.type & COLOC)) throw new HttpError(403, GROUP_MESSAGES.seekersOnly);
      if ((await groupIdOf(db, user.id)) !== null) throw new HttpError(409, GROUP_MESSAGES.alreadyInGroup);
      const id = await createGroup(db, user.id, request.body.name);
      return reply.code(201).send((await loadGroup(db, id))!);
    },
  );

  app.put(
    '/groups/:id',
    {
      ...guarded,
      preValidation: trimBody(['name']),
      schema: { ...DOC, summary: 'Renommer le groupe (membres)', params: GroupParams, body: NameBody, response: { 200: GroupSchema, ...errorResponses } },
    },
    async (request) => {
      await memberGroup(request.user!, request.params.id);
      await db.updateTable('seeker_groups').set({ name: request.body.name }).where('id', '=', request.params.id).execute();
      return (await loadGroup(db, request.params.id))!;
    },
  );

  app.post(
    '/groups/:id/invitations',
    {
      ...guarded,
      preValidation: trimBody(['email']),
      schema: {
        ...DOC,
        summary: 'Inviter un colocataire inscrit, par son adresse e-mail (membres)',
        description: `Un e-mail d'invitation lui est envoyé. ${GROUP_MAX_MEMBERS} personnes au plus, invitations comprises.`,
        params: GroupParams,
        body: InviteBody,
        response: { 201: GroupSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const group = await memberGroup(user, request.params.id);
      const invitee = await db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'name', 'type'])
        .where('email', '=', request.body.email.toLowerCase())
        .executeTakeFirst();
      if (!invitee || !(invitee.type & COLOC)) throw new HttpError(404, GROUP_MESSAGES.unknownEmail);
      if (invitee.id === user.id) throw badRequest(GROUP_MESSAGES.self);
      if (group.members.some((member) => member.user_id === invitee.id)) throw new HttpError(409, GROUP_MESSAGES.alreadyInvited);
      if ((await groupIdOf(db, invitee.id)) !== null) throw new HttpError(409, GROUP_MESSAGES.busy);
      if ((await seatsTaken(db, group.id)) >= GROUP_MAX_MEMBERS) throw new HttpError(409, GROUP_MESSAGES.full);
      await invite(db, group.id, invitee.id, user.id);
      const link = `${app.config.publicUrl}/${segmentOf(invitee)}/favorites`;
      app.mailer.dispatch(groupInvitationMail(invitee.email, invitee.first_name, displayName(user), group.name, link));
      return reply.code(201).send((await loadGroup(db, group.id))!);
    },
  );

  app.post(
    '/groups/:id/accept',
    { ...guarded, schema: { ...DOC, summary: "Accepter l'invitation (quitte les autres invitations)", params: GroupParams, response: { 200: GroupSchema, ...errorResponses } } },
    async (request) => {
      const user = request.user!;
      seekerOnly(user);
      await groupOrThrow(request.params.id);
      if ((await membershipOf(db, request.params.id, user.id)) !== 'invited') throw new HttpError(403, GROUP_MESSAGES.noInvitation);
      if ((await groupIdOf(db, user.id)) !== null) throw new HttpError(409, GROUP_MESSAGES.alreadyInGroup);
      await accept(db, request.params.id, user.id);
      return (await loadGroup(db, request.params.id))!;
    },
  );

  app.post(
    '/groups/:id/decline',
    { ...guarded, schema: { ...DOC, summary: "Refuser l'invitation", params: GroupParams, response: { 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      const user = request.user!;
      if ((await membershipOf(db, request.params.id, user.id)) !== 'invited') throw new HttpError(403, GROUP_MESSAGES.noInvitation);
      await removeFromGroup(db, request.params.id, user.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/groups/:id/members/:user_id',
    {
      ...guarded,
      schema: {
        ...DOC,
        summary: 'Quitter le groupe, annuler une invitation ou retirer un membre',
        description: 'Chacun peut se retirer et annuler une invitation ; seul le créateur retire un autre membre. Le groupe disparaît avec son dernier membre.',
        params: MemberParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const group = await memberGroup(user, request.params.id);
      const target = group.members.find((member) => member.user_id === request.params.user_id);
      if (!target) throw new HttpError(404, GROUP_MESSAGES.unknownGroup);
      const removingAnotherMember = target.user_id !== user.id && target.status === 'member';
      if (removingAnotherMember && group.created_by !== user.id) throw new HttpError(403, GROUP_MESSAGES.removeOthers);
      await removeFromGroup(db, group.id, target.user_id);
      return reply.code(204).send(null);
    },
  );

  const LikedBy = Type.Object({ liked_by: Type.Array(Type.Integer(), { description: 'Membres qui l’ont mis en favori' }) });
  app.get(
    '/groups/:id/favorites',
    {
      ...guarded,
      schema: {
        ...DOC,
        summary: 'Favoris du groupe : les logements et profils aimés par ses membres',
        description: 'Scores calculés pour le membre qui consulte ; `liked_by` dit qui a aimé. Réservé aux membres (403 sinon).',
        params: GroupParams,
        response: {
          200: Type.Object({
            group: GroupSchema,
            homes: Type.Array(Type.Intersect([MatchHomeHitSchema, LikedBy])),
            users: Type.Array(Type.Intersect([MatchUserHitSchema, LikedBy])),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const group = await memberGroup(user, request.params.id);
      reply.header('cache-control', 'no-store');
      const memberIds = group.members.filter((member) => member.status === 'member').map((member) => member.user_id);
      const likes = await memberLikes(db, memberIds);
      // Members are not shown to each other as favourites; hidden profiles and unpublished homes are left out as in every list.
      const likedPeople = [...likes.users.keys()].filter((id) => !memberIds.includes(id));
      const likedHomes = [...likes.homes.keys()];
      const [visiblePeople, visibleHomes] = await Promise.all([
        likedPeople.length === 0
          ? []
          : db.selectFrom('users').select('id').where('id', 'in', likedPeople).where('registration_step', '=', 100).execute(),
        likedHomes.length === 0 ? [] : db.selectFrom('homes').select('id').where('id', 'in', likedHomes).where('published', '=', 1).execute(),
      ]);
      const shownPeople = new Set(visiblePeople.map((row) => row.id));
      const shownHomes = new Set(visibleHomes.map((row) => row.id));
      const viewer = await viewerOf(deps, user.id);
      const [homes, users] = await Promise.all([
        buildHomeHits(deps, user.id, likedHomes.filter((id) => shownHomes.has(id)), viewer, null),
        buildUserHits(deps, user.id, likedPeople.filter((id) => shownPeople.has(id)), null, peerScorer(viewer)),
      ]);
      return {
        group,
        homes: homes.map((hit) => ({ ...hit, liked_by: likes.homes.get(hit.HomeID) ?? [] })),
        users: users.map((hit) => ({ ...hit, liked_by: likes.users.get(hit.SecondUser.UserID) ?? [] })),
      };
    },
  );
};

export default groupsModule;
