import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeFlag } from '../testing';
import { $accountErrors, $accountNotice, $accounts, accountsOpened, decideAccountFx } from './accounts';

describe('flagged accounts', () => {
  it('loads the flags; a lifted flag leaves the list, a disabled account stays marked', async () => {
    const api = mockApi({
      'GET /api/moderation/accounts': () => json(200, { items: [makeFlag(1), makeFlag(2)] }),
      'POST /api/moderation/accounts/1/clear': () => json(200, { message: 'Le signalement a été levé.' }),
      'POST /api/moderation/accounts/2/disable': () => json(200, { message: 'Le compte a été désactivé : il ne peut plus se connecter.' }),
    });
    const scope = fork();
    await allSettled(accountsOpened, { scope });
    expect(scope.getState($accounts).map((flag) => flag.user_id)).toEqual([1, 2]);

    await allSettled(decideAccountFx, { scope, params: { flag: makeFlag(1), action: 'clear' } });
    expect(scope.getState($accounts).map((flag) => flag.user_id)).toEqual([2]);
    expect(scope.getState($accountNotice)).toBe('Le signalement a été levé.');

    await allSettled(decideAccountFx, { scope, params: { flag: makeFlag(2), action: 'disable' } });
    expect(scope.getState($accounts)).toEqual([makeFlag(2, { disabled: true })]);
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname)).toEqual([
      '/api/moderation/accounts/1/clear',
      '/api/moderation/accounts/2/disable',
    ]);
  });

  it('keeps a refused decision next to the account, and reloads when the flag is gone', async () => {
    let loads = 0;
    mockApi({
      'GET /api/moderation/accounts': () => {
        loads += 1;
        return json(200, { items: loads === 1 ? [makeFlag(3), makeFlag(4)] : [makeFlag(4)] });
      },
      'POST /api/moderation/accounts/4/disable': () => json(409, { error: "Un compte de l'équipe ne peut pas être désactivé depuis la modération." }),
      'POST /api/moderation/accounts/3/clear': () => json(404, { error: 'Ressource introuvable.' }),
    });
    const scope = fork();
    await allSettled(accountsOpened, { scope });
    await allSettled(decideAccountFx, { scope, params: { flag: makeFlag(4), action: 'disable' } });
    expect(scope.getState($accountErrors)).toEqual({ 4: "Un compte de l'équipe ne peut pas être désactivé depuis la modération." });
    await allSettled(decideAccountFx, { scope, params: { flag: makeFlag(3), action: 'clear' } });
    expect(loads).toBe(2);
    expect(scope.getState($accounts).map((flag) => flag.user_id)).toEqual([4]);
  });
});
