// Calls of the bank account section and the SCA warning. Form calls show their errors inline
// (FORM_STATUSES); loads and SCA confirmations are silent, the screens show their own messages.
import { api, FORM_STATUSES, type BankAccountCreated, type BankAccountInput, type BankAccountOwnerType, type BankAccountView, type ScaReturn, type User } from '@coloc/shared';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: [...FORM_STATUSES, 410, 502, 503] } };

/** GET /api/sca-status: what the warning block offers (api/src/modules/bank-accounts). */
export interface ScaStatusOverview {
  sca_status: User['sca_status'];
  /** PAYMENT_PROVIDER: the {provider} of enroll-sca. */
  provider: string;
  sandbox: boolean;
  has_validated_account: boolean;
  last_sca_at: string | null;
  renew_before: string | null;
}

export interface EnrollStarted {
  sca_redirect_url: string;
  sca_type: string;
}

export function fetchAccounts(): Promise<BankAccountView[]> {
  return api.get('bank_accounts', silent).json<BankAccountView[]>();
}

export function createAccount(input: BankAccountInput, owner: { type: BankAccountOwnerType; id: number }): Promise<BankAccountCreated> {
  const searchParams = { ownerType: owner.type, ownerID: String(owner.id), sca: 'true' };
  return api.post('bank_accounts', { json: input, searchParams, ...inline }).json<BankAccountCreated>();
}

export function confirmAccountSca(accountId: number, result: ScaReturn): Promise<BankAccountView> {
  return api.post(`bank_accounts/${accountId}/sca`, { json: result, ...silent }).json<BankAccountView>();
}

export async function deleteAccount(accountId: number): Promise<void> {
  await api.delete(`bank_accounts/${accountId}`);
}

export function fetchScaStatus(): Promise<ScaStatusOverview> {
  return api.get('sca-status', silent).json<ScaStatusOverview>();
}

export function startEnroll(provider: string, returnPath: string): Promise<EnrollStarted> {
  return api.post(`${encodeURIComponent(provider)}/enroll-sca`, { json: { return_path: returnPath }, ...inline }).json<EnrollStarted>();
}

export function confirmEnroll(provider: string, result: ScaReturn): Promise<{ sca_status: string }> {
  return api.post(`${encodeURIComponent(provider)}/enroll-sca/confirm`, { json: result, ...silent }).json<{ sca_status: string }>();
}
