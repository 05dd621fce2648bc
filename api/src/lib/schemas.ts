import { Type, type TSchema } from '@fastify/type-provider-typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ErrorSchema = Type.Object(
  { error: Type.String({ description: 'Message en français, affichable tel quel.' }) },
  { description: 'Erreur' },
);

export const MessageSchema = Type.Object({ message: Type.String() });

/** Documented on every route: all errors share one shape. */
export const errorResponses = {
  '4xx': ErrorSchema,
  '5xx': ErrorSchema,
} as const;

/** minLength first so that an empty value reads "obligatoire" rather than "pas valide". */
export const EmailSchema = Type.String({ minLength: 1, maxLength: 254, format: 'email' });
