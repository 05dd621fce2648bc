// Calls of the bank account section and the SCA warning. Form calls show their errors inline
// (FORM_STATUSES); loads and SCA confirmations are silent, the screens show their own messages.
import { FORM_STATUSES, type BankAccountCreated, type BankAccountInput, type BankAccountOwnerType, type BankAccountView, type EnrollConfirmed, type EnrollStarted, type ScaReturn, type ScaStatusInfo, call } from '@coloc/shared';
import { BANK_ACCOUNTS_ENDPOINTS } from '@coloc/contract/bank-accounts/endpoints';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: [...FORM_STATUSES, 410, 502, 503] } };

/** GET /api/sca-status: what the warning block offers (its `provider` is the {provider} of enroll-sca). */
export type ScaStatusOverview = ScaStatusInfo;
export type { EnrollStarted };

export function fetchAccounts(): Promise<BankAccountView[]> {
  return call(BANK_ACCOUNTS_ENDPOINTS, 'bankAccounts.list', {}, silent);
}

export function createAccount(input: BankAccountInput, owner: { type: BankAccountOwnerType; id: number }): Promise<BankAccountCreated> {
  return call(BANK_ACCOUNTS_ENDPOINTS, 'bankAccounts.create', { query: { ownerType: owner.type, ownerID: owner.id, sca: 'true' }, body: input }, inline);
}

export function confirmAccountSca(accountId: number, result: ScaReturn): Promise<BankAccountView> {
  return call(BANK_ACCOUNTS_ENDPOINTS, 'bankAccounts.scaReturn', { id: accountId, body: result }, silent);
}

export async function deleteAccount(accountId: number): Promise<void> {
  await call(BANK_ACCOUNTS_ENDPOINTS, 'bankAccounts.delete', { id: accountId });
}

export function fetchScaStatus(): Promise<ScaStatusOverview> {
  return call(BANK_ACCOUNTS_ENDPOINTS, 'bankAccounts.scaStatus', {}, silent);
}

export function startEnroll(provider: string, returnPath: string): Promise<EnrollStarted> {
  return call(BANK_ACCOUNTS_ENDPOINTS, 'bankAccounts.enrollSca', { provider, body: { return_path: returnPath } }, inline);
}

export function confirmEnroll(provider: string, result: ScaReturn): Promise<EnrollConfirmed> {
  return call(BANK_ACCOUNTS_ENDPOINTS, 'bankAccounts.confirmEnrollSca', { provider, body: result }, silent);
}
