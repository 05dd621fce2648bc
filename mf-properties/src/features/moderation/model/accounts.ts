// Accounts flagged by the anti-spam (issue 17, finding 3): a moderator lifts the flag when the
// behaviour was legitimate, or disables the account. A lifted flag leaves the list; a disabled
// account stays, marked, so the console shows what was decided.
import { errorStatus, errorText } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { decideAccount, fetchAccountFlags, type AccountAction, type AccountFlag } from '../api/moderationApi';

export type AccountsState = 'loading' | 'ready' | 'failed';

export const accountsOpened = createEvent();
export const loadAccountsFx = createEffect(() => fetchAccountFlags());
export const decideAccountFx = createEffect(({ flag, action }: { flag: AccountFlag; action: AccountAction }) => decideAccount(flag.user_id, action));

export const $accounts = createStore<AccountFlag[]>([])
  .on(loadAccountsFx.doneData, (_, items) => items)
  .on(decideAccountFx.done, (items, { params }) =>
    params.action === 'clear'
      ? items.filter((item) => item.user_id !== params.flag.user_id)
      : items.map((item) => (item.user_id === params.flag.user_id ? { ...item, disabled: true } : item)),
  );
export const $accountsState = createStore<AccountsState>('loading')
  .on(loadAccountsFx, () => 'loading')
  .on(loadAccountsFx.done, () => 'ready')
  .on(loadAccountsFx.fail, () => 'failed');

/** The account a decision is on its way for (its buttons wait). */
export const $decidingAccount = createStore<number | null>(null)
  .on(decideAccountFx, (_, { flag }) => flag.user_id)
  .reset(decideAccountFx.finally);

/** The server's French answer to the last decision, said above the list. */
export const $accountNotice = createStore<string | null>(null)
  .on(decideAccountFx.doneData, (_, answer) => answer.message)
  .reset([accountsOpened, decideAccountFx]);

/** Why a decision was refused, by account. */
export const $accountErrors = createStore<Record<number, string>>({})
  .on(decideAccountFx.fail, (errors, { params, error }) => ({ ...errors, [params.flag.user_id]: errorText(error) }))
  .on(decideAccountFx, (errors, { flag }) => {
    const { [flag.user_id]: _, ...rest } = errors;
    return rest;
  })
  .reset(accountsOpened);

sample({ clock: accountsOpened, target: loadAccountsFx });
// Decided meanwhile by another moderator (the flag is gone): the list as it is now.
sample({ clock: decideAccountFx.failData, filter: (error) => errorStatus(error) === 404, target: loadAccountsFx });
