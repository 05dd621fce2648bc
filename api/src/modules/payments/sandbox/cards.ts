// The sandbox's card rules: test cards only (no real card number is ever typed into a test
// environment), Luhn checksum, expiry, CVC, with the French errors the card page shows.

export type CardBehaviour = 'success' | 'challenge' | 'refused';

export interface TestCard {
  number: string;
  brand: string;
  behaviour: CardBehaviour;
  /** What happens, as listed on the card page. */
  outcome: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'Visa', behaviour: 'success', outcome: 'Paiement accepté immédiatement' },
  { number: '4000000000003220', brand: 'Visa', behaviour: 'challenge', outcome: 'Authentification 3-D Secure demandée, puis accepté' },
  { number: '4000000000000002', brand: 'Visa', behaviour: 'refused', outcome: 'Paiement refusé par la banque' },
];

/** « 4242 4242 4242 4242 » */
export function groupedNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Luhn (ISO/IEC 7812) checksum of a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardField = keyof CardInput;
export type CardErrors = Partial<Record<CardField, string>>;

export const CARD_ERRORS = {
  numberRequired: 'Saisissez le numéro de la carte.',
  numberFormat: 'Le numéro de carte doit comporter de 13 à 19 chiffres.',
  numberLuhn: "Ce numéro de carte n'est pas valide : vérifiez-le.",
  numberNotTest: "Cette carte n'est pas une carte de test : utilisez l'une des cartes listées ci-dessous.",
  expiryRequired: "Saisissez la date d'expiration.",
  expiryFormat: "La date d'expiration doit être au format MM/AA.",
  expiryPast: 'Cette carte est expirée.',
  cvcFormat: 'Le cryptogramme visuel (CVC) doit comporter 3 chiffres.',
  holderRequired: 'Saisissez le nom du titulaire de la carte.',
} as const;

/** The expiry as [year, month] if it reads MM/AA (or MM/AAAA); null otherwise. */
export function parseExpiry(value: string): [number, number] | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return [year, month];
}

/** Checks what the card page posted; `card` is the test card on success. */
export function checkCard(input: CardInput, now: Date): { errors: CardErrors; card: TestCard | null } {
  const errors: CardErrors = {};
  const digits = input.number.replace(/[\s-]/g, '');
  let card: TestCard | null = null;
  if (digits === '') errors.number = CARD_ERRORS.numberRequired;
  else if (!/^\d{13,19}$/.test(digits)) errors.number = CARD_ERRORS.numberFormat;
  else if (!luhnValid(digits)) errors.number = CARD_ERRORS.numberLuhn;
  else {
    card = TEST_CARDS.find((c) => c.number === digits) ?? null;
    if (!card) errors.number = CARD_ERRORS.numberNotTest;
  }

  if (input.expiry.trim() === '') errors.expiry = CARD_ERRORS.expiryRequired;
  else {
    const expiry = parseExpiry(input.expiry);
    if (!expiry) errors.expiry = CARD_ERRORS.expiryFormat;
    else {
      // Valid to the end of its month.
      const [year, month] = expiry;
      const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
      if (year * 12 + (month - 1) < current) errors.expiry = CARD_ERRORS.expiryPast;
    }
  }

  if (!/^\d{3}$/.test(input.cvc.trim())) errors.cvc = CARD_ERRORS.cvcFormat;
  if (input.holder.trim() === '') errors.holder = CARD_ERRORS.holderRequired;
  return { errors, card: Object.keys(errors).length === 0 ? card : null };
}
