import { Type, type Static, type TSchema } from 'typebox';

/** For responses only: in a request body use OrNull (see below). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Every error answer of the API: the French text a screen shows as it is. */
export const ErrorSchema = Type.Object(
  { error: Type.String({ description: 'Message en français, affichable tel quel.' }) },
  { description: 'Erreur' },
);
export type ErrorBody = Static<typeof ErrorSchema>;

/** Positive database id in a body or a query. */
export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/**
 * Nullable request field as a JSON type list (`type: ['integer', 'null']`). The shared `Nullable`
 * (anyOf) is fine for responses, but in a request body ajv's coerceTypes rewrites null into 0, ''
 * or false inside the first anyOf branch, so `gender: null` would store 0 and `description: null`
 * an empty string. With a type list, ajv leaves a value alone when it already has one of the types.
 */
export function OrNull<T extends TSchema>(schema: T): ReturnType<typeof Type.Unsafe<Static<T> | null>> {
  const json = { ...(schema as unknown as Record<string, unknown>) };
  const type = json.type;
  if (typeof type !== 'string') throw new Error('OrNull needs a schema with a single JSON type');
  const enumValues = json.enum;
  return Type.Unsafe<Static<T> | null>({
    ...json,
    type: [type, 'null'],
    // An enum must list null too, or the null that the type allows is refused by the enum.
    ...(Array.isArray(enumValues) ? { enum: [...enumValues, null] } : {}),
  });
}

/** Nullable string enum for a request body (same reason as OrNull). */
export function OrNullEnum<const V extends string>(
  values: readonly V[],
  options: { description?: string } = {},
): ReturnType<typeof Type.Unsafe<V | null>> {
  return Type.Unsafe<V | null>({ ...options, type: ['string', 'null'], enum: [...values, null] });
}

/** A French sentence for the screen (`{ message }`): a confirmation, a "check your mail". */
export const MessageSchema = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageSchema>;
