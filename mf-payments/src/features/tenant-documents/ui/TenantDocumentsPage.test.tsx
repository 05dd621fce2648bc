import { json, mockApi, signOutLocally } from '@coloc/shared/testing';
import { screen, within } from '@testing-library/react';
import { renderTenantPage } from '../../../entities/receipts/testing';
import { makeOverview } from '../testing';
import TenantDocumentsPage from './TenantDocumentsPage';

afterEach(() => signOutLocally());

function open(overview = makeOverview()) {
  mockApi({ 'GET /api/tenant-documents': () => json(200, overview) });
  renderTenantPage(<TenantDocumentsPage />, 'documents');
}

describe('TenantDocumentsPage', () => {
  it('lists the leases, receipts, shared documents and file pieces, each with its download link', async () => {
    open();
    const leases = await screen.findByRole('region', { name: 'Mes baux' });
    expect(within(leases).getByText('Bail · Colocation des Pentes')).toBeInTheDocument();
    expect(within(leases).getByText('Accepté par les deux parties')).toBeInTheDocument();
    expect(within(leases).getByRole('link', { name: 'Télécharger le bail : Colocation des Pentes, à partir du 1 septembre 2025' })).toHaveAttribute('href', '/api/leases/4/pdf');

    const receipts = screen.getByRole('region', { name: 'Mes quittances' });
    expect(within(receipts).getByRole('link', { name: 'Télécharger la quittance de décembre 2025' })).toHaveAttribute('href', '/api/receipts/70/pdf');
    expect(within(receipts).getByRole('link', { name: 'Voir tous mes loyers' })).toHaveAttribute('href', '/users/receipts');

    const shared = screen.getByRole('region', { name: 'Documents partagés par mon propriétaire' });
    expect(within(shared).getByText(/Règlement intérieur ou de copropriété · Ajouté le 20 août 2025/)).toBeInTheDocument();
    expect(within(shared).getByRole('link', { name: 'Télécharger Règlement intérieur de la colocation' })).toHaveAttribute('href', '/api/documents/3/download');

    const file = screen.getByRole('region', { name: 'Mon dossier locataire' });
    expect(within(file).getByText(/Pièce d'identité · Ajouté le 10 janvier 2026/)).toBeInTheDocument();
    expect(within(file).getByRole('link', { name: "Télécharger Carte d'identité" })).toHaveAttribute('href', '/api/tenant-file/documents/9');
    expect(within(file).getByRole('link', { name: 'Mon dossier et ma garantie' })).toHaveAttribute('href', '/users/garantie');
  });

  it('says what each empty section will hold', async () => {
    open({ leases: [], receipts: [], home_documents: [], file_documents: [] });
    expect(await screen.findByText('Aucun bail ne vous a encore été envoyé.')).toBeInTheDocument();
    expect(screen.getByText(/Aucune quittance pour le moment/)).toBeInTheDocument();
    expect(screen.getByText("Votre propriétaire n'a pas encore partagé de document.")).toBeInTheDocument();
    expect(screen.getByText(/Votre dossier ne contient pas encore de pièce/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mon dossier et ma garantie' })).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    mockApi({ 'GET /api/tenant-documents': () => json(500, { error: 'Erreur interne.' }) });
    renderTenantPage(<TenantDocumentsPage />, 'documents');
    expect(await screen.findByText('Erreur interne.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
