import { Type } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '@coloc/contract/common/schemas';

// The wire helpers live in the contract, beside the schemas that use them.
export { ErrorSchema, Nullable, OrNull, OrNullEnum } from '@coloc/contract/common/schemas';

export const MessageSchema = Type.Object({ message: Type.String() });

/** Documented on every route: all errors share one shape. */
export const errorResponses = {
  '4xx': ErrorSchema,
  '5xx': ErrorSchema,
} as const;

/** minLength first so that an empty value reads "obligatoire" rather than "pas valide". */
export const EmailSchema = Type.String({ minLength: 1, maxLength: 254, format: 'email' });
