// The form's own checks, shown next to each field after a submit attempt (the API checks again).
import { checkIban, isValidBic, normaliseIban } from '@coloc/contract/payments/iban';

export const HOLDER_MAX = 120;

export interface AccountFormValues {
  holder_name: string;
  iban: string;
  bic: string;
}

/** Text keys under bankAccount.form, with their values for interpolation. */
export type FieldError =
  | { key: 'holderRequired' | 'holderTooLong' | 'ibanRequired' | 'ibanInvalid' | 'ibanCharacters' | 'ibanCountry' | 'bicInvalid' }
  | { key: 'ibanLength'; values: { country: string; length: number } };

export type AccountFormErrors = Partial<Record<keyof AccountFormValues, FieldError>>;

export function validateAccountForm(values: AccountFormValues): AccountFormErrors {
  const errors: AccountFormErrors = {};
  const holder = values.holder_name.trim();
  if (!holder) errors.holder_name = { key: 'holderRequired' };
  else if (holder.length > HOLDER_MAX) errors.holder_name = { key: 'holderTooLong' };

  const iban = checkIban(values.iban);
  if (!iban.ok) {
    switch (iban.problem) {
      case 'empty':
        errors.iban = { key: 'ibanRequired' };
        break;
      case 'characters':
        errors.iban = { key: 'ibanCharacters' };
        break;
      case 'country':
        errors.iban = { key: 'ibanCountry' };
        break;
      case 'length':
        errors.iban = { key: 'ibanLength', values: { country: iban.country ?? '', length: iban.expectedLength ?? 0 } };
        break;
      case 'checksum':
        errors.iban = { key: 'ibanInvalid' };
        break;
    }
  }

  if (values.bic.trim() && !isValidBic(values.bic)) errors.bic = { key: 'bicInvalid' };
  return errors;
}

/** The body values once the form is valid. */
export function cleanAccountForm(values: AccountFormValues): { holder_name: string; iban: string; bic: string | null } {
  const bic = values.bic.replace(/\s/g, '').toUpperCase();
  return { holder_name: values.holder_name.trim(), iban: normaliseIban(values.iban), bic: bic || null };
}
