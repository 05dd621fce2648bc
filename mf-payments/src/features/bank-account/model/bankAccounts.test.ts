import type { BankAccountView } from '@coloc/shared';
import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import {
  $accounts,
  $listState,
  $outcome,
  $redirecting,
  $restoredDraft,
  $submitError,
  accountSubmitted,
  clearDraftFx,
  goToScaFx,
  panelOpened,
  refreshUserFx,
  saveDraftFx,
  scaReturned,
  type AccountSubmission,
} from './bankAccounts';
import { readDraft, saveDraft } from './draft';

function account(extra: Partial<BankAccountView> = {}): BankAccountView {
  return {
    id: 5,
    owner_type: 'user',
    owner_id: 42,
    holder_name: 'Sophie Garnier',
    iban_masked: 'FR76 •••• •••• •••• •••• ••90 189',
    bic: null,
    status: 'pending_sca',
    validated_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

const submission: AccountSubmission = {
  holder_name: 'Sophie Garnier',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  owner: { type: 'company', id: 42 },
  return_path: '/agent/parameters?sca_for=bank_account#compte-bancaire',
};

/** A scope whose browser side effects are recorded instead of done. */
function scope() {
  const goTo = jest.fn();
  const refresh = jest.fn();
  const save = jest.fn((draft) => saveDraft(draft));
  const clear = jest.fn();
  return {
    scope: fork({ handlers: [[goToScaFx, goTo], [refreshUserFx, refresh], [saveDraftFx, save], [clearDraftFx, clear]] }),
    goTo,
    refresh,
    save,
    clear,
  };
}

beforeEach(() => window.sessionStorage.clear());

describe('the bank account section', () => {
  it('loads the accounts when opened', async () => {
    mockApi({ 'GET /api/bank_accounts': () => json(200, [account({ status: 'validated' })]) });
    const { scope: s } = scope();
    await allSettled(panelOpened, { scope: s });
    expect(s.getState($listState)).toBe('ready');
    expect(s.getState($accounts)).toHaveLength(1);
  });

  it('says so when the accounts cannot be loaded', async () => {
    mockApi({ 'GET /api/bank_accounts': () => json(500, { error: 'Erreur interne.' }) });
    const { scope: s } = scope();
    await allSettled(panelOpened, { scope: s });
    expect(s.getState($listState)).toBe('failed');
  });

  it('posts the account with sca=true, keeps what was typed, then goes to the provider', async () => {
    const api = mockApi({ 'POST /api/bank_accounts': () => json(201, { id: 9, sca_type: 'redirect', sca_redirect_url: 'http://localhost/api/sandbox-provider/sca/tok' }) });
    const { scope: s, goTo } = scope();
    await allSettled(accountSubmitted, { scope: s, params: submission });
    const request = api.requests.find((r) => r.method === 'POST')!;
    const url = new URL(request.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ ownerType: 'company', ownerID: '42', sca: 'true' });
    expect(await api.lastBody('POST /api/bank_accounts')).toEqual({
      holder_name: 'Sophie Garnier',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      return_path: '/agent/parameters?sca_for=bank_account#compte-bancaire',
    });
    expect(readDraft()).toEqual({ account_id: 9, holder_name: 'Sophie Garnier', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', owner_type: 'company' });
    expect(goTo).toHaveBeenCalledWith('http://localhost/api/sandbox-provider/sca/tok');
    expect(s.getState($redirecting)).toBe(true);
  });

  it("shows the server's French error and stays on the page", async () => {
    mockApi({ 'POST /api/bank_accounts': () => json(400, { error: "Cet IBAN n'est pas valide : vérifiez les chiffres saisis." }) });
    const { scope: s, goTo } = scope();
    await allSettled(accountSubmitted, { scope: s, params: submission });
    expect(s.getState($submitError)).toBe("Cet IBAN n'est pas valide : vérifiez les chiffres saisis.");
    expect(s.getState($redirecting)).toBe(false);
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('the SCA return', () => {
  const draft = { account_id: 9, holder_name: 'Sophie Garnier', iban: 'FR7630006000011234567890189', bic: '', owner_type: 'user' as const };

  it('VALIDATED: the server confirms the account of this tab, the user object is reloaded', async () => {
    saveDraft(draft);
    const validated = account({ id: 9, status: 'validated', validated_at: '2026-11-21T10:00:00.000Z' });
    const api = mockApi({
      'POST /api/bank_accounts/9/sca': () => json(200, validated),
      'GET /api/bank_accounts': () => json(200, [validated]),
    });
    const { scope: s, refresh, clear } = scope();
    await allSettled(scaReturned, { scope: s, params: { controlStatus: 'VALIDATED', actionStatus: 'ref-1' } });
    expect(await api.lastBody('POST /api/bank_accounts/9/sca')).toEqual({ controlStatus: 'VALIDATED', actionStatus: 'ref-1' });
    expect(s.getState($outcome)).toEqual({ kind: 'validated', account: validated });
    expect(s.getState($restoredDraft)).toBeNull();
    expect(refresh).toHaveBeenCalled();
    expect(clear).toHaveBeenCalled();
    expect(s.getState($accounts)).toEqual([validated]);
  });

  it("REFUSED: the server's message is shown and the typed values come back", async () => {
    saveDraft(draft);
    mockApi({
      'POST /api/bank_accounts/9/sca': () => json(422, { error: "L'authentification forte a été refusée : le compte bancaire n'a pas été enregistré." }),
      'GET /api/bank_accounts': () => json(200, []),
    });
    const { scope: s, refresh } = scope();
    await allSettled(scaReturned, { scope: s, params: { controlStatus: 'REFUSED', actionStatus: 'ref-1' } });
    expect(s.getState($outcome)).toEqual({ kind: 'refused', message: "L'authentification forte a été refusée : le compte bancaire n'a pas été enregistré." });
    expect(s.getState($restoredDraft)).toEqual(draft);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a VALIDATED the server does not confirm is an error, never a saved account', async () => {
    saveDraft(draft);
    mockApi({
      'POST /api/bank_accounts/9/sca': () => json(409, { error: "L'authentification forte n'est pas terminée : rien n'a été enregistré." }),
      'GET /api/bank_accounts': () => json(200, []),
    });
    const { scope: s, refresh } = scope();
    await allSettled(scaReturned, { scope: s, params: { controlStatus: 'VALIDATED', actionStatus: 'forged' } });
    expect(s.getState($outcome)).toEqual({ kind: 'error', message: "L'authentification forte n'est pas terminée : rien n'a été enregistré." });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('without a draft (another tab), confirms the newest account still waiting', async () => {
    const api = mockApi({
      'GET /api/bank_accounts': () => json(200, [account({ id: 12 }), account({ id: 3, status: 'validated' })]),
      'POST /api/bank_accounts/12/sca': () => json(422, { error: 'Annulé.' }),
    });
    const { scope: s } = scope();
    await allSettled(scaReturned, { scope: s, params: { controlStatus: 'CANCELLED', actionStatus: 'ref' } });
    expect(api.requests.some((r) => new URL(r.url).pathname === '/api/bank_accounts/12/sca')).toBe(true);
    expect(s.getState($outcome)).toEqual({ kind: 'cancelled', message: 'Annulé.' });
  });

  it('says nothing was waiting when no account is pending', async () => {
    mockApi({ 'GET /api/bank_accounts': () => json(200, []) });
    const { scope: s } = scope();
    await allSettled(scaReturned, { scope: s, params: { controlStatus: 'VALIDATED', actionStatus: 'ref' } });
    expect(s.getState($outcome)).toEqual({ kind: 'none', message: null, validated: true });
    await allSettled(scaReturned, { scope: s, params: { controlStatus: 'REFUSED', actionStatus: 'ref' } });
    expect(s.getState($outcome)).toEqual({ kind: 'none', message: null, validated: false });
  });
});
