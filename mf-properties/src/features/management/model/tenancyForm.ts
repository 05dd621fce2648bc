// The "add a tenant" form: its values as typed, the French errors shown after a submit attempt,
// and the body of POST /api/homes/{id}/tenancies.
import { EMAIL_PATTERN, type TenancyInput } from '@coloc/shared';
import { isIsoDate, parseAmount } from '../../../entities/owner-common/model/formValues';

/** '' (nothing chosen yet), 'whole' for the whole home, or a room id. */
export type RoomChoice = '' | 'whole' | `${number}`;

export interface TenancyValues {
  room: RoomChoice;
  tenant_name: string;
  tenant_email: string;
  start_date: string;
  rent: string;
  charges: string;
  deposit: string;
}

export type TenancyErrorKey = 'required' | 'email' | 'date' | 'amount' | 'amountPositive';
export type TenancyErrors = Partial<Record<keyof TenancyValues, TenancyErrorKey>>;

export const EMPTY_TENANCY: TenancyValues = { room: '', tenant_name: '', tenant_email: '', start_date: '', rent: '', charges: '', deposit: '' };

export const TENANT_NAME_MAX = 120;

function amountError(value: string, { positive }: { positive: boolean }): TenancyErrorKey | undefined {
  if (!value.trim()) return 'required';
  const amount = parseAmount(value);
  if (amount === null) return 'amount';
  if (positive && amount <= 0) return 'amountPositive';
  return undefined;
}

export function tenancyErrors(values: TenancyValues): TenancyErrors {
  const errors: TenancyErrors = {};
  if (!values.room) errors.room = 'required';
  if (!values.tenant_name.trim()) errors.tenant_name = 'required';
  const email = values.tenant_email.trim();
  if (!email) errors.tenant_email = 'required';
  else if (!EMAIL_PATTERN.test(email)) errors.tenant_email = 'email';
  if (!values.start_date.trim()) errors.start_date = 'required';
  else if (!isIsoDate(values.start_date)) errors.start_date = 'date';
  const rent = amountError(values.rent, { positive: true });
  if (rent) errors.rent = rent;
  const charges = amountError(values.charges, { positive: false });
  if (charges) errors.charges = charges;
  const deposit = amountError(values.deposit, { positive: false });
  if (deposit) errors.deposit = deposit;
  return errors;
}

/** The API body; call only once `tenancyErrors` is empty. */
export function toTenancyInput(values: TenancyValues): TenancyInput {
  return {
    room_id: values.room === 'whole' ? null : Number(values.room),
    tenant_name: values.tenant_name.trim(),
    tenant_email: values.tenant_email.trim(),
    start_date: values.start_date,
    rent: parseAmount(values.rent) ?? 0,
    charges: parseAmount(values.charges) ?? 0,
    deposit: parseAmount(values.deposit) ?? 0,
  };
}
