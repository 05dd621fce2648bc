import { $user } from '@coloc/shared';
import { json, mockApi, signOutLocally } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTenantPage, TENANT } from '../../../entities/receipts/testing';
import { todayInParis } from '../../../entities/receipts/model/format';
import { LYON, makePlan, makeSearch, NANTES } from '../testing';
import NextColocationPage from './NextColocationPage';

afterEach(() => signOutLocally());

function inDays(days: number): string {
  const d = new Date(`${todayInParis()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('NextColocationPage', () => {
  it('starts from the current home, says so, and opens the matching homes once saved', async () => {
    const ui = userEvent.setup();
    const api = mockApi({
      'GET /api/next-colocation': () => json(200, makePlan()),
      'GET /api/cities': () => json(200, [NANTES]),
      'PUT /api/next-colocation': () => json(200, makePlan({ updated_at: '2026-03-15T10:00:00.000Z' })),
      'POST /api/searches': () => json(201, makeSearch({ id: 12 })),
    });
    renderTenantPage(<NextColocationPage />, 'ma-prochaine-colocation');
    expect(await screen.findByText(/pré-rempli le formulaire avec votre logement actuel/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Villes choisies' })).getByText('Lyon (Rhône)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Budget maximum par mois/)).toHaveValue('450');

    await ui.type(screen.getByLabelText(/Date de déménagement souhaitée/), inDays(40));
    await ui.type(screen.getByRole('combobox', { name: 'Ajouter une ville' }), 'Nan');
    await ui.click(await screen.findByRole('option', { name: /Nantes/ }));
    await ui.clear(screen.getByLabelText(/Budget maximum par mois/));
    await ui.type(screen.getByLabelText(/Budget maximum par mois/), '520');
    await ui.click(screen.getByRole('button', { name: 'Voir les colocations' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/users/home-matching'));
    expect(await api.lastBody('PUT /api/next-colocation')).toEqual({ move_date: inDays(40), city_ids: [LYON.id, NANTES.id], budget_max_cents: 52000, note: null });
    expect(await api.lastBody('POST /api/searches')).toMatchObject({ per_room_budget_max: 520 });
    expect($user.getState()?.search_id).toBe(12);
  });

  it('shows the French errors next to the fields after a submit attempt, and sends nothing', async () => {
    const ui = userEvent.setup();
    const api = mockApi({ 'GET /api/next-colocation': () => json(200, makePlan({ city_ids: [], cities: [], budget_max_cents: null })) });
    renderTenantPage(<NextColocationPage />, 'ma-prochaine-colocation');
    const submit = await screen.findByRole('button', { name: 'Voir les colocations' });
    expect(screen.queryByText('Champ obligatoire.')).not.toBeInTheDocument();
    await ui.click(submit);
    expect(await screen.findByText('Vérifiez les champs signalés ci-dessous.')).toBeInTheDocument();
    expect(screen.getByText('Choisissez au moins une ville.')).toBeInTheDocument();
    expect(screen.getAllByText('Champ obligatoire.')).toHaveLength(2);
    await waitFor(() => expect(screen.getByLabelText(/Date de déménagement souhaitée/)).toHaveFocus());
    await ui.type(screen.getByLabelText(/Date de déménagement souhaitée/), inDays(-3));
    expect(screen.getByText('La date de déménagement ne peut pas être passée.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('keeps what was typed and shows the server refusal inline', async () => {
    const ui = userEvent.setup();
    mockApi({
      'GET /api/next-colocation': () => json(200, makePlan({ move_date: inDays(10) })),
      'PUT /api/next-colocation': () => json(400, { error: "Une des villes choisies n'existe pas." }),
    });
    renderTenantPage(<NextColocationPage />, 'ma-prochaine-colocation', { user: { ...TENANT, search: makeSearch(), search_id: 9 } });
    await ui.type(await screen.findByLabelText(/Une précision/), 'Près du tram');
    await ui.click(screen.getByRole('button', { name: 'Voir les colocations' }));
    expect(await screen.findByText("Une des villes choisies n'existe pas.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Une précision/)).toHaveValue('Près du tram');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('removes a chosen city with its button', async () => {
    const ui = userEvent.setup();
    mockApi({ 'GET /api/next-colocation': () => json(200, makePlan()) });
    renderTenantPage(<NextColocationPage />, 'ma-prochaine-colocation');
    await ui.click(await screen.findByRole('button', { name: 'Retirer Lyon (Rhône)' }));
    expect(screen.queryByRole('list', { name: 'Villes choisies' })).not.toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    mockApi({ 'GET /api/next-colocation': () => json(500, { error: 'Erreur interne.' }) });
    renderTenantPage(<NextColocationPage />, 'ma-prochaine-colocation');
    expect(await screen.findByText('Erreur interne.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
