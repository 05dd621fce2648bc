/**
 * Tells whether an error message is French text written for a person, rather than what ajv,
 * Fastify, SQLite or Node would say ("body/name must be string", "Unexpected token } in JSON",
 * "SQLITE_CONSTRAINT", "Cannot read properties of undefined"…).
 */

/** English words those libraries use, none of which is also a French word. */
const ENGLISH_WORDS = [
  'must',
  'should',
  'property',
  'properties',
  'unexpected',
  'json',
  'body',
  'querystring',
  'params',
  'invalid',
  'constraint',
  'sqlite',
  'undefined',
  'null',
  'nan',
  'error',
  'failed',
  'cannot',
  'found',
  'required',
  'expected',
  'string',
  'integer',
  'boolean',
  'array',
  'allowed',
  'additional',
  'length',
  'characters',
  'items',
  'match',
  'equal',
  'greater',
  'than',
  'the',
  'and',
  'is',
  'of',
  'to',
  'with',
  'request',
  'bad',
  'internal',
  'server',
  'unsupported',
  'media',
  'payload',
  'too',
  'unknown',
  'read',
  'token',
  'reading',
  'not',
];
const ENGLISH = new RegExp(`(?<![\\p{L}\\p{N}_'’-])(${ENGLISH_WORDS.join('|')})(?![\\p{L}\\p{N}_'’-])`, 'iu');

/** Machine output: error codes, stack frames, JSON, file paths. */
const TECHNICAL = /FST_|ERR_|SQLITE|TypeError|RangeError|SyntaxError|\bat \S+ \(|[{}\\]|\/(?:src|node_modules)\//;

/** Words that almost every French sentence of ours holds, to tell French from a bare code. */
const FRENCH_MARKERS =
  /[àâçéèêëîïôûùüÿœ]|(?<![\p{L}])(le|la|les|de|des|du|un|une|est|sont|pas|vous|votre|vos|ce|cette|ces|doit|en|au|aux|ou|et|pour|sur|dans|avec|sans|plus|trop|il|elle|aucun|aucune|champ|inconnu|inconnue|introuvable|ressource|n’|n')(?![\p{L}])/iu;

/**
 * What the API may quote inside a French sentence: a field name between « » or in parentheses,
 * the name after "Champ inconnu :", protocol values in capitals (VALIDATED, REFUSED…).
 */
function withoutQuotedNames(message: string): string {
  return message
    .replace(/«[^»]*»/g, '«»')
    .replace(/\([A-Za-z_][A-Za-z0-9_]*\)/g, '()')
    .replace(/(?<![\p{L}])[A-Z][A-Z_]+(?![\p{L}])/gu, '')
    .replace(/^(Champ inconnu\s*:).*$/su, '$1');
}

/** null when `message` reads as a French sentence, else why not. */
export function frenchProblem(message: unknown, options: { maxLength?: number } = {}): string | null {
  if (typeof message !== 'string') return `error is ${message === null ? 'null' : typeof message}, not a string`;
  const text = message.trim();
  if (text === '') return 'error is empty';
  if (!/\p{L}/u.test(text)) return `error has no letter: ${JSON.stringify(text)}`;
  if (text.length > (options.maxLength ?? 400)) return `error is ${text.length} characters long (input echoed back?)`;
  const own = withoutQuotedNames(text);
  const english = ENGLISH.exec(own);
  if (english) return `English word "${english[1]}" in ${JSON.stringify(text)}`;
  const technical = TECHNICAL.exec(text);
  if (technical) return `technical text "${technical[0]}" in ${JSON.stringify(text)}`;
  if (!FRENCH_MARKERS.test(own)) return `no French word in ${JSON.stringify(text)}`;
  return null;
}

/** The visible text of an HTML page (good enough for our server-rendered pages). */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
