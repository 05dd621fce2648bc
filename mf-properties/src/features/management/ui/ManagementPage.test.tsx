import { signOutLocally } from '@coloc/shared/testing';
import { json, mockApi, type Handler } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPeriod, formatPeriod, todayInParis } from '../../../entities/owner-common/model/formValues';
import { renderOwnerPage } from '../../../entities/owner-common/testing';
import { HOME_ID, makeOverview, makePayment, makeTenancy } from '../../../entities/management/testing';
import ManagementPage from './ManagementPage';

afterEach(() => signOutLocally());

const thisMonth = currentPeriod();

function open(routes: Record<string, Handler> = {}, overview = makeOverview({ payments: [makePayment({ id: 71, period: thisMonth })], month: { period: thisMonth, due: 500, received: 0, late: 0 } })) {
  const api = mockApi({ [`GET /api/homes/${HOME_ID}/management`]: () => json(200, overview), ...routes });
  renderOwnerPage(<ManagementPage />, 'gestion', { query: `?home_id=${HOME_ID}` });
  return api;
}

describe('ManagementPage', () => {
  it('shows who lives in each room, the free ones and the month summary', async () => {
    open();
    const rooms = await screen.findByRole('table', { name: 'Occupation des chambres' });
    const [, taken, free] = within(rooms).getAllByRole('row');
    expect(within(taken!).getByRole('rowheader')).toHaveTextContent('Chambre bleue');
    expect(taken).toHaveTextContent('Julie Roux');
    expect(taken).toHaveTextContent('depuis le 1 janvier 2026');
    expect(taken).toHaveTextContent(/450,00\s€ \+ 50,00\s€ de charges/);
    expect(within(free!).getByRole('rowheader')).toHaveTextContent('Chambre B');
    expect(free).toHaveTextContent('Libre');
    const summary = screen.getByRole('heading', { name: `Ce mois-ci (${formatPeriod(thisMonth)})` }).parentElement!;
    expect(within(summary).getByText('Dû').nextSibling).toHaveTextContent(/500,00/);
    expect(within(summary).getByText('En retard').nextSibling).toHaveTextContent(/0,00/);
  });

  it('marks a rent as received with the amount and the day', async () => {
    let received = false;
    const api = open({
      [`GET /api/homes/${HOME_ID}/management`]: () =>
        json(200, makeOverview({ payments: [makePayment({ id: 71, period: thisMonth, amount_received: received ? 480 : 0, received_on: received ? todayInParis() : null })] })),
      'PUT /api/rent-payments/71': () => {
        received = true;
        return json(200, makePayment({ id: 71, amount_received: 480 }));
      },
    });
    const lines = await screen.findByRole('table', { name: formatPeriod(thisMonth) });
    expect(within(lines).getByText('À recevoir')).toBeInTheDocument();
    await userEvent.click(within(lines).getByRole('button', { name: `Marquer comme reçu : Julie Roux, ${formatPeriod(thisMonth)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Loyer reçu' });
    const amount = within(dialog).getByLabelText('Montant reçu (€)');
    expect(amount).toHaveValue('500');
    expect(within(dialog).getByLabelText('Reçu le')).toHaveValue(todayInParis());
    await userEvent.clear(amount);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Champ obligatoire.')).toBeInTheDocument();
    await userEvent.type(amount, '480');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await api.lastBody('PUT /api/rent-payments/71')).toEqual({ amount_received: 480, received_on: todayInParis() });
    expect(await screen.findByText('Loyer enregistré.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: formatPeriod(thisMonth) })).getByText('Partiel')).toBeInTheDocument());
  });

  it('asks the tenant for a rent, shows it asked for, and cancels the request', async () => {
    let requested = false;
    const request = { id: 5, rent_payment_id: 71, period: thisMonth, amount_cents: 50000, status: 'open', home_name: 'Colocation des Pentes', payee: null, created_at: '2026-03-02T09:00:00.000Z' };
    const api = open({
      [`GET /api/homes/${HOME_ID}/rent-requests`]: () => json(200, requested ? [request] : []),
      'POST /api/rent-payments/71/request': () => {
        requested = true;
        return json(201, request);
      },
      'DELETE /api/rent-requests/5': () => {
        requested = false;
        return new Response(null, { status: 204 });
      },
    });
    expect(await screen.findByText('Ne payez jamais avant la visite et le bail')).toBeInTheDocument();
    const lines = await screen.findByRole('table', { name: formatPeriod(thisMonth) });
    await userEvent.click(within(lines).getByRole('button', { name: `Demander le paiement : Julie Roux, ${formatPeriod(thisMonth)}` }));
    expect(await screen.findByText('Demande envoyée à Julie Roux : le loyer et votre compte vérifié apparaissent dans ses quittances.')).toBeInTheDocument();
    expect(await within(lines).findByText('Paiement demandé le 02/03/2026')).toBeInTheDocument();
    expect(within(lines).queryByRole('button', { name: /^Demander le paiement/ })).not.toBeInTheDocument();
    await userEvent.click(within(lines).getByRole('button', { name: `Annuler la demande de paiement : Julie Roux, ${formatPeriod(thisMonth)}` }));
    expect(await screen.findByText('La demande de paiement à Julie Roux est annulée.')).toBeInTheDocument();
    expect(await within(lines).findByRole('button', { name: /^Demander le paiement/ })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).pathname)).toEqual(['/api/rent-requests/5']);
  });

  it('shows under the line why the anti-scam rule refuses the request', async () => {
    const reason =
      "Toit Partagé ne permet pas encore de demander ce loyer : aucun bail pour ce logement n'a été accepté par ce locataire. Tant que ces conditions ne sont pas réunies, ne demandez aucun paiement au locataire.";
    open({
      [`GET /api/homes/${HOME_ID}/rent-requests`]: () => json(200, []),
      'POST /api/rent-payments/71/request': () => json(409, { error: reason }),
    });
    const lines = await screen.findByRole('table', { name: formatPeriod(thisMonth) });
    const ask = within(lines).getByRole('button', { name: `Demander le paiement : Julie Roux, ${formatPeriod(thisMonth)}` });
    await userEvent.click(ask);
    const refusal = await within(lines).findByText(reason);
    expect(within(lines).getByText(`Paiement non demandé (Julie Roux, ${formatPeriod(thisMonth)})`)).toBeInTheDocument();
    expect(ask).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(refusal).toBeVisible();
    expect(screen.queryByText(/Demande envoyée/)).not.toBeInTheDocument();
  });

  it('checks the new tenant in French after a submit attempt, keeps what was typed on an API error, then adds them', async () => {
    let attempts = 0;
    const api = open({
      [`POST /api/homes/${HOME_ID}/tenancies`]: () => {
        attempts += 1;
        return attempts === 1 ? json(409, { error: 'Cette chambre est déjà louée à cette date.' }) : json(201, makeTenancy({ id: 9, room_id: 2 }));
      },
    });
    const form = await screen.findByRole('form', { name: 'Ajouter un locataire' });
    expect(within(form).queryByText('Champ obligatoire.')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter le locataire' }));
    expect(within(form).getAllByText('Champ obligatoire.')).toHaveLength(7);
    await waitFor(() => expect(within(form).getByLabelText('Chambre louée')).toHaveFocus());

    const room = within(form).getByLabelText('Chambre louée');
    expect(within(room).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choisissez une chambre', 'Chambre B']);
    await userEvent.selectOptions(room, 'Chambre B');
    expect(within(form).getByLabelText('Loyer mensuel hors charges (€)')).toHaveValue('400');
    expect(within(form).getByLabelText('Charges mensuelles (€)')).toHaveValue('40');
    await userEvent.type(within(form).getByLabelText('Nom du locataire'), 'Paul Morel');
    await userEvent.type(within(form).getByLabelText('E-mail du locataire'), 'paul@exemple');
    await userEvent.type(within(form).getByLabelText("Date d'entrée"), '2026-04-01');
    await userEvent.type(within(form).getByLabelText('Dépôt de garantie (€)'), '400');
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter le locataire' }));
    expect(within(form).getByText('Cet email ne semble pas valide.')).toBeInTheDocument();
    expect(attempts).toBe(0);

    await userEvent.clear(within(form).getByLabelText('E-mail du locataire'));
    await userEvent.type(within(form).getByLabelText('E-mail du locataire'), 'paul.morel@exemple.fr');
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter le locataire' }));
    expect(await within(form).findByText('Cette chambre est déjà louée à cette date.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nom du locataire')).toHaveValue('Paul Morel');

    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter le locataire' }));
    expect(await within(form).findByText('Paul Morel a été ajouté(e) comme locataire.')).toBeInTheDocument();
    expect(await api.lastBody(`POST /api/homes/${HOME_ID}/tenancies`)).toEqual({
      room_id: 2,
      tenant_name: 'Paul Morel',
      tenant_email: 'paul.morel@exemple.fr',
      start_date: '2026-04-01',
      rent: 400,
      charges: 40,
      deposit: 400,
    });
    expect(within(form).getByLabelText('Nom du locataire')).toHaveValue('');
  });

  it('ends a tenancy at the date chosen, after confirmation', async () => {
    const api = open({ 'PUT /api/tenancies/7': () => json(200, makeTenancy({ end_date: '2099-01-31', status: 'active' })) });
    const end = await screen.findByRole('button', { name: 'Mettre fin à la location de Julie Roux' });
    await userEvent.click(end);
    let dialog = await screen.findByRole('alertdialog', { name: 'Mettre fin à cette location ?' });
    expect(within(dialog).getByLabelText('Date de fin')).toHaveValue(todayInParis());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.click(end);
    dialog = await screen.findByRole('alertdialog');
    const date = within(dialog).getByLabelText('Date de fin');
    await userEvent.clear(date);
    await userEvent.type(date, '2025-12-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mettre fin à la location' }));
    expect(within(dialog).getByText("La date de fin doit suivre la date d'entrée (1 janvier 2026).")).toBeInTheDocument();
    await userEvent.clear(date);
    await userEvent.type(date, '2099-01-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mettre fin à la location' }));
    expect(await screen.findByText('La location de Julie Roux se termine le 31 janvier 2099.')).toBeInTheDocument();
    expect(await api.lastBody('PUT /api/tenancies/7')).toEqual({ end_date: '2099-01-31' });
  });

  it('keeps the end-of-tenancy dialog open with the French refusal of the API, and forgets it when reopened', async () => {
    let answer: (response: Response) => void = () => undefined;
    open({ 'PUT /api/tenancies/7': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const end = await screen.findByRole('button', { name: 'Mettre fin à la location de Julie Roux' });
    await userEvent.click(end);
    let dialog = await screen.findByRole('alertdialog', { name: 'Mettre fin à cette location ?' });
    const submit = within(dialog).getByRole('button', { name: 'Mettre fin à la location' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    answer(json(409, { error: 'Cette location est déjà terminée.' }));
    expect(await within(dialog).findByText('Cette location est déjà terminée.')).toBeInTheDocument();
    expect(submit).toBeEnabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(end);
    dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByText('Cette location est déjà terminée.')).not.toBeInTheDocument();
  });

  it('explains a failed load', async () => {
    mockApi({ [`GET /api/homes/${HOME_ID}/management`]: () => json(403, { error: "Vous n'avez pas accès à ce logement." }) });
    renderOwnerPage(<ManagementPage />, 'gestion', { query: `?home_id=${HOME_ID}` });
    expect(await screen.findByText("Vous n'avez pas accès à ce logement.")).toBeInTheDocument();
    expect(screen.getByText("La gestion locative n'a pas pu être chargée.")).toBeInTheDocument();
  });
});
