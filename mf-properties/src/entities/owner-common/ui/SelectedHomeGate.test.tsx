import { json, mockApi } from '@coloc/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeHome, renderOwnerPage } from '../testing';
import { SelectedHomeGate } from './SelectedHomeGate';

const Probe = () => <SelectedHomeGate noHome="Ajoutez un logement pour commencer.">{(homeId) => <p>Logement n° {homeId}</p>}</SelectedHomeGate>;

describe('SelectedHomeGate', () => {
  it('works on the home of the home_id query without asking for the default one', async () => {
    const api = mockApi({});
    renderOwnerPage(<Probe />, 'gestion', { query: '?home_id=12' });
    expect(await screen.findByText('Logement n° 12')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('falls back to the default home', async () => {
    mockApi({ 'GET /api/homes/default': () => json(200, makeHome({ id: 31 })) });
    renderOwnerPage(<Probe />, 'gestion');
    expect(await screen.findByText('Logement n° 31')).toBeInTheDocument();
  });

  it('offers to add a home when the user has none (404)', async () => {
    mockApi({ 'GET /api/homes/default': () => json(404, { error: 'Aucun logement.' }) });
    renderOwnerPage(<Probe />, 'gestion');
    expect(await screen.findByRole('heading', { name: "Vous n'avez pas encore de logement" })).toBeInTheDocument();
    expect(screen.getByText('Ajoutez un logement pour commencer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter un logement' })).toHaveAttribute('href', '/proprietaire/annonce');
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    mockApi({ 'GET /api/homes/default': () => (fail ? json(500, { error: 'Le serveur a rencontré un problème.' }) : json(200, makeHome({ id: 5 }))) });
    renderOwnerPage(<Probe />, 'gestion');
    expect(await screen.findByText('Le serveur a rencontré un problème.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Logement n° 5')).toBeInTheDocument();
  });
});
