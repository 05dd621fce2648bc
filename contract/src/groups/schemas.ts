// Groups of seekers looking for a home together: the group, its invitations and its favourites.
import { Type, type Static } from 'typebox';
import { MatchHomeHitSchema, MatchUserHitSchema } from '../matching/schemas';
import { GROUP_NAME_MAX } from './limits';

export const GroupMemberSchema = Type.Object({
  user_id: Type.Integer(),
  first_name: Type.String(),
  name_initial: Type.String(),
  avatar_url: Type.Union([Type.String(), Type.Null()]),
  avatar_color: Type.Union([Type.String(), Type.Null()]),
  status: Type.Enum(['member', 'invited']),
});
export type GroupMember = Static<typeof GroupMemberSchema>;

export const GroupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_by: Type.Union([Type.Integer(), Type.Null()]),
  members: Type.Array(GroupMemberSchema),
});
export type SeekerGroup = Static<typeof GroupSchema>;

export const GroupInvitationSchema = Type.Object({
  group_id: Type.Integer(),
  group_name: Type.String(),
  invited_by: Type.Union([Type.Object({ first_name: Type.String(), name_initial: Type.String() }), Type.Null()]),
  created_at: Type.String(),
});
export type GroupInvitation = Static<typeof GroupInvitationSchema>;

export const MyGroupsSchema = Type.Object({ group: Type.Union([GroupSchema, Type.Null()]), invitations: Type.Array(GroupInvitationSchema) });
export type MyGroups = Static<typeof MyGroupsSchema>;

export const GroupNameBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: GROUP_NAME_MAX }) }, { additionalProperties: false });
/** minLength first so that an empty value reads "obligatoire" rather than "pas valide". */
export const GroupInviteBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }) }, { additionalProperties: false });
export const GroupParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const GroupMemberParams = Type.Object({ id: Type.Integer({ minimum: 1 }), user_id: Type.Integer({ minimum: 1 }) });
export const NoContentSchema = Type.Null();

const LikedBy = Type.Object({ liked_by: Type.Array(Type.Integer(), { description: 'Membres qui l’ont mis en favori' }) });
/** The members' likes, scored for the reader; `liked_by` lists member ids. */
export const GroupFavoritesSchema = Type.Object({
  group: GroupSchema,
  homes: Type.Array(Type.Intersect([MatchHomeHitSchema, LikedBy])),
  users: Type.Array(Type.Intersect([MatchUserHitSchema, LikedBy])),
});
export type GroupFavorites = Static<typeof GroupFavoritesSchema>;
