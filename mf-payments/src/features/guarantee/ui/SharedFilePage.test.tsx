import { json, mockApi, renderAt } from '@coloc/shared/testing';
import { screen, within } from '@testing-library/react';
import { makeSharedFile } from '../testing';
import SharedFilePage from './SharedFilePage';

const TOKEN = 'Abc_def-123456789012345678901234567890123';

function open(status: number, body: unknown, token = TOKEN) {
  const api = mockApi({ [`GET /api/shared-files/${token}`]: () => json(status, body) });
  renderAt(<SharedFilePage />, { url: `/dossier-locataire/${token}`, path: '/dossier-locataire/:token' });
  return api;
}

describe('SharedFilePage', () => {
  it('shows an owner the file: name and initial, situation, bracket, guarantee and watermarked downloads', async () => {
    open(200, makeSharedFile({ documents: [{ id: 11, category: 'identity', title: 'Carte d’identité', mime: 'application/pdf', bytes: 245_760, created_at: '2026-11-02T09:30:00.000Z', download_url: `/api/shared-files/${TOKEN}/documents/11` }] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dossier locataire de Léa M.' })).toBeInTheDocument();
    expect(screen.getByText('Dossier confirmé le 20/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Dossier complet')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(summary).toHaveTextContent('Salarié·e en CDI');
    expect(summary).toHaveTextContent('Entre 2 000 € et 3 000 € par mois');
    expect(screen.getByTestId('shared-guarantee')).toHaveTextContent('Garantie validée : loyers couverts jusqu’à 810 € par mois, charges comprises (décision du 20/11/2026).');
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'Télécharger Carte d’identité' })).toHaveAttribute('href', `/api/shared-files/${TOKEN}/documents/11`);
    expect(within(documents).getByText(/porte en filigrane/)).toBeInTheDocument();
  });

  it('shows a file still in progress without a guarantee', async () => {
    open(200, makeSharedFile({ status: 'draft', complete: false, confirmed_at: null, guarantee: { status: 'none', max_rent_cents: null, decided_at: null }, documents: [] }));
    expect(await screen.findByText('Dossier en cours de constitution')).toBeInTheDocument();
    expect(screen.queryByText('Dossier complet')).not.toBeInTheDocument();
    expect(screen.getByTestId('shared-guarantee')).toHaveTextContent('Pas de garantie de loyer demandée.');
    expect(screen.getByText('Aucun document dans ce dossier.')).toBeInTheDocument();
  });

  it('says in French that a revoked link no longer works', async () => {
    open(410, { error: "Ce lien a été révoqué : le dossier n'est plus partagé." });
    expect(await screen.findByRole('heading', { name: 'Lien révoqué' })).toBeInTheDocument();
    expect(screen.getByText(/a révoqué ce lien : son dossier n’est plus partagé/)).toBeInTheDocument();
  });

  it('says an unknown or malformed link does not exist', async () => {
    open(404, { error: 'Ce lien de dossier locataire est introuvable.' });
    expect(await screen.findByRole('heading', { name: 'Lien introuvable' })).toBeInTheDocument();
  });

  it('does not call the API for a token that cannot be one', async () => {
    const api = mockApi({});
    renderAt(<SharedFilePage />, { url: '/dossier-locataire/court', path: '/dossier-locataire/:token' });
    expect(await screen.findByRole('heading', { name: 'Lien introuvable' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
