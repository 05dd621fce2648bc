import type { Avatar, Home } from '@coloc/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@coloc/shared/testing';
import { renderAt } from '@coloc/shared/testing';
import { makeUser, signInAs } from '@coloc/shared/testing';
import AccountPage from './AccountPage';

function renderAccount(url = '/users/account') {
  return renderAt(<AccountPage />, { url, path: '/:user_type/account' });
}

function fact(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

const inAYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);

describe('account page', () => {
  it("shows a seeker's account: names, e-mail, type, member since, initials and links", () => {
    mockApi({});
    signInAs(makeUser({ created_at: '2025-03-03T10:00:00Z', avatar: { id: null, public_id: null, color: '#c0392b', approved: false } as unknown as Avatar }));
    renderAccount();

    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(fact('Prénom')).toBe('Léa');
    expect(fact('Nom')).toBe('Martin');
    expect(fact('Adresse e-mail')).toBe('lea.martin@exemple.fr');
    expect(fact('Type de compte')).toBe('Colocataire');
    expect(fact('Membre depuis')).toBe('3 mars 2025');
    expect(screen.getByText('LM')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Abonnement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Votre inscription' })).not.toBeInTheDocument();

    const links = within(screen.getByRole('navigation'));
    expect(links.getByRole('link', { name: 'Modifier mon compte' })).toHaveAttribute('href', '/users/account/edit');
    expect(links.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('href', '/users/profile');
    expect(links.getByRole('link', { name: 'Paramètres' })).toHaveAttribute('href', '/users/parameters');
  });

  it("shows the home's address with its country by name: id 6 reads 'France' (SPEC 3)", () => {
    mockApi({});
    signInAs(makeUser({ home: { id: 4, address: '12 rue Royale', postal_code: '69001', city: 'Lyon', country: 6 } as Home }));
    renderAccount();
    expect(fact('Adresse du logement')).toBe('12 rue Royale, 69001 Lyon, France');
  });

  it('shows the photo at an allowed size when there is one', () => {
    mockApi({});
    signInAs(makeUser({ avatar: { id: 77, public_id: 'Av77PublicIdxxxxxxxxxx', color: '#000', approved: true } }));
    renderAccount();
    expect(screen.getByRole('img', { name: 'Votre photo de profil' })).toHaveAttribute('src', '/image/Av77PublicIdxxxxxxxxxx/128/128');
  });

  it('offers to resume the registration of a seeker who has not finished', () => {
    mockApi({});
    signInAs(makeUser({ registration_step: 8 }));
    renderAccount();
    expect(screen.getByText('Votre profil est complété à 50 %.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('link', { name: 'Reprendre mon inscription' })).toHaveAttribute('href', '/registration/athome-1');
  });

  it('shows an agency with its business name and no subscription', () => {
    const api = mockApi({});
    signInAs(makeUser({ type: 4, company: { business_name: 'Agence du Port' }, subscriptions: [] }));
    renderAccount('/agent/account');
    expect(fact('Type de compte')).toBe('Agence');
    expect(fact("Nom de l'agence")).toBe('Agence du Port');
    expect(screen.getByRole('heading', { name: 'Abonnement' })).toBeInTheDocument();
    expect(screen.getByText('Aucun abonnement en cours')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier mon compte' })).toHaveAttribute('href', '/agent/account/edit');
    // Nothing to name: the offers are not even asked for.
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("names a manager's current subscription with its offer", async () => {
    const until = inAYear();
    mockApi({
      'GET /api/offers': () =>
        json(200, [{ id: 'premium', name: 'Premium', description: '', price_cents: 4900, duration_months: 3, features: [], recommended: true }]),
    });
    signInAs(makeUser({ type: 8, company: { business_name: 'Gestion Loire' }, subscriptions: [{ id: 1, offer: 'premium', valid_until: until }] }));
    renderAccount('/manager/account');
    expect(fact('Type de compte')).toBe('Gestionnaire');
    expect(fact('Nom de la société de gestion')).toBe('Gestion Loire');
    expect(await screen.findByText(/^Offre « Premium », valable jusqu'au/)).toBeInTheDocument();
    expect(screen.queryByText('Aucun abonnement en cours')).not.toBeInTheDocument();
  });

  it("still shows a subscription's date when the offers cannot be read", async () => {
    const api = mockApi({ 'GET /api/offers': () => json(500, { error: 'Panne' }) });
    signInAs(makeUser({ type: 2, subscriptions: [{ id: 1, offer: 'boost', valid_until: inAYear() }] }));
    renderAccount('/proprietaire/account');
    expect(fact('Type de compte')).toBe('Propriétaire');
    await waitFor(() => expect(api.fetch).toHaveBeenCalledTimes(1));
    expect(screen.getByText(/^Abonnement en cours, valable jusqu'au/)).toBeInTheDocument();
  });

  it('shows an owner-occupier as such, with an ended subscription', () => {
    mockApi({});
    signInAs(makeUser({ type: 1, home: { id: 5, is_coloc: false } as Home, subscriptions: [{ id: 1, offer: null as unknown as string, valid_until: '2024-02-01' }] }));
    renderAccount();
    expect(fact('Type de compte')).toBe('Propriétaire occupant');
    expect(screen.getByText('Aucun abonnement en cours')).toBeInTheDocument();
    expect(screen.getByText('Votre dernier abonnement a pris fin le 1 février 2024.')).toBeInTheDocument();
  });
});
