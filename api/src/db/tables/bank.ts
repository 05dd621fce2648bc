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
  /** 'pending_sca' until the SCA round trip is validated, then 'validated'; 'refused' otherwise. */
  status: string;
  validated_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BankTables {
  bank_accounts: BankAccountsTable;
}
