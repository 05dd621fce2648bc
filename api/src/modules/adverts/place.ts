/*
 * Where an advert is, as precisely as a visitor may know before a visit: the city, and the
 * arrondissement of Paris, Lyon and Marseille read from the postal code. Never the street.
 */

interface Arrondissements {
  city: string;
  /** Postal code of the 1st arrondissement; the n-th is first + n − 1. */
  first: number;
  count: number;
  /** Postal codes that name an arrondissement outside the sequence (75116: the 16th, north). */
  extra?: Record<string, number>;
}

const ARRONDISSEMENTS: readonly Arrondissements[] = [
  { city: 'Paris', first: 75001, count: 20, extra: { '75116': 16 } },
  { city: 'Lyon', first: 69001, count: 9 },
  { city: 'Marseille', first: 13001, count: 16 },
];

function ordinal(n: number): string {
  return n === 1 ? '1er' : `${n}e`;
}

function arrondissementOf(postalCode: string): { city: string; number: number } | null {
  if (!/^[0-9]{5}$/.test(postalCode)) return null;
  const code = Number(postalCode);
  for (const entry of ARRONDISSEMENTS) {
    const extra = entry.extra?.[postalCode];
    if (extra !== undefined) return { city: entry.city, number: extra };
    if (code >= entry.first && code < entry.first + entry.count) return { city: entry.city, number: code - entry.first + 1 };
  }
  return null;
}

/** 'Lyon 4e' for 69004, 'Paris 11e', 'Paris 1er', 'Marseille 5e'; otherwise the city (null if unknown). */
export function districtOf(city: string | null, postalCode: string | null): string | null {
  const arrondissement = postalCode ? arrondissementOf(postalCode.trim()) : null;
  if (arrondissement) return `${arrondissement.city} ${ordinal(arrondissement.number)}`;
  return city?.trim() || null;
}

/** The département part of a French postal code: '69' for 69004, '974' overseas; null otherwise. */
export function postalCodePrefix(postalCode: string | null): string | null {
  const code = postalCode?.trim() ?? '';
  if (!/^[0-9]{5}$/.test(code)) return null;
  return code.startsWith('97') || code.startsWith('98') ? code.slice(0, 3) : code.slice(0, 2);
}
