export interface Option {
  id: number;
  text: string;
  children: Option[];
}

/**
 * Builds a flat list. Ids are stored in profiles and searches and encoded in URLs: never
 * renumber or reuse one; append new entries with a new id.
 */
export function list(entries: ReadonlyArray<readonly [number, string]>): Option[] {
  return entries.map(([id, text]) => ({ id, text, children: [] }));
}
