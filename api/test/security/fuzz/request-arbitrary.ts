import fc from 'fast-check';
import type { FuzzTarget } from './routes';
import { SchemaArbitraries, toJsonText, wrongShape, type Mode, type Schema } from './schema-arbitrary';
import { CONTENT_TYPES, MALFORMED_JSON_TEXTS, NASTY_PARAMS, NASTY_STRINGS } from './nasty-values';

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the bytes
 * of its WTF-8 form: a percent-escape that is not valid UTF-8, as a hostile client may send.
 */
export function encodeLoose(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    return encodeURIComponent(char);
  });
}

export type Caller = 'anonymous' | 'seeker' | 'owner' | 'forged';

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'text'; text: string; contentType: string | null }
  | { kind: 'multipart'; parts: MultipartPart[]; damage: 'none' | 'no-end' | 'wrong-boundary' | 'no-boundary' | 'no-disposition' }
  | { kind: 'bytes'; data: Buffer; contentType: string | null };

/** One request, kept as data so that fast-check can shrink it and print it. */
export interface FuzzCase {
  caller: Caller;
  /** A forged or damaged session cookie, for the 'forged' caller. */
  cookie: string;
  /** Origin header: none (curl, tests), ours, or another site's (the CSRF check answers). */
  origin: string | null;
  params: Array<{ value: string; raw: boolean }>;
  query: string;
  body: FuzzBody;
}

export interface Material {
  schemas: SchemaArbitraries;
  /** Real ids for a path parameter of this route. */
  idsForParam(name: string): readonly number[];
  jpeg: Buffer;
  pdf: Buffer;
}

/**
 * Values of a schema in every mode, mostly valid or lightly wrong so that checks past validation
 * are reached. Built once per route: fc.chain would rebuild the arbitraries for every case.
 */
function inModes(build: (mode: Mode) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: build('valid') }, { weight: 3, arbitrary: build('light') }, { weight: 1, arbitrary: build('heavy') });
}

const callers = fc.constantFrom<Caller>('anonymous', 'seeker', 'owner', 'owner', 'forged');

const forgedCookie = fc.oneof(
  fc.string({ maxLength: 64 }).map((s) => `tp_session=${encodeLoose(s)}`),
  fc.constantFrom('tp_session=', 'tp_session=%', 'tp_session=%zz', 'tp_session="', `tp_session=${'a'.repeat(5_000)}`, '=;;;=', 'tp_session=1; tp_session=2', 'tp_session=\u00e9'),
);

/** Query pairs of a value: arrays repeat the key, objects nest as key[sub] (a few levels deep). */
function queryPairs(value: unknown, prefix = '', depth = 0): Array<[string, string]> {
  if (value === null || typeof value !== 'object') return [[prefix, String(value)]];
  if (depth > 4) return [[prefix, JSON.stringify(value).slice(0, 2_000)]];
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(item, prefix, depth + 1));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => queryPairs(item, prefix ? `${prefix}[${key}]` : key, depth + 1));
}

const rawQueryJunk = fc.constantFrom('', '&', '&&=&', '=', '%', '%zz=1', 'a=%E0%A4%A', '__proto__[polluted]=1', 'constructor[prototype][x]=1', 'a=1&a=2&a=3', '?', '#frag', `x=${'a'.repeat(10_000)}`, 'a[b][c][d][e][f]=1', ';', '+=+');

function queryArbitrary(target: FuzzTarget, m: Material): fc.Arbitrary<string> {
  const shaped = target.querystring
    ? inModes((mode) => m.schemas.value(target.querystring!, mode)).map((value) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? queryPairs(value)
              .map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`)
              .join('&')
          : `q=${encodeLoose(String(value))}`,
      )
    : fc.constant('');
  const junk = fc.dictionary(fc.constantFrom(...NASTY_STRINGS.slice(0, 30), 'limit', 'count', 'from', 'to', 'sort', 'home_id', 'token'), fc.constantFrom(...NASTY_STRINGS), { maxKeys: 3 }).map((d) =>
    Object.entries(d)
      .map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`)
      .join('&'),
  );
  return fc
    .tuple(
      fc.oneof({ weight: target.querystring ? 6 : 1, arbitrary: shaped }, { weight: 1, arbitrary: junk }, { weight: 1, arbitrary: fc.constant('') }),
      fc.oneof({ weight: 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: rawQueryJunk }),
    )
    .map(([a, b]) => [a, b].filter(Boolean).join('&'));
}

function paramArbitrary(target: FuzzTarget, name: string, m: Material): fc.Arbitrary<{ value: string; raw: boolean }> {
  const schema = (target.paramsSchema as { properties?: Record<string, Schema> } | undefined)?.properties?.[name] ?? flattenedParam(target.paramsSchema, name);
  const ids = m.idsForParam(name);
  const encoded = (value: unknown) => ({ value: typeof value === 'object' && value !== null ? JSON.stringify(value).slice(0, 2_000) : String(value), raw: false });
  const choices: Array<fc.WeightedArbitrary<{ value: string; raw: boolean }>> = [
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_PARAMS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map(encoded) },
    { weight: 1, arbitrary: fc.integer({ min: -5, max: 2 ** 31 }).map(encoded) },
  ];
  if (schema) choices.push({ weight: 3, arbitrary: inModes((mode) => m.schemas.value(schema, mode, name)).map(encoded) });
  if (ids.length) choices.push({ weight: 4, arbitrary: fc.constantFrom(...ids).map(encoded) });
  if (name === '*' || name === 'folder') {
    choices.push({
      weight: 3,
      arbitrary: fc.constantFrom('mf-public', 'mf-public/remoteEntry.js', 'index.html', 'mf-public/../../../etc/passwd', '..%2f..%2f..%2fetc%2fpasswd', 'a/b/c/d', '%00.js', '.env', 'mf-public/%2e%2e/%2e%2e/secret').map((value) => ({
        value,
        raw: true,
      })),
    });
  }
  return fc.oneof(...choices);
}

/** TypeBox Intersect params (allOf) hold their properties one level down. */
function flattenedParam(schema: Schema | undefined, name: string): Schema | undefined {
  const parts = (schema?.allOf as Schema[] | undefined) ?? [];
  for (const part of parts) {
    const found = (part.properties as Record<string, Schema> | undefined)?.[name];
    if (found) return found;
  }
  return undefined;
}

/** Just over the 10 MB upload limit. */
const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);

function multipartArbitrary(m: Material): fc.Arbitrary<FuzzBody> {
  const data = fc.oneof(
    fc.constant(m.jpeg),
    fc.constant(m.pdf),
    fc.integer({ min: 0, max: m.jpeg.length - 1 }).map((n) => m.jpeg.subarray(0, n)),
    fc.integer({ min: 0, max: m.pdf.length - 1 }).map((n) => m.pdf.subarray(0, n)),
    fc.uint8Array({ maxLength: 256 }).map((a) => Buffer.concat([m.jpeg.subarray(0, 4), Buffer.from(a)])),
    fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.from(a)),
    fc.constantFrom(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from('<!DOCTYPE html><script>alert(1)</script>'),
      Buffer.from('%PDF-1.7\n%%EOF'),
      Buffer.from('GIF89a'),
      Buffer.alloc(0),
      tooBig,
    ),
    fc.constantFrom(...NASTY_STRINGS.slice(0, 40)).map((s) => Buffer.from(s)),
  );
  const fieldNames = fc.constantFrom('file', 'file', 'file', 'title', 'category', 'shared', 'kind', '', 'fichier', '__proto__', 'a'.repeat(500));
  const filename = fc.option(fc.constantFrom('photo.jpg', 'doc.pdf', '../../../etc/passwd', 'x.html', 'x.svg', '', '😀.png', 'a'.repeat(1_000), 'a\u0000.jpg'), { nil: undefined });
  const partType = fc.option(fc.constantFrom('image/jpeg', 'image/png', 'application/pdf', 'text/html', 'image/svg+xml', 'application/octet-stream', ''), { nil: undefined });
  const filePart = fc.record({ name: fieldNames, filename, contentType: partType, data });
  const textPart = fc.record({ name: fieldNames, data: fc.oneof(fc.constantFrom('true', 'false', 'reglement', 'autre', 'Un titre', ''), fc.constantFrom(...NASTY_STRINGS)).map((s) => Buffer.from(s)) });
  return fc.record({
    kind: fc.constant('multipart' as const),
    parts: fc.array(fc.oneof(filePart, textPart), { minLength: 0, maxLength: 5 }) as fc.Arbitrary<MultipartPart[]>,
    damage: fc.constantFrom('none', 'none', 'none', 'no-end', 'wrong-boundary', 'no-boundary', 'no-disposition'),
  });
}

function formArbitrary(): fc.Arbitrary<FuzzBody> {
  const fields = fc.dictionary(fc.constantFrom('action', 'code', 'number', 'expiry', 'cvc', 'holder', 'x', '__proto__'), fc.oneof(fc.constantFrom('validate', 'refuse', 'cancel', '4242424242424242', '12/30', '123456'), fc.constantFrom(...NASTY_STRINGS)), {
    maxKeys: 4,
  });
  return fc.oneof(
    fields.map((d) => ({ kind: 'text' as const, text: new URLSearchParams(d).toString(), contentType: 'application/x-www-form-urlencoded' })),
    rawQueryJunk.map((text) => ({ kind: 'text' as const, text, contentType: 'application/x-www-form-urlencoded' })),
    fc.constant({ kind: 'text' as const, text: `a=${'b'.repeat(9_000)}`, contentType: 'application/x-www-form-urlencoded' }),
  );
}

function bodyArbitrary(target: FuzzTarget, m: Material): fc.Arbitrary<FuzzBody> {
  const contentType = fc.oneof({ weight: 8, arbitrary: fc.constant<string | null>('application/json') }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: fc.constantFrom<string | null>(...CONTENT_TYPES) });
  const shaped = fc.tuple(
    inModes((mode) => m.schemas.value(target.body, mode)),
    contentType,
  ).map(([value, type]): FuzzBody => ({ kind: 'text', text: toJsonText(value), contentType: type }));
  const wrongShapeBody = fc.tuple(wrongShape, contentType).map(([value, type]): FuzzBody => ({ kind: 'text', text: toJsonText(value), contentType: type }));
  const malformed = fc.tuple(fc.constantFrom(...MALFORMED_JSON_TEXTS), contentType).map(([text, type]): FuzzBody => ({ kind: 'text', text, contentType: type }));
  const bytes = fc.tuple(fc.uint8Array({ maxLength: 300 }), fc.constantFrom<string | null>(...CONTENT_TYPES, null)).map(([a, type]): FuzzBody => ({ kind: 'bytes', data: Buffer.from(a), contentType: type }));
  const takesMultipart = target.consumes.some((type) => type.startsWith('multipart/'));
  const takesForm = target.consumes.includes('application/x-www-form-urlencoded') || target.htmlErrors;
  const bodyless = !target.body && !takesMultipart;
  return fc.oneof(
    { weight: target.body ? 12 : bodyless ? 3 : 1, arbitrary: shaped },
    { weight: 2, arbitrary: wrongShapeBody },
    { weight: 2, arbitrary: malformed },
    { weight: 1, arbitrary: bytes },
    { weight: bodyless ? 4 : 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
    { weight: takesMultipart ? 14 : 1, arbitrary: multipartArbitrary(m) },
    { weight: takesForm ? 8 : 1, arbitrary: formArbitrary() },
  );
}

export function caseArbitrary(target: FuzzTarget, m: Material): fc.Arbitrary<FuzzCase> {
  return fc.record({
    caller: callers,
    cookie: forgedCookie,
    origin: fc.oneof({ weight: 8, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: fc.constantFrom('http://localhost:8080', 'https://pirate.example', 'null', '', 'http://localhost:8080.pirate.example') }),
    params: fc.tuple(...target.params.map((name) => paramArbitrary(target, name, m))) as fc.Arbitrary<FuzzCase['params']>,
    query: queryArbitrary(target, m),
    body: bodyArbitrary(target, m),
  });
}

/** The URL of a case: Fastify's pattern with the parameters in, then the query string. */
export function urlOf(target: FuzzTarget, params: FuzzCase['params'], query: string): string {
  let index = 0;
  const path = target.url
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':') && segment !== '*') return segment;
      const param = params[index++]!;
      return param.raw ? param.value : encodeLoose(param.value);
    })
    .join('/');
  return query ? `${path}?${query}` : path;
}

/** Body bytes and headers as a client would send them. */
export function encodeBody(body: FuzzBody): { payload?: Buffer | string; headers: Record<string, string> } {
  switch (body.kind) {
    case 'none':
      return { headers: {} };
    case 'text':
      return { payload: body.text, headers: body.contentType ? { 'content-type': body.contentType } : {} };
    case 'bytes':
      return { payload: body.data, headers: body.contentType ? { 'content-type': body.contentType } : {} };
    case 'multipart': {
      const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
      const chunks: Buffer[] = [];
      for (const part of body.parts) {
        const disposition = body.damage === 'no-disposition' ? '' : `Content-Disposition: form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}\r\n`;
        const type = part.contentType !== undefined ? `Content-Type: ${part.contentType}\r\n` : '';
        chunks.push(Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n`), part.data, Buffer.from('\r\n'));
      }
      if (body.damage !== 'no-end') chunks.push(Buffer.from(`--${boundary}--\r\n`));
      const header =
        body.damage === 'no-boundary' ? 'multipart/form-data' : body.damage === 'wrong-boundary' ? 'multipart/form-data; boundary=autrechose' : `multipart/form-data; boundary=${boundary}`;
      return { payload: Buffer.concat(chunks), headers: { 'content-type': header } };
    }
  }
}

/** A short, printable account of a case for the failure report. */
export function describeCase(target: FuzzTarget, c: FuzzCase): string {
  const url = urlOf(target, c.params, c.query);
  const body =
    c.body.kind === 'none'
      ? 'no body'
      : c.body.kind === 'multipart'
        ? `multipart (${c.body.damage}) parts ${JSON.stringify(c.body.parts.map((p) => ({ name: p.name, filename: p.filename, contentType: p.contentType, bytes: p.data.length })))}`
        : c.body.kind === 'bytes'
          ? `${c.body.data.length} bytes as ${c.body.contentType}`
          : `${c.body.contentType ?? 'no content-type'}: ${c.body.text.length > 300 ? `${c.body.text.slice(0, 300)}… (${c.body.text.length} chars)` : c.body.text}`;
  return `${target.method} ${url.length > 300 ? `${url.slice(0, 300)}…` : url} as ${c.caller}${c.caller === 'forged' ? ` (${c.cookie.slice(0, 60)})` : ''}, ${body}`;
}
