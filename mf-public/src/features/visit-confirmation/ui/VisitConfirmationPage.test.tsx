import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderAt, signOutLocally } from '@coloc/shared/testing';
import type { VisitConfirmation } from '../api/visitConfirmationApi';
import VisitConfirmationPage from './VisitConfirmationPage';

afterEach(() => signOutLocally());

const TOKEN = 'a'.repeat(43);
const VISIT: VisitConfirmation = {
  id: 5,
  status: 'accepted',
  // 18:00 in Paris (summer time).
  starts_at: '2030-07-06T18:00:00+02:00',
  confirmed_at: null,
  home: {
    id: 12,
    name: 'Grande colocation lumineuse',
    address: '12 rue de la République',
    address2: 'Bâtiment B',
    postal_code: '69002',
    city: 'Lyon',
    image_link: '/image/3/320/240',
    link: '/colocation-lyon/12',
  },
  host: { first_name: 'Bernard', name_initial: 'L.' },
  seeker: { first_name: 'Léa' },
};

function openAt(url: string) {
  renderAt(<VisitConfirmationPage />, { url, path: '/confirmation-visite' });
}

describe('VisitConfirmationPage', () => {
  it('shows the visit in French and confirms it', async () => {
    const api = mockApi({
      'GET /api/visits/confirm': () => json(200, VISIT),
      'POST /api/visits/confirm': () => json(200, { ...VISIT, confirmed_at: '2030-07-01T08:00:00.000Z' }),
    });
    openAt(`/confirmation-visite?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmation de visite' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Grande colocation lumineuse' })).toBeInTheDocument();
    expect(screen.getByText('samedi 6 juillet 2030 à 18:00')).toBeInTheDocument();
    expect(screen.getByText('12 rue de la République')).toBeInTheDocument();
    expect(screen.getByText('Bâtiment B')).toBeInTheDocument();
    expect(screen.getByText('69002 Lyon')).toBeInTheDocument();
    expect(screen.getByText('Bernard L.')).toBeInTheDocument();
    expect(new URL(api.requests[0]!.url).searchParams.get('token')).toBe(TOKEN);

    await userEvent.click(screen.getByRole('button', { name: 'Confirmer ma visite' }));
    const done = await screen.findByRole('heading', { level: 2, name: 'Votre visite est confirmée' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(await api.lastBody('POST /api/visits/confirm')).toEqual({ token: TOKEN });
    expect(screen.getByText('Bernard L. sait que vous venez. Vous recevrez un rappel par e-mail la veille.')).toBeInTheDocument();
    expect(screen.getByText('Confirmée le 1 juillet 2030.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmer ma visite' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Voir l'annonce" })).toHaveAttribute('href', '/colocation-lyon/12');
    expect(screen.getByRole('link', { name: 'Mes rendez-vous' })).toHaveAttribute('href', '/users/agenda');
  });

  it('says so when the visit was already confirmed', async () => {
    mockApi({ 'GET /api/visits/confirm': () => json(200, { ...VISIT, confirmed_at: '2030-07-01T08:00:00.000Z' }) });
    openAt(`/confirmation-visite?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Votre visite est confirmée' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmer ma visite' })).not.toBeInTheDocument();
  });

  it.each([
    [404, "Ce lien de confirmation n'est pas valide. Vérifiez qu'il a été copié en entier depuis l'e-mail."],
    [410, 'Cette visite a été annulée : elle ne peut plus être confirmée.'],
    [410, 'Ce lien a expiré : la date de la visite est passée.'],
  ])('explains a refused link (%i) with a way home', async (status, error) => {
    mockApi({ 'GET /api/visits/confirm': () => json(status, { error }) });
    openAt(`/confirmation-visite?token=${TOKEN}`);
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(screen.getByText('Cette visite ne peut pas être confirmée')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Confirmer ma visite' })).not.toBeInTheDocument();
  });

  it('explains a visit cancelled between opening the page and confirming', async () => {
    mockApi({
      'GET /api/visits/confirm': () => json(200, VISIT),
      'POST /api/visits/confirm': () => json(410, { error: 'Cette visite a été annulée : elle ne peut plus être confirmée.' }),
    });
    openAt(`/confirmation-visite?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmer ma visite' }));
    expect(await screen.findByText('Cette visite a été annulée : elle ne peut plus être confirmée.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toBeInTheDocument();
  });

  it('explains a link without its token, without calling the API', () => {
    const api = mockApi({});
    openAt('/confirmation-visite');
    expect(screen.getByText('Ce lien est incomplet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('offers a retry when the server fails', async () => {
    let fail = true;
    mockApi({ 'GET /api/visits/confirm': () => (fail ? json(500, { error: 'Une erreur inattendue est survenue. Réessayez plus tard.' }) : json(200, VISIT)) });
    openAt(`/confirmation-visite?token=${TOKEN}`);
    expect(await screen.findByText('Une erreur inattendue est survenue. Réessayez plus tard.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Confirmer ma visite' })).toBeInTheDocument();
  });
});
