// The bank account section: the caller's accounts, adding one (POST, then off to the provider's
// SCA page), the return (confirmed by the server, never trusted from the URL), deletion.
import { confirm, errorStatus, errorText, loadUser, type BankAccountOwnerType, type BankAccountView } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { confirmAccountSca, createAccount, deleteAccount, fetchAccounts } from '../api/bankAccountsApi';
import { clearDraft, readDraft, saveDraft, type BankAccountDraft } from './draft';
import { controlStatusForServer, outcomeOf, type ScaOutcomeKind, type ScaReturnQuery } from './scaReturn';

export type ListState = 'loading' | 'ready' | 'failed';

export interface AccountSubmission {
  holder_name: string;
  /** Normalised (no spaces). */
  iban: string;
  bic: string | null;
  owner: { type: BankAccountOwnerType; id: number };
  return_path: string;
}

/** What the last SCA return came to, for the message above the form. */
export type ReturnOutcome =
  | { kind: 'confirming' }
  | { kind: 'validated'; account: BankAccountView }
  | { kind: Exclude<ScaOutcomeKind, 'validated'>; message: string | null }
  /** No account was waiting; `validated` when the bank said VALIDATED all the same (SPEC 4). */
  | { kind: 'none'; message: null; validated: boolean };

export const panelOpened = createEvent();
export const listRetried = createEvent();
export const accountSubmitted = createEvent<AccountSubmission>();
export const scaReturned = createEvent<ScaReturnQuery>();
/** The dialog's words come from the UI's texts: the model stays free of i18n. */
export interface DeleteRequest {
  account: BankAccountView;
  dialog: { title: string; content: string; yes: string };
}
export const deleteRequested = createEvent<DeleteRequest>();
export const outcomeDismissed = createEvent();
/** The browser came back to this page from its cache (Back from the provider's page): not leaving any more. */
export const pageRestored = createEvent();

export const loadAccountsFx = createEffect(fetchAccounts);

// Side effects in their own effects so that tests can replace them in a fork.
export const goToScaFx = createEffect((url: string) => {
  window.location.assign(url);
});
export const saveDraftFx = createEffect((draft: BankAccountDraft) => saveDraft(draft));
export const clearDraftFx = createEffect(() => clearDraft());
/** The user object again: its sca_status changed, the shell hides or shows the warning. */
export const refreshUserFx = createEffect(() => loadUser());

export const createAccountFx = createEffect(async (submission: AccountSubmission) => {
  const { owner, ...input } = submission;
  const created = await createAccount(input, owner);
  return { created, submission };
});

/**
 * Confirms a return with the server. The account is the one this tab sent to the provider (its
 * draft), else the newest one still waiting (the user came back in another tab).
 */
export const confirmReturnFx = createEffect(async (query: ScaReturnQuery): Promise<{ outcome: ReturnOutcome; draft: BankAccountDraft | null }> => {
  const draft = readDraft();
  const accountId = draft?.account_id ?? (await fetchAccounts()).find((account) => account.status === 'pending_sca')?.id;
  if (accountId === undefined) return { outcome: { kind: 'none', message: null, validated: outcomeOf(query.controlStatus) === 'validated' }, draft };
  const claimed = outcomeOf(query.controlStatus);
  try {
    const account = await confirmAccountSca(accountId, { controlStatus: controlStatusForServer(query.controlStatus), actionStatus: query.actionStatus });
    if (account.status === 'validated') return { outcome: { kind: 'validated', account }, draft };
    return { outcome: { kind: claimed === 'validated' ? 'error' : claimed, message: null }, draft };
  } catch (error) {
    // The server's French reason when it has one (refused, cancelled, replayed, expired).
    const status = errorStatus(error);
    const message = status !== null && status < 500 ? errorText(error) : null;
    return { outcome: { kind: claimed === 'validated' ? 'error' : claimed, message }, draft };
  }
});

export const deleteAccountFx = createEffect(async ({ account, dialog }: DeleteRequest) => {
  if (!(await confirm(dialog))) return false;
  await deleteAccount(account.id);
  return true;
});

export const $accounts = createStore<BankAccountView[]>([]).on(loadAccountsFx.doneData, (_, accounts) => accounts);
export const $listState = createStore<ListState>('loading')
  .on(loadAccountsFx, (state) => (state === 'ready' ? state : 'loading'))
  .on(loadAccountsFx.done, () => 'ready')
  .on(loadAccountsFx.fail, (state) => (state === 'ready' ? state : 'failed'));

/** The server's French error for the form (wrong IBAN, rate limit…); the typed values stay. */
export const $submitError = createStore<string | null>(null)
  .on(createAccountFx.failData, (_, error) => errorText(error))
  .reset(accountSubmitted, panelOpened);
/** From the POST until the browser has left for the provider's page. */
export const $redirecting = createStore(false)
  .on(createAccountFx.done, () => true)
  .reset(createAccountFx.fail, panelOpened, pageRestored);

export const $outcome = createStore<ReturnOutcome | null>(null)
  .on(scaReturned, () => ({ kind: 'confirming' }))
  .on(confirmReturnFx.doneData, (_, { outcome }) => outcome)
  .reset(outcomeDismissed, accountSubmitted, panelOpened);

/** What the user had typed before leaving, given back to the form when nothing was saved. */
export const $restoredDraft = createStore<BankAccountDraft | null>(null)
  .on(confirmReturnFx.doneData, (_, { outcome, draft }) => (outcome.kind === 'validated' ? null : draft))
  .reset(panelOpened);

sample({ clock: [panelOpened, listRetried], target: loadAccountsFx });
sample({ clock: accountSubmitted, target: createAccountFx });
sample({
  clock: createAccountFx.doneData,
  fn: ({ created, submission }): BankAccountDraft => ({
    account_id: created.id,
    holder_name: submission.holder_name,
    iban: submission.iban,
    bic: submission.bic ?? '',
    owner_type: submission.owner.type,
  }),
  target: saveDraftFx,
});
sample({ clock: createAccountFx.doneData, fn: ({ created }) => created.sca_redirect_url, target: goToScaFx });

sample({ clock: scaReturned, target: confirmReturnFx });
sample({ clock: confirmReturnFx.done, target: [clearDraftFx, loadAccountsFx] });
sample({ clock: confirmReturnFx.doneData, filter: ({ outcome }) => outcome.kind === 'validated', target: refreshUserFx });

sample({ clock: deleteRequested, target: deleteAccountFx });
sample({ clock: deleteAccountFx.doneData, filter: Boolean, target: [loadAccountsFx, refreshUserFx] });
sample({ clock: deleteAccountFx.doneData, filter: Boolean, target: outcomeDismissed });
