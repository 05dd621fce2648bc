import { Type, type Static } from '@fastify/type-provider-typebox';
import { Nullable } from '../../lib/schemas';
import { HomeSchema } from '../homes/schemas';

export const SubscriptionSchema = Type.Object({
  id: Type.Integer(),
  offer: Type.String(),
  valid_until: Type.String({ description: 'Date ISO (AAAA-MM-JJ)' }),
});

export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    first_name: Type.String(),
    name: Type.String(),
    type: Type.Integer({ description: 'Drapeaux : coloc=1, proprio=2, agent=4, manager=8' }),
    registration_step: Type.Integer({ description: '100 : inscription terminée' }),
    search_id: Nullable(Type.Integer()),
    avatar: Nullable(Type.Object({ id: Type.Integer(), color: Nullable(Type.String()), approved: Type.Boolean() })),
    sca_status: Type.String(),
    home_leased: Type.Boolean(),
    company: Nullable(Type.Object({ business_name: Type.String() })),
    home: Nullable(HomeSchema),
    profile: Nullable(Type.Object({}, { additionalProperties: true })),
    search: Nullable(Type.Object({}, { additionalProperties: true })),
    subscriptions: Type.Array(SubscriptionSchema),
    created_at: Type.String(),
  },
  { description: 'Utilisateur connecté' },
);

export type UserObject = Static<typeof UserSchema>;

const ReadOnly = Type.Optional(Type.Unknown());

/**
 * Writable fields, plus the user object's read-only fields, accepted and ignored so that a client
 * can send back the object it received. Anything else is rejected ("Champ inconnu").
 */
export const UpdateUserBody = Type.Object(
  {
    first_name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    registration_step: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    id: ReadOnly,
    email: ReadOnly,
    type: ReadOnly,
    home: ReadOnly,
    profile: ReadOnly,
    search: ReadOnly,
    company: ReadOnly,
    subscriptions: ReadOnly,
    avatar: ReadOnly,
    sca_status: ReadOnly,
    home_leased: ReadOnly,
    search_id: ReadOnly,
    created_at: ReadOnly,
  },
  { additionalProperties: false },
);
