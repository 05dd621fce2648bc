import { $currentConfirm, confirmAnswered, type BankAccountView } from '@coloc/shared';
import { json, makeUser, mockApi, signInAs, signOutLocally, type Handler } from '@coloc/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goToScaFx } from '../features/bank-account/model/bankAccounts';
import { readDraft, saveDraft } from '../features/bank-account/model/draft';
import { BankAccountWidget, bootstrap, mount, unmount } from './BankAccountWidget';

const agent = makeUser({ id: 7, type: 4, first_name: 'Sophie', name: 'Garnier', sca_status: 'required', company: { business_name: 'Agence Les Toits de Lyon' } });

function view(extra: Partial<BankAccountView> = {}): BankAccountView {
  return {
    id: 9,
    owner_type: 'user',
    owner_id: 7,
    holder_name: 'Sophie Garnier',
    iban_masked: 'FR76 •••• •••• •••• •••• ••90 189',
    bic: 'AGRIFRPP',
    status: 'validated',
    validated_at: '2026-11-21T10:00:00.000Z',
    created_at: '2026-11-21T09:58:00.000Z',
    ...extra,
  };
}

const goTo = jest.fn();
beforeAll(() => {
  goToScaFx.use(goTo);
});
beforeEach(() => {
  goTo.mockReset();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/agent/parameters?home_id=3');
});
afterEach(() => signOutLocally());

function serve(routes: Record<string, Handler>) {
  signInAs(agent);
  return mockApi({ 'GET /api/users/myself': () => json(200, agent), 'GET /api/bank_accounts': () => json(200, []), ...routes });
}

async function answerConfirm(answer: boolean) {
  await waitFor(() => expect($currentConfirm.getState()).not.toBeNull());
  const request = $currentConfirm.getState()!;
  confirmAnswered({ id: request.id, answer });
  return request;
}

describe('./BankAccount widget', () => {
  it('exposes single-spa lifecycles', () => {
    expect([bootstrap, mount, unmount].every((fn) => typeof fn === 'function')).toBe(true);
  });

  it('groups the IBAN by four while typing, and shows the French checksum error only after a submit', async () => {
    const api = serve({});
    render(<BankAccountWidget />);
    expect(await screen.findByText("Vous n'avez pas encore de compte bancaire enregistré.")).toBeInTheDocument();
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    await userEvent.type(iban, 'fr7630006000011234567890188');
    expect(iban).toHaveValue('FR76 3000 6000 0112 3456 7890 188');
    expect(screen.queryByText("Cet IBAN n'est pas valide : vérifiez les chiffres saisis.")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: "Continuer vers l'authentification forte" }));
    expect(screen.getByText("Cet IBAN n'est pas valide : vérifiez les chiffres saisis.")).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveFocus();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    // Corrected: the error goes as soon as the IBAN is right.
    await userEvent.type(iban, '{backspace}9');
    expect(screen.queryByText("Cet IBAN n'est pas valide : vérifiez les chiffres saisis.")).not.toBeInTheDocument();
  });

  it('posts the account and sends the browser to the SCA page; a company account when chosen', async () => {
    const api = serve({ 'POST /api/bank_accounts': () => json(201, { id: 9, sca_type: 'redirect', sca_redirect_url: 'http://localhost/api/sandbox-provider/sca/tok' }) });
    render(<BankAccountWidget />);
    const holder = await screen.findByRole('textbox', { name: 'Titulaire du compte' });
    expect(holder).toHaveValue('Sophie Garnier');
    await userEvent.click(screen.getByRole('radio', { name: 'Votre société : Agence Les Toits de Lyon' }));
    expect(holder).toHaveValue('Agence Les Toits de Lyon');
    await userEvent.type(screen.getByRole('textbox', { name: 'IBAN' }), 'FR7630006000011234567890189');
    await userEvent.type(screen.getByRole('textbox', { name: 'BIC (facultatif)' }), 'agrifrpp');
    await userEvent.click(screen.getByRole('button', { name: "Continuer vers l'authentification forte" }));

    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://localhost/api/sandbox-provider/sca/tok'));
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(Object.fromEntries(new URL(post.url).searchParams)).toEqual({ ownerType: 'company', ownerID: '7', sca: 'true' });
    expect(await api.lastBody('POST /api/bank_accounts')).toEqual({
      holder_name: 'Agence Les Toits de Lyon',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      return_path: '/agent/parameters?home_id=3&sca_for=bank_account#compte-bancaire',
    });
    expect(readDraft()?.account_id).toBe(9);
  });

  it('on a VALIDATED return: removes controlStatus/actionStatus from the URL at once, confirms, shows the saved account', async () => {
    saveDraft({ account_id: 9, holder_name: 'Sophie Garnier', iban: 'FR7630006000011234567890189', bic: '', owner_type: 'user' });
    window.history.replaceState(null, '', '/agent/parameters?home_id=3&sca_for=bank_account&controlStatus=VALIDATED&actionStatus=ref-1#compte-bancaire');
    let accounts: BankAccountView[] = [view({ status: 'pending_sca', validated_at: null })];
    const api = serve({
      'GET /api/bank_accounts': () => json(200, accounts),
      'POST /api/bank_accounts/9/sca': () => {
        accounts = [view()];
        return json(200, view());
      },
    });
    render(<BankAccountWidget />);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/agent/parameters?home_id=3#compte-bancaire');
    expect(await screen.findByText('Compte bancaire enregistré')).toBeInTheDocument();
    expect(screen.getByText('Les loyers seront versés sur le compte FR76 •••• •••• •••• •••• ••90 189.')).toBeInTheDocument();
    expect(await api.lastBody('POST /api/bank_accounts/9/sca')).toEqual({ controlStatus: 'VALIDATED', actionStatus: 'ref-1' });
    const list = await screen.findByRole('list', { name: 'Vos comptes' });
    await waitFor(() => expect(within(list).getByText('Validé')).toBeInTheDocument());
    // The user object is asked again: its sca_status changed.
    await waitFor(() => expect(api.requests.some((r) => new URL(r.url).pathname === '/api/users/myself')).toBe(true));
    expect(readDraft()).toBeNull();
  });

  it('SPEC 4: reads and removes a return without the sca_for marker; a VALIDATED one with no pending account says so', async () => {
    window.history.replaceState(null, '', '/agent/parameters?home_id=3&controlStatus=VALIDATED&actionStatus=ref-9');
    const api = serve({ 'GET /api/bank_accounts': () => json(200, []) });
    render(<BankAccountWidget />);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/agent/parameters?home_id=3');
    expect(
      await screen.findByText(
        "Votre banque a bien validé l'authentification, mais aucun ajout de compte bancaire n'était en attente : rien n'a été enregistré. Ajoutez votre compte ci-dessous pour recevoir les loyers.",
      ),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('on a REFUSED return: explains in French, saves nothing, and gives back what was typed', async () => {
    saveDraft({ account_id: 9, holder_name: 'Sophie G. Garnier', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', owner_type: 'user' });
    window.history.replaceState(null, '', '/agent/parameters?sca_for=bank_account&controlStatus=REFUSED&actionStatus=ref-1');
    serve({ 'POST /api/bank_accounts/9/sca': () => json(422, { error: "L'authentification forte a été refusée : le compte bancaire n'a pas été enregistré." }) });
    render(<BankAccountWidget />);
    expect(window.location.search).toBe('');
    expect(await screen.findByText("L'authentification forte a été refusée : le compte bancaire n'a pas été enregistré.")).toBeInTheDocument();
    expect(screen.getByText("Le compte bancaire n'a pas été enregistré")).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Titulaire du compte' })).toHaveValue('Sophie G. Garnier');
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveValue('FR76 3000 6000 0112 3456 7890 189');
  });

  it('lists the validated account, offers to replace it, and deletes after confirmation', async () => {
    let accounts = [view({ owner_type: 'company', holder_name: 'Agence Les Toits de Lyon' })];
    const api = serve({
      'GET /api/bank_accounts': () => json(200, accounts),
      'DELETE /api/bank_accounts/9': () => {
        accounts = [];
        return new Response(null, { status: 204 });
      },
    });
    render(<BankAccountWidget />);
    const list = await screen.findByRole('list', { name: 'Vos comptes' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Agence Les Toits de Lyon')).toBeInTheDocument();
    expect(within(item).getByText('Compte de la société')).toBeInTheDocument();
    expect(within(item).getByText('Validé')).toBeInTheDocument();
    expect(within(item).getByText('Authentifié le 21 novembre 2026')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'IBAN' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remplacer le compte bancaire' }));
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));

    await userEvent.click(within(item).getByRole('button', { name: 'Supprimer le compte FR76 •••• •••• •••• •••• ••90 189' }));
    const request = await answerConfirm(true);
    expect(request.title).toBe('Supprimer ce compte bancaire ?');
    await screen.findByText("Vous n'avez pas encore de compte bancaire enregistré.");
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
