import { Type, type Static } from '@fastify/type-provider-typebox';
import { Nullable } from '../../lib/schemas';

/** A home as embedded in the user object (every Home field of SPEC 3). */
export const HomeSchema = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    name: Nullable(Type.String()),
    address: Nullable(Type.String()),
    address2: Nullable(Type.String()),
    postal_code: Nullable(Type.String()),
    city: Nullable(Type.String()),
    country: Nullable(Type.Integer({ description: "Identifiant de pays de GET /api/options/ (6 : France)" })),
    step: Type.Integer({ description: 'En dessous de 3, annonce incomplète.' }),
    is_coloc: Type.Boolean(),
    published: Type.Boolean(),
    moderation_status: Nullable(Type.String()),
    mandate_status: Nullable(Type.String({ description: 'signing, signed ou complete' })),
    offer: Nullable(Type.String()),
    image_orders: Type.Array(Type.Integer()),
    public_url: Type.String({ description: "Chemin de l'annonce publique : /colocation-<ville>/<id>" }),
    owners_roles: Type.Array(Type.Unknown()),
    notifications_advert: Type.Integer({ description: '0, 2 ou 3' }),
    notifications_agenda: Type.Integer({ description: '0, 2 ou 3' }),
    rooms: Type.Array(Type.Unknown()),
    reference_rent_auto: Type.Boolean(),
    reference_rent_month: Nullable(Type.Number()),
    inc_reference_rent_month: Nullable(Type.Number()),
    dec_reference_rent_month: Nullable(Type.Number()),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { description: 'Logement' },
);

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

export type HomeObject = Static<typeof HomeSchema>;
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
