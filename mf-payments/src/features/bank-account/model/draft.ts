// What the user typed survives the trip to the provider's page (a full page change): kept in this
// tab's sessionStorage until the return is handled, so a refused authentication loses nothing.

export interface BankAccountDraft {
  /** The pending account the SCA is for. */
  account_id: number;
  holder_name: string;
  iban: string;
  bic: string;
  owner_type: 'user' | 'company';
}

const KEY = 'tp_bank_account_draft';

export function saveDraft(draft: BankAccountDraft, storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Private mode or full storage: the return still works from the server's pending account.
  }
}

export function readDraft(storage: Storage = window.sessionStorage): BankAccountDraft | null {
  try {
    const raw = storage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<BankAccountDraft>;
    if (typeof value.account_id !== 'number') return null;
    return {
      account_id: value.account_id,
      holder_name: typeof value.holder_name === 'string' ? value.holder_name : '',
      iban: typeof value.iban === 'string' ? value.iban : '',
      bic: typeof value.bic === 'string' ? value.bic : '',
      owner_type: value.owner_type === 'company' ? 'company' : 'user',
    };
  } catch {
    return null;
  }
}

export function clearDraft(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
