import { Type } from '@fastify/type-provider-typebox';

/** Wire shapes of shared/src/types/properties.ts (the API does not depend on the front-end package; test/modules/rentals/contract.test.ts checks both ways). */

export const DOC_LANDLORD = { tags: ['rentals'], security: [{ session: [] }] };

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const IsoDate = (description?: string) => Type.String({ format: 'date', ...(description ? { description } : {}) });

/** Shared limits of rental amounts (same ceilings as the homes module's rents). */
export const RENTAL_LIMITS = {
  rentMax: 10000,
  chargesMax: 5000,
  depositMax: 20000,
  nameMin: 2,
  nameMax: 120,
  titleMin: 2,
  titleMax: 120,
  termsMax: 4000,
  answerMax: 4000,
  leaseMonthsMin: 1,
  leaseMonthsMax: 36,
} as const;

export const PersonCardSchema = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  name_initial: Type.String(),
  avatar_url: Type.Union([Type.String(), Type.Null()]),
});
