import { Type, type Static } from '@fastify/type-provider-typebox';
import { Nullable } from '../../../lib/schemas';
import { HomeDocumentSchema } from './documents';
import { LeaseSchema } from './leases';
import { TenancySchema } from './management';

export const MyColocationSchema = Type.Object(
  {
    home: Type.Object({
      id: Type.Integer(),
      name: Nullable(Type.String()),
      city: Nullable(Type.String()),
      address: Nullable(Type.String()),
      photo_url: Nullable(Type.String()),
      public_url: Type.String(),
    }),
    tenancy: TenancySchema,
    room_name: Type.Optional(Nullable(Type.String({ description: "Nom affiché de la chambre louée ; null pour le logement entier" }))),
    landlord: Type.Object({ user_id: Type.Integer(), first_name: Type.String(), name_initial: Type.String() }),
    flatmates: Type.Array(
      Type.Object({
        user_id: Nullable(Type.Integer()),
        first_name: Type.String(),
        name_initial: Type.String(),
        avatar_url: Nullable(Type.String()),
        room: Nullable(Type.String()),
        since: Type.String(),
      }),
    ),
    documents: Type.Array(HomeDocumentSchema, { description: 'Documents partagés avec les locataires' }),
    leases: Type.Array(LeaseSchema),
  },
  { description: 'Ma co-location' },
);
export type MyColocationObject = Static<typeof MyColocationSchema>;
