import { json, mockApi, signOutLocally } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeLease } from '../../../entities/lease/testing';
import { answerConfirm, renderOwnerPage, SEEKER } from '../../../entities/owner-common/testing';
import { makeColocation } from '../testing';
import MyColocationPage from './MyColocationPage';

afterEach(() => signOutLocally());

const open = () => renderOwnerPage(<MyColocationPage />, 'ma-co-location', { user: SEEKER });

describe('MyColocationPage', () => {
  it('shows the home, the tenancy, the flatmates and the shared documents', async () => {
    mockApi({ 'GET /api/my-colocation': () => json(200, makeColocation()) });
    open();
    const home = await screen.findByRole('region', { name: 'Colocation des Pentes' });
    expect(within(home).getByText('12 rue des Tables Claudiennes, 69001 Lyon')).toBeInTheDocument();
    expect(within(home).getByRole('link', { name: "Voir l'annonce" })).toHaveAttribute('href', '/colocation-lyon/31');

    const tenancy = screen.getByRole('region', { name: 'Ma location' });
    expect(within(tenancy).getByText('Chambre bleue')).toBeInTheDocument();
    expect(within(tenancy).getByText('1 septembre 2025')).toBeInTheDocument();
    expect(within(tenancy).getByText(/450,00\s€ \+ 50,00\s€ de charges/)).toBeInTheDocument();
    expect(within(tenancy).getByText('Bernard L.')).toBeInTheDocument();
    const space = within(tenancy).getByRole('navigation', { name: 'Mon espace locataire' });
    expect(within(space).getByRole('link', { name: 'Mes quittances' })).toHaveAttribute('href', '/users/receipts');
    expect(within(space).getByRole('link', { name: 'Mes documents' })).toHaveAttribute('href', '/users/documents');
    expect(within(space).getByRole('link', { name: 'Ma prochaine colocation' })).toHaveAttribute('href', '/users/ma-prochaine-colocation');

    const mates = screen.getByRole('region', { name: 'Mes colocataires' });
    expect(within(mates).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Paul R.Chambre Bdepuis le 1 octobre 2025', 'IInès K.depuis le 15 janvier 2026']);

    const documents = screen.getByRole('region', { name: 'Documents partagés' });
    expect(within(documents).getByText('Règlement intérieur')).toBeInTheDocument();
    expect(within(documents).getByText(/Règlement intérieur ou de copropriété · 40 Ko/)).toBeInTheDocument();
    expect(within(documents).getByRole('link', { name: 'Télécharger Règlement intérieur' })).toHaveAttribute('href', '/api/documents/3/download');
    expect(screen.getByText('Ne payez jamais avant la visite et le bail')).toBeInTheDocument();
  });

  it('accepts a lease and shows it accepted', async () => {
    let accepted = false;
    const api = mockApi({
      'GET /api/my-colocation': () => json(200, makeColocation({ leases: [makeLease(accepted ? { status: 'accepted', can_accept: false } : { status: 'sent', can_accept: true })] })),
      'POST /api/leases/4/accept': () => {
        accepted = true;
        return json(200, {});
      },
    });
    open();
    const leases = await screen.findByRole('region', { name: 'Mes baux' });
    expect(within(leases).getByRole('link', { name: 'Télécharger le PDF' })).toHaveAttribute('href', '/api/leases/4/pdf');
    await userEvent.click(within(leases).getByRole('button', { name: 'Accepter le bail' }));
    await answerConfirm(true);
    await waitFor(() => expect(within(leases).getByText('Accepté par les deux parties')).toBeInTheDocument());
    expect(api.requests.some((r) => new URL(r.url).pathname === '/api/leases/4/accept')).toBe(true);
  });

  it('says kindly when the seeker has no shared home, with a way to Mon matching', async () => {
    mockApi({ 'GET /api/my-colocation': () => json(404, { error: "Vous n'avez pas de co-location." }) });
    open();
    expect(await screen.findByRole('heading', { name: "Vous n'avez pas encore de co-location" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mon matching' })).toHaveAttribute('href', '/users/user-matching');
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    mockApi({ 'GET /api/my-colocation': () => (fail ? json(500, { error: 'Erreur interne.' }) : json(200, makeColocation())) });
    open();
    expect(await screen.findByText('Erreur interne.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Colocation des Pentes' })).toBeInTheDocument();
  });
});
