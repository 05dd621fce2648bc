// Tables of modules/bank-accounts (migration 010): bank accounts and SCA operations.
type Timestamp = string;

export interface BankAccountsTable {
  id: import('kysely').Generated<number>;
  /** 'user' | 'company' (the query's ownerType). */
  owner_type: string;
  owner_id: number;
  /** Who added it (the signed-in user); ownership checks use this. */
  user_id: number;
  holder_name: string;
  /** Normalised: upper case, no spaces. */
  iban: string;
  bic: string | null;
  /**
   * 'pending_sca' until the SCA round trip is validated, then 'validated'; 'refused' otherwise.
   * 'archived': a validated account replaced by a newer one of the same owner (kept for the record).
   */
  status: string;
  validated_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * Our record of one strong customer authentication: the only thing a return is checked against.
 * `reference` travels as the return's actionStatus; the browser's controlStatus is never trusted.
 */
export interface ScaOperationsTable {
  id: import('kysely').Generated<number>;
  /** Opaque random reference (actionStatus on the return). */
  reference: string;
  user_id: number;
  /** 'bank_account' (adding an account) | 'enroll' (re-authentication, SPEC 7 enroll-sca). */
  kind: string;
  /** The account being added (kind 'bank_account'), or the validated account re-authenticated. */
  bank_account_id: number | null;
  /** config.paymentProvider when the operation started. */
  provider: string;
  /** The provider's own id for the operation, used to read its outcome server to server. */
  provider_reference: string;
  sca_type: string;
  /** 'pending' | 'validated' | 'refused' | 'cancelled' | 'error' | 'expired'. */
  status: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Set once the return was processed: a replayed actionStatus is refused. */
  consumed_at: Timestamp | null;
}

/**
 * The built-in sandbox provider's own records (what a real PSP keeps on its side): the page the
 * browser is sent to, the test code, and the outcome the sandbox reports back.
 */
export interface SandboxScaOperationsTable {
  id: import('kysely').Generated<number>;
  /** Random id in the page URL (/api/sandbox-provider/sca/{token}). */
  token: string;
  /** The merchant's reference (our sca_operations.reference), echoed as actionStatus. */
  merchant_reference: string;
  /** The payer: only this signed-in user may answer the page. */
  user_id: number;
  /** What is authenticated, in French (« Ajout du compte FR76 •••• 345 »). */
  label: string;
  return_url: string;
  /** The 6-digit code the sandbox shows and expects. */
  code: string;
  attempts: number;
  /** 'PENDING' | 'VALIDATED' | 'REFUSED' | 'CANCELLED' | 'ERROR'. */
  outcome: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface BankTables {
  bank_accounts: BankAccountsTable;
  sca_operations: ScaOperationsTable;
  sandbox_sca_operations: SandboxScaOperationsTable;
}
