/**
 * Folds a name for accent- and case-insensitive prefix search: lowercase, diacritics removed,
 * every run of non-alphanumeric characters (hyphen, apostrophe, space) turned into one space.
 * The output only contains [a-z0-9 ], which the city search relies on for its range bound.
 */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** URL slug: "Saint-Étienne" -> "saint-etienne". */
export function slugify(value: string): string {
  return normalizeSearchText(value).replace(/ /g, '-');
}

/** Removes CR/LF so user text cannot break a mail header line. */
export function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
