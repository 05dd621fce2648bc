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

export type HomeObject = Static<typeof HomeSchema>;
