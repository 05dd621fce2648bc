import fc from 'fast-check';
import { NASTY_NUMBERS, NASTY_STRINGS, RAW_NUMBER_TOKENS } from './nasty-values';

/** A JSON Schema node as Fastify compiles it (TypeBox output: type, properties, anyOf, allOf…). */
export type Schema = Record<string, unknown>;

/**
 * How far a generated value strays from its schema:
 * - valid: every value fits (often at a bound), optional properties come and go;
 * - light: a field now and then is wrong, missing or at a bound just past it;
 * - heavy: many fields are wrong, unknown properties are added.
 */
export type Mode = 'valid' | 'light' | 'heavy';

/** Real ids for a field or parameter name ("home_id", "id"…), so checks past validation are reached. */
export type IdsFor = (name: string) => readonly number[];

/** Known strings for a field name (a real account's e-mail or password), same purpose. */
export type StringsFor = (name: string, format: string | undefined) => readonly string[];

/** A string that the JSON writer replaces by a raw number literal (see RAW_NUMBER_TOKENS). */
export const RAW_MARK = '\u0001raw:';

const MAX_ARRAY = 6;

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  if (Array.isArray(type)) return type as string[];
  if (typeof type === 'string') return [type];
  if (schema.properties || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/** allOf of objects (TypeBox Intersect) as one object schema. */
function flatten(schema: Schema): Schema {
  const parts = schema.allOf as Schema[] | undefined;
  if (!parts) return schema;
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const part of parts.map(flatten)) {
    Object.assign(properties, part.properties ?? {});
    required.push(...((part.required as string[] | undefined) ?? []));
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const nastyNumber = fc.constantFrom(...NASTY_NUMBERS);
const rawNumber = fc.constantFrom(...RAW_NUMBER_TOKENS).map((token) => `${RAW_MARK}${token}`);
const weirdUnicode = fc.string({ unit: 'binary', maxLength: 40 });

/** Nested arrays or objects, built in a loop: the generator itself must not overflow the stack. */
const deeplyNested = fc.tuple(fc.integer({ min: 20, max: 3_000 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
});

const wideObject = fc.integer({ min: 100, max: 2_000 }).map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])));

/** A value of the wrong kind for a field, whatever its schema; small, so bodies stay cheap. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: rawNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], [[]], { '': null }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: weirdUnicode },
);

/** The whole body of the wrong shape: the small values above, or big and deep structures. */
export const wrongShape: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: wrongValue },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: wideObject },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Names an attacker or a confused client adds to an object. */
const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'id', 'user_id', 'staff_role', 'is_admin', 'role', '', ' ', '😀', 'a'.repeat(300), 'must', 'null'),
  fc.string({ maxLength: 12 }),
);

export class SchemaArbitraries {
  constructor(
    private readonly idsFor: IdsFor,
    private readonly stringsFor: StringsFor = () => [],
  ) {}

  /** A value for `schema` in the given mode; `name` is the property it is for (real ids by name). */
  value(schema: Schema | undefined, mode: Mode, name = ''): fc.Arbitrary<unknown> {
    if (!schema || Object.keys(schema).length === 0) return mode === 'valid' ? fc.jsonValue({ maxDepth: 2 }) : wrongValue;
    if (mode === 'valid') return this.valid(schema, name);
    const straying = mode === 'light' ? 1 : 4;
    return fc.oneof(
      { weight: mode === 'light' ? 12 : 4, arbitrary: this.inner(schema, mode, name) },
      { weight: 2, arbitrary: this.borderline(schema, name) },
      { weight: straying, arbitrary: wrongValue },
    );
  }

  /** Within the schema, recursing in `mode` into objects and arrays. */
  private inner(schema: Schema, mode: Mode, name: string): fc.Arbitrary<unknown> {
    const flat = flatten(schema);
    const types = typesOf(flat);
    if (flat.anyOf || flat.oneOf) {
      const branches = (flat.anyOf ?? flat.oneOf) as Schema[];
      return fc.oneof(...branches.map((branch) => this.inner(branch, mode, name)));
    }
    if (types.includes('object') && flat.properties) return this.object(flat, mode);
    if (types.includes('array') && flat.items) {
      const { minLength, maxLength } = arrayBounds(flat);
      return fc.array(this.value(flat.items as Schema, mode, name), { minLength: Math.max(0, minLength - (mode === 'heavy' ? 1 : 0)), maxLength });
    }
    return this.valid(flat, name);
  }

  private object(schema: Schema, mode: Mode): fc.Arbitrary<unknown> {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const entries: Record<string, fc.Arbitrary<unknown>> = {};
    const absent = Symbol('absent');
    for (const [key, property] of Object.entries(properties)) {
      const present = this.value(property, mode, key);
      const keepWeight = required.has(key) ? (mode === 'heavy' ? 8 : 40) : 3;
      entries[key] = fc.oneof({ weight: keepWeight, arbitrary: present }, { weight: 1, arbitrary: fc.constant(absent) });
    }
    const extras = mode === 'valid' ? fc.constant({}) : fc.dictionary(extraKey, wrongValue, { maxKeys: mode === 'light' ? 1 : 3 });
    const extrasWeighted = mode === 'light' ? fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extras }) : extras;
    return fc.tuple(fc.record(entries), extrasWeighted).map(([record, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(record)) if (value !== absent) out[key] = value;
      // defineProperty so that "__proto__" becomes a real key of the JSON text.
      for (const [key, value] of Object.entries(extra as Record<string, unknown>)) {
        Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
      }
      return out;
    });
  }

  /** A value that fits the schema, often at one of its bounds. */
  valid(schema: Schema, name = ''): fc.Arbitrary<unknown> {
    const flat = flatten(schema);
    if ('const' in flat) return fc.constant(flat.const);
    if (Array.isArray(flat.enum)) return fc.constantFrom(...(flat.enum as unknown[]));
    if (flat.anyOf || flat.oneOf) return fc.oneof(...((flat.anyOf ?? flat.oneOf) as Schema[]).map((branch) => this.valid(branch, name)));
    const types = typesOf(flat);
    if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
    return fc.oneof(...types.map((type) => this.validOfType(flat, type, name)));
  }

  private validOfType(schema: Schema, type: string, name: string): fc.Arbitrary<unknown> {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
      case 'number':
        return this.validNumber(schema, type === 'integer', name);
      case 'string':
        return this.validString(schema, name);
      case 'array': {
        const { minLength, maxLength } = arrayBounds(schema);
        const item = this.valid((schema.items ?? {}) as Schema, name);
        return schema.uniqueItems
          ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
          : fc.array(item, { minLength, maxLength });
      }
      case 'object':
        return this.object(schema, 'valid');
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  }

  private validNumber(schema: Schema, integer: boolean, name: string): fc.Arbitrary<unknown> {
    const exclusiveMin = num(schema.exclusiveMinimum);
    const exclusiveMax = num(schema.exclusiveMaximum);
    const min = num(schema.minimum) ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 0.01) : undefined);
    const max = num(schema.maximum) ?? (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 0.01) : undefined);
    const lo = min ?? -1_000_000;
    const hi = max ?? 1_000_000_000;
    const bounds = [min, max].filter((b): b is number => b !== undefined);
    const choices: Array<fc.Arbitrary<unknown>> = [
      integer ? fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.min(hi, Number.MAX_SAFE_INTEGER)) }) : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }),
    ];
    if (bounds.length) choices.push(fc.constantFrom(...bounds));
    const ids = this.idsFor(name).filter((id) => id >= lo && id <= hi);
    if (ids.length && integer) choices.push(fc.constantFrom(...ids), fc.constantFrom(...ids));
    return fc.oneof(...choices);
  }

  private validString(schema: Schema, name: string): fc.Arbitrary<unknown> {
    const minLength = num(schema.minLength) ?? 0;
    const maxLength = Math.min(num(schema.maxLength) ?? 200, 20_000);
    const fits = (s: string) => [...s].length >= minLength && [...s].length <= maxLength;
    const known = this.stringsFor(name, schema.format as string | undefined).filter(fits);
    const plain = this.plainString(schema, name, minLength, maxLength, fits);
    return known.length ? fc.oneof(plain, fc.constantFrom(...known)) : plain;
  }

  private plainString(schema: Schema, name: string, minLength: number, maxLength: number, fits: (s: string) => boolean): fc.Arbitrary<unknown> {
    switch (schema.format) {
      case 'email':
        return fc.oneof(fc.emailAddress().filter(fits), fc.constantFrom('alice@exemple.fr', 'ALICE@EXEMPLE.FR', 'a+b@exemple.fr'));
      case 'date':
        return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      case 'date-time':
        return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
      default:
        break;
    }
    if (typeof schema.pattern === 'string') {
      const idLike = this.idsFor(name).map(String);
      const matching = matchingStrings(schema.pattern, minLength, maxLength);
      return idLike.length && /\[1-9\]/.test(schema.pattern) ? fc.oneof(matching, fc.constantFrom(...idLike)) : matching;
    }
    const text = fc.oneof(
      { weight: 4, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, 60)) }) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, Math.max(minLength, 60)) }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength: Math.min(maxLength, Math.max(minLength, 60)) }) },
      { weight: 1, arbitrary: fc.constantFrom('😀'.repeat(maxLength), 'é'.repeat(maxLength), 'a'.repeat(maxLength), ' '.repeat(maxLength), '\u0000'.repeat(Math.max(minLength, 1))) },
      { weight: 1, arbitrary: nastyString },
    );
    return text.filter(fits);
  }

  /** Just past (or exactly at) a bound of the schema: the classic off-by-one. */
  borderline(schema: Schema, name: string): fc.Arbitrary<unknown> {
    const flat = flatten(schema);
    const candidates: unknown[] = [];
    for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const) {
      const bound = num(flat[key]);
      if (bound !== undefined) candidates.push(bound, bound - 1, bound + 1, bound - 0.5, bound + 0.5, String(bound + 1), String(bound - 1));
    }
    const minLength = num(flat.minLength);
    const maxLength = num(flat.maxLength);
    if (minLength !== undefined && minLength > 0) candidates.push('x'.repeat(minLength - 1), ' '.repeat(minLength + 1), '😀'.repeat(Math.max(0, minLength - 1)));
    if (maxLength !== undefined) candidates.push('x'.repeat(maxLength + 1), '😀'.repeat(maxLength), 'é'.repeat(maxLength + 1), ' '.repeat(maxLength + 5) + 'x');
    const minItems = num(flat.minItems);
    const maxItems = num(flat.maxItems);
    if (flat.items) {
      const item = fc.sample(this.valid(flat.items as Schema, name), { numRuns: 1, seed: 1 })[0];
      if (minItems !== undefined && minItems > 0) candidates.push(Array.from({ length: minItems - 1 }, () => item));
      if (maxItems !== undefined && maxItems < 5_000) candidates.push(Array.from({ length: maxItems + 1 }, () => item));
      if (flat.uniqueItems) candidates.push([item, item]);
    }
    if (Array.isArray(flat.enum)) candidates.push(...(flat.enum as unknown[]).map((v) => (typeof v === 'string' ? v.toUpperCase() : String(v))), '');
    if (flat.format === 'date') candidates.push('2024-02-30', '2023-02-29', '10000-01-01', '2024-1-1', '2024-01-01T00:00:00Z');
    if (flat.format === 'date-time') candidates.push('2024-01-01', '2024-01-01T24:00:00Z', '2024-01-01T00:00:00', '+275760-09-13T00:00:00.000Z');
    if (flat.format === 'email') candidates.push('alice@exemple', 'alice@@exemple.fr', `${'a'.repeat(250)}@exemple.fr`, 'alice@exemple.fr\u0000');
    const ids = this.idsFor(name);
    if (ids.length) candidates.push(...ids.map(String), -Math.max(...ids));
    return candidates.length ? fc.constantFrom(...candidates) : wrongValue;
  }
}

const matchingCache = new Map<string, fc.Arbitrary<string>>();

/**
 * Strings of a pattern within length bounds. fast-check's stringMatching knows no minimum
 * length and a filter may then almost never pass (86 base64 characters, for instance): the
 * fitting ones are picked once from a large sample instead.
 */
function matchingStrings(pattern: string, minLength: number, maxLength: number): fc.Arbitrary<string> {
  const key = `${pattern}\u0000${minLength}\u0000${maxLength}`;
  let found = matchingCache.get(key);
  if (!found) {
    const arbitrary = fc.stringMatching(new RegExp(pattern), { maxLength, size: 'max' });
    const fitting = [...new Set(fc.sample(arbitrary, { numRuns: 2_000, seed: 42 }).filter((s) => [...s].length >= minLength && [...s].length <= maxLength))];
    found = fitting.length >= 200 ? arbitrary.filter((s) => [...s].length >= minLength) : fitting.length ? fc.constantFrom(...fitting) : arbitrary;
    matchingCache.set(key, found);
  }
  return found;
}

function arrayBounds(schema: Schema): { minLength: number; maxLength: number } {
  const minLength = num(schema.minItems) ?? 0;
  const maxLength = Math.max(minLength, Math.min(num(schema.maxItems) ?? MAX_ARRAY, minLength + MAX_ARRAY));
  return { minLength, maxLength };
}

/** JSON text of a generated value, with the raw number markers turned into their literals. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.includes(RAW_MARK.slice(1)) ? text.replace(/"\\u0001raw:([^"]*)"/g, '$1') : text;
}
