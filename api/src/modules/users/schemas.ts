// The user object (GET /api/users/myself, sign-in, sign-up, PUT /users/{id}). It joins the homes'
// and the searches' schemas, which are not in the contract yet: it moves to
// @coloc/contract/users/schemas with them. Every other account shape is the contract's already.
import { Type, type Static } from '@fastify/type-provider-typebox';
import { Nullable } from '../../lib/schemas';
import { AvatarSchema, StaffRoleSchema, SubscriptionSchema } from '@coloc/contract/users/schemas';
import { ProfileSchema } from '@coloc/contract/profiles/schemas';
import { HomeSchema } from '@coloc/contract/homes/schemas';
import { SearchSchema } from '@coloc/contract/searches/schemas';

export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    first_name: Type.String(),
    name: Type.String(),
    type: Type.Integer({ description: 'Drapeaux : coloc=1, proprio=2, agent=4, manager=8' }),
    registration_step: Type.Integer({ description: '100 : inscription terminée' }),
    search_id: Nullable(Type.Integer()),
    avatar: Nullable(AvatarSchema),
    sca_status: Type.String(),
    home_leased: Type.Boolean(),
    company: Nullable(Type.Object({ business_name: Type.String() })),
    home: Nullable(HomeSchema),
    profile: Nullable(ProfileSchema),
    search: Nullable(SearchSchema),
    subscriptions: Type.Array(SubscriptionSchema),
    staff_role: Nullable(StaffRoleSchema),
    managed_mandates: Type.Integer({ description: "Mandats de gestion complets dont l'utilisateur est l'agence ou le gestionnaire" }),
    created_at: Type.String(),
  },
  { description: 'Utilisateur connecté' },
);

export type UserObject = Static<typeof UserSchema>;
