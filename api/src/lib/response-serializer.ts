import SerializerSelector from '@fastify/fast-json-stringify-compiler';

/*
 * Response schemas write a nullable field as `anyOf: [S, { type: 'null' }]` (lib/schemas'
 * Nullable), which is what the OpenAPI document shows. fast-json-stringify serializes an anyOf by
 * running a full JSON-schema validation of the value against each branch until one fits: for a
 * nullable object (the user object's profile, search, home) that is a deep validation of the whole
 * object before serializing it, and every nullable field inside is validated again. On GET
 * /api/users/myself that was about a tenth of the CPU.
 *
 * For serialization only, such a pair is rewritten as S with `nullable: true`, which
 * fast-json-stringify writes as a plain null check. The JSON written for a value that fits the
 * schema is the same; only the OpenAPI document and request validation keep the original schemas
 * (this copy is made for the serializer alone).
 */

type Schema = Record<string | symbol, unknown>;

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ type: 'null' }`, as Type.Null() makes it (a description aside). */
function isNullSchema(schema: unknown): boolean {
  return isObject(schema) && schema.type === 'null' && Object.keys(schema).every((key) => key === 'type' || key === 'description');
}

/** A branch that fast-json-stringify serializes by its type alone, with nothing to choose between. */
function isPlainTyped(schema: unknown): schema is Schema {
  if (!isObject(schema) || typeof schema.type !== 'string' || schema.type === 'null') return false;
  return ['anyOf', 'oneOf', 'allOf', '$ref', 'if', 'const', 'enum', 'nullable'].every((key) => schema[key] === undefined);
}

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs'] as const;
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else'] as const;
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;

/** A copy of `schema` with every nullable pair rewritten (shared subschemas stay shared). */
export function withNullableShortcuts(schema: unknown, done = new WeakMap<object, unknown>()): unknown {
  if (!isObject(schema)) return schema;
  const known = done.get(schema);
  if (known) return known;
  const copy: Schema = { ...schema };
  done.set(schema, copy);
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (isObject(map)) copy[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, withNullableShortcuts(sub, done)]));
  }
  for (const key of SUBSCHEMAS) if (isObject(schema[key])) copy[key] = withNullableShortcuts(schema[key], done);
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) copy[key] = list.map((sub) => withNullableShortcuts(sub, done));
  }
  const branches = copy.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && copy.oneOf === undefined && copy.allOf === undefined && copy.type === undefined) {
    const nullAt = branches.findIndex(isNullSchema);
    const other = branches[1 - nullAt];
    if (nullAt >= 0 && isPlainTyped(other)) {
      const { anyOf: _anyOf, ...siblings } = copy;
      const rewritten = { ...siblings, ...other, nullable: true };
      done.set(schema, rewritten);
      return rewritten;
    }
  }
  return copy;
}

type BuildSerializer = ReturnType<typeof SerializerSelector>;

/** Fastify's own serializer compiler (fast-json-stringify), given the rewritten response schemas. */
export function nullableAwareSerializer(): BuildSerializer {
  const buildDefault = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = buildDefault(externalSchemas, options);
    return (route) => compile({ ...route, schema: withNullableShortcuts(route.schema) as typeof route.schema });
  };
}
