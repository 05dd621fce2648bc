// The lease form: values as typed, French errors after a submit attempt (with the deposit cap of
// French law: 1 month of rent without charges for an unfurnished home, 2 for a furnished one), and
// the body of POST /api/homes/{id}/leases.
import { EMAIL_PATTERN, type LeaseInput, type LeaseKind } from '@coloc/shared';
import { isIsoDate, parseAmount, parseWhole } from '../../owner-common/model/formValues';

export interface LeaseValues {
  kind: LeaseKind;
  room: string;
  tenant_email: string;
  start_date: string;
  duration_months: string;
  rent: string;
  charges: string;
  deposit: string;
  furnished: boolean;
  special_terms: string;
}

export type LeaseErrorKey = 'required' | 'email' | 'date' | 'amount' | 'amountPositive' | 'duration' | 'depositTooHigh' | 'termsTooLong';
export type LeaseErrors = Partial<Record<keyof LeaseValues, LeaseErrorKey>>;

export const DURATION_MAX_MONTHS = 120;
export const SPECIAL_TERMS_MAX = 4000;

export function emptyLease(kind: LeaseKind): LeaseValues {
  return { kind, room: '', tenant_email: '', start_date: '', duration_months: '12', rent: '', charges: '', deposit: '', furnished: true, special_terms: '' };
}

/** The highest deposit allowed: 1 month of rent without charges, 2 when furnished. */
export function maxDeposit(rent: number, furnished: boolean): number {
  return rent * (furnished ? 2 : 1);
}

function amountError(value: string, positive: boolean): LeaseErrorKey | undefined {
  if (!value.trim()) return 'required';
  const amount = parseAmount(value);
  if (amount === null) return 'amount';
  if (positive && amount <= 0) return 'amountPositive';
  return undefined;
}

export function leaseErrors(values: LeaseValues): LeaseErrors {
  const errors: LeaseErrors = {};
  if (values.kind === 'room' && !values.room) errors.room = 'required';
  const email = values.tenant_email.trim();
  if (!email) errors.tenant_email = 'required';
  else if (!EMAIL_PATTERN.test(email)) errors.tenant_email = 'email';
  if (!values.start_date.trim()) errors.start_date = 'required';
  else if (!isIsoDate(values.start_date)) errors.start_date = 'date';
  const months = parseWhole(values.duration_months);
  if (!values.duration_months.trim()) errors.duration_months = 'required';
  else if (months === null || months < 1 || months > DURATION_MAX_MONTHS) errors.duration_months = 'duration';
  const rent = amountError(values.rent, true);
  if (rent) errors.rent = rent;
  const charges = amountError(values.charges, false);
  if (charges) errors.charges = charges;
  const deposit = amountError(values.deposit, false);
  if (deposit) errors.deposit = deposit;
  else if (!rent && (parseAmount(values.deposit) ?? 0) > maxDeposit(parseAmount(values.rent) ?? 0, values.furnished)) errors.deposit = 'depositTooHigh';
  if (values.special_terms.trim().length > SPECIAL_TERMS_MAX) errors.special_terms = 'termsTooLong';
  return errors;
}

/** The API body; call only once `leaseErrors` is empty. */
export function toLeaseInput(values: LeaseValues): LeaseInput {
  const terms = values.special_terms.trim();
  return {
    kind: values.kind,
    room_id: values.kind === 'room' ? Number(values.room) : null,
    tenant_email: values.tenant_email.trim(),
    start_date: values.start_date,
    duration_months: parseWhole(values.duration_months) ?? 0,
    rent: parseAmount(values.rent) ?? 0,
    charges: parseAmount(values.charges) ?? 0,
    deposit: parseAmount(values.deposit) ?? 0,
    furnished: values.furnished,
    special_terms: terms || null,
  };
}
