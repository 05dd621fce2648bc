// IBAN and BIC rules (ISO 13616, ISO 9362), the same on the bank-account form and in the API that
// stores the account: the country's length from the SWIFT IBAN registry, then the mod-97 checksum.

/** Length of the IBAN of each country of the SWIFT IBAN registry. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
  SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** The longest IBAN of the registry: a field never needs more. */
export const IBAN_MAX_LENGTH = 34;

export type IbanProblem = 'empty' | 'characters' | 'country' | 'length' | 'checksum';
export type IbanCheck = { ok: true; iban: string } | { ok: false; problem: IbanProblem; country?: string; expectedLength?: number };

/** Upper case, without the spaces, dashes and dots people type or paste. */
export function normaliseIban(value: string): string {
  return value.replace(/[\s\-.]/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 of an IBAN, read as digits after moving its first four characters to the end. */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    // A letter counts as two digits: A = 10 … Z = 35.
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : char.charCodeAt(0) - 48;
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

export function checkIban(value: string): IbanCheck {
  const iban = normaliseIban(value);
  if (iban === '') return { ok: false, problem: 'empty' };
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return { ok: false, problem: 'characters' };
  const country = iban.slice(0, 2);
  const expectedLength = IBAN_LENGTHS[country];
  if (expectedLength === undefined) return { ok: false, problem: 'country', country };
  if (iban.length !== expectedLength) return { ok: false, problem: 'length', country, expectedLength };
  if (ibanRemainder(iban) !== 1) return { ok: false, problem: 'checksum', country };
  return { ok: true, iban };
}

/**
 * Groups of four, upper case: 'fr7630006000011234567890189' -> 'FR76 3000 6000 0112 3456 7890 189'.
 * What cannot be in an IBAN is dropped and the text stops at 34 characters, so it also formats a
 * field while it is typed.
 */
export function groupIban(value: string): string {
  return normaliseIban(value)
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, IBAN_MAX_LENGTH)
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** Only the country, the check digits and the last five characters stay readable (BankAccountView.iban_masked). */
export function maskIban(iban: string): string {
  const clean = normaliseIban(iban);
  const visibleTail = 5;
  const masked = clean
    .split('')
    .map((char, index) => (index < 4 || index >= clean.length - visibleTail ? char : '•'))
    .join('');
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The short form shown on the SCA page: 'FR76 •••• 345'. */
export function shortIban(iban: string): string {
  const clean = normaliseIban(iban);
  return `${clean.slice(0, 4)} •••• ${clean.slice(-3)}`;
}

/** BIC (ISO 9362): bank, country, location, optional branch; spaces ignored, upper-cased. */
export function normaliseBic(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normaliseBic(value));
}
