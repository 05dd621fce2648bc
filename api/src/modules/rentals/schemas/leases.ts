import { Type, type Static } from '@fastify/type-provider-typebox';
import { Nullable, OrNull } from '../../../lib/schemas';
import { IsoDate, RENTAL_LIMITS } from './common';

const Kind = Type.Enum(['room', 'whole']);

export const LeaseInputBody = Type.Object(
  {
    kind: Kind,
    room_id: OrNull(Type.Integer({ minimum: 1, description: 'Obligatoire pour un bail de chambre' })),
    tenant_email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }),
    start_date: IsoDate(),
    duration_months: Type.Integer({ minimum: RENTAL_LIMITS.leaseMonthsMin, maximum: RENTAL_LIMITS.leaseMonthsMax }),
    rent: Type.Number({ exclusiveMinimum: 0, maximum: RENTAL_LIMITS.rentMax }),
    charges: Type.Number({ minimum: 0, maximum: RENTAL_LIMITS.chargesMax }),
    deposit: Type.Number({ minimum: 0, maximum: RENTAL_LIMITS.depositMax }),
    furnished: Type.Boolean(),
    special_terms: Type.Optional(OrNull(Type.String({ maxLength: RENTAL_LIMITS.termsMax }))),
  },
  { additionalProperties: false },
);
export type LeaseInputValue = Static<typeof LeaseInputBody>;

export const LeaseSchema = Type.Object(
  {
    id: Type.Integer(),
    home_id: Type.Integer(),
    kind: Kind,
    room_id: Nullable(Type.Integer()),
    start_date: Type.String(),
    duration_months: Type.Integer(),
    rent: Type.Number(),
    charges: Type.Number(),
    deposit: Type.Number(),
    furnished: Type.Boolean(),
    special_terms: Type.Optional(Nullable(Type.String())),
    status: Type.Enum(['draft', 'sent', 'accepted', 'cancelled']),
    tenant: Type.Object({
      user_id: Nullable(Type.Integer()),
      email: Type.String(),
      first_name: Nullable(Type.String()),
      name: Nullable(Type.String()),
    }),
    landlord_accepted_at: Nullable(Type.String()),
    tenant_accepted_at: Nullable(Type.String()),
    created_at: Type.String(),
    pdf_url: Type.String(),
    can_accept: Type.Boolean({
      description: "Le bailleur sur un brouillon (l'envoi vaut son acceptation), le locataire sur un bail envoyé",
    }),
  },
  { description: 'Bail' },
);
export type LeaseObject = Static<typeof LeaseSchema>;
