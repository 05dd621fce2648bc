import { CITIES_COUNTRY_CODES } from './country-codes';
import type { Option } from './types';

export const FRANCE_ID = 6;
/** The overseas group is a heading in the list, not a selectable country. */
export const OVERSEAS_GROUP_ID = 0;

/** French overseas territories, with the country ids the product already uses (SPEC 3). */
export const OVERSEAS: ReadonlyArray<{ id: number; code: string; text: string }> = [
  { id: 199, code: 'GP', text: 'Guadeloupe' },
  { id: 213, code: 'MQ', text: 'Martinique' },
  { id: 202, code: 'GF', text: 'Guyane' },
  { id: 228, code: 'RE', text: 'La Réunion' },
  { id: 214, code: 'YT', text: 'Mayotte' },
  { id: 236, code: 'PM', text: 'Saint-Pierre-et-Miquelon' },
  { id: 231, code: 'BL', text: 'Saint-Barthélemy' },
  { id: 234, code: 'MF', text: 'Saint-Martin' },
  { id: 252, code: 'WF', text: 'Wallis-et-Futuna' },
  { id: 227, code: 'PF', text: 'Polynésie française' },
  { id: 221, code: 'NC', text: 'Nouvelle-Calédonie' },
  { id: 246, code: 'TF', text: 'Terres australes et antarctiques françaises' },
];

const OVERSEAS_BY_CODE = new Map(OVERSEAS.map((o) => [o.code, o]));
const OVERSEAS_BY_ID = new Map(OVERSEAS.map((o) => [o.id, o]));

const A = 'A'.charCodeAt(0);
const CODE_ID_BASE = 1000;

/**
 * Stable id for a country from its ISO alpha-2 code: France and its overseas territories keep
 * their historical ids, every other country gets 1000 + its position in the AA..ZZ grid.
 */
export function countryIdFromCode(code: string): number {
  const upper = code.toUpperCase();
  if (upper === 'FR') return FRANCE_ID;
  const overseas = OVERSEAS_BY_CODE.get(upper);
  if (overseas) return overseas.id;
  if (!/^[A-Z]{2}$/.test(upper)) throw new Error(`Invalid country code: ${code}`);
  return CODE_ID_BASE + (upper.charCodeAt(0) - A) * 26 + (upper.charCodeAt(1) - A);
}

export function countryCodeFromId(id: number): string | null {
  if (id === FRANCE_ID) return 'FR';
  const overseas = OVERSEAS_BY_ID.get(id);
  if (overseas) return overseas.code;
  const offset = id - CODE_ID_BASE;
  if (!Number.isInteger(offset) || offset < 0 || offset >= 26 * 26) return null;
  return String.fromCharCode(A + Math.floor(offset / 26), A + (offset % 26));
}

let displayNames: Intl.DisplayNames | null = null;

function frenchRegionName(code: string): string {
  displayNames ??= new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'code' });
  return displayNames.of(code) ?? code;
}

/**
 * The name to show for a country id. France is "France" here; the longer
 * "France métropolitaine" only appears in the option list (SPEC 3, country rule).
 */
export function countryName(id: number): string | null {
  if (id === FRANCE_ID) return 'France';
  const overseas = OVERSEAS_BY_ID.get(id);
  if (overseas) return overseas.text;
  const code = countryCodeFromId(id);
  return code && CITIES_COUNTRY_CODES.includes(code) ? frenchRegionName(code) : null;
}

let cached: Option[] | null = null;

export function countryOptions(): Option[] {
  if (cached) return cached;
  const others = CITIES_COUNTRY_CODES.filter((code) => code !== 'FR' && !OVERSEAS_BY_CODE.has(code))
    .map((code) => ({ id: countryIdFromCode(code), text: frenchRegionName(code), children: [] as Option[] }))
    .sort((a, b) => a.text.localeCompare(b.text, 'fr'));
  cached = [
    { id: FRANCE_ID, text: 'France métropolitaine', children: [] },
    {
      id: OVERSEAS_GROUP_ID,
      text: "France d'outre-mer",
      children: OVERSEAS.map((o) => ({ id: o.id, text: o.text, children: [] })),
    },
    ...others,
  ];
  return cached;
}
