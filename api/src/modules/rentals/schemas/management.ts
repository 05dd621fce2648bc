import { Type, type Static } from '@fastify/type-provider-typebox';
import { Nullable, OrNull } from '../../../lib/schemas';
import { RoomSchema } from '@coloc/contract/homes/schemas';
import { IsoDate, RENTAL_LIMITS } from './common';

export const TenancySchema = Type.Object(
  {
    id: Type.Integer(),
    home_id: Type.Integer(),
    room_id: Nullable(Type.Integer({ description: 'null : le logement entier est loué' })),
    tenant_user_id: Nullable(Type.Integer({ description: "Compte du locataire quand un compte a cette adresse e-mail" })),
    tenant_name: Type.String(),
    tenant_email: Nullable(Type.String()),
    start_date: Type.String({ description: 'AAAA-MM-JJ' }),
    end_date: Nullable(Type.String({ description: 'AAAA-MM-JJ ; terminée à partir de ce jour' })),
    rent: Type.Number({ description: 'Loyer mensuel hors charges, en euros' }),
    charges: Type.Number(),
    deposit: Type.Number(),
    status: Type.Enum(['active', 'ended']),
  },
  { description: 'Location' },
);
export type TenancyObject = Static<typeof TenancySchema>;

const money = (maximum: number, minimum = 0) => Type.Number({ minimum, maximum });

export const TenancyInputBody = Type.Object(
  {
    room_id: OrNull(Type.Integer({ minimum: 1, description: 'Une chambre du logement, ou null pour le logement entier' })),
    tenant_email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }),
    tenant_name: Type.String({ minLength: RENTAL_LIMITS.nameMin, maxLength: RENTAL_LIMITS.nameMax }),
    start_date: IsoDate(),
    end_date: Type.Optional(OrNull(IsoDate())),
    rent: Type.Number({ exclusiveMinimum: 0, maximum: RENTAL_LIMITS.rentMax }),
    charges: money(RENTAL_LIMITS.chargesMax),
    deposit: money(RENTAL_LIMITS.depositMax),
  },
  { additionalProperties: false },
);
export type TenancyInputValue = Static<typeof TenancyInputBody>;

export const TenancyUpdateBody = Type.Object(
  {
    tenant_email: Type.Optional(Type.String({ minLength: 1, maxLength: 254, format: 'email' })),
    tenant_name: Type.Optional(Type.String({ minLength: RENTAL_LIMITS.nameMin, maxLength: RENTAL_LIMITS.nameMax })),
    start_date: Type.Optional(IsoDate()),
    end_date: Type.Optional(OrNull(IsoDate())),
    rent: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: RENTAL_LIMITS.rentMax })),
    charges: Type.Optional(money(RENTAL_LIMITS.chargesMax)),
    deposit: Type.Optional(money(RENTAL_LIMITS.depositMax)),
  },
  { additionalProperties: false },
);
export type TenancyUpdateValue = Static<typeof TenancyUpdateBody>;

export const RentPaymentSchema = Type.Object(
  {
    id: Type.Integer(),
    tenancy_id: Type.Integer(),
    period: Type.String({ description: 'AAAA-MM' }),
    amount_due: Type.Number(),
    amount_received: Type.Number(),
    received_on: Nullable(Type.String({ description: 'AAAA-MM-JJ' })),
  },
  { description: 'Loyer d’un mois' },
);
export type RentPaymentObject = Static<typeof RentPaymentSchema>;

export const RentPaymentInputBody = Type.Object(
  {
    amount_received: Type.Number({ minimum: 0, description: 'De 0 à trois fois le montant dû' }),
    received_on: OrNull(IsoDate('Pas dans le futur ; obligatoire dès qu’un montant est reçu')),
  },
  { additionalProperties: false },
);

export const RoomOccupancySchema = Type.Object({
  room: RoomSchema,
  display_name: Type.String(),
  tenancy: Nullable(TenancySchema),
});

export const ManagementOverviewSchema = Type.Object(
  {
    home_id: Type.Integer(),
    rooms: Type.Array(RoomOccupancySchema),
    whole_home: Nullable(TenancySchema),
    tenancies: Type.Array(TenancySchema),
    payments: Type.Array(RentPaymentSchema, { description: 'Les 6 derniers mois et le mois en cours, du plus récent au plus ancien' }),
    month: Type.Object({
      period: Type.String(),
      due: Type.Number(),
      received: Type.Number(),
      late: Type.Number({ description: 'Reste à percevoir des mois précédents (locations en cours)' }),
    }),
  },
  { description: 'Gestion locative' },
);
export type ManagementOverviewObject = Static<typeof ManagementOverviewSchema>;
