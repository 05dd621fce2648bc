import { type Options, type ProfileData, $user } from '@coloc/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, type Handler } from '@coloc/shared/testing';
import { renderAt } from '@coloc/shared/testing';
import { makeUser, signInAs } from '@coloc/shared/testing';
import ServicesPage from './ServicesPage';

const item = (id: number, text: string) => ({ id, text, children: [] });
const OPTIONS: Options = {
  position: [
    item(1, 'Je cherche une chambre en colocation'),
    item(2, 'Je propose une chambre dans mon logement'),
    item(3, 'Je cherche des colocataires pour trouver un logement ensemble'),
    item(4, 'Je cherche un logement contre services'),
    item(5, 'Je propose un logement contre services'),
  ],
  service_list: [item(1, 'Présence le soir et la nuit'), item(2, 'Compagnie et conversation'), item(3, 'Courses'), item(7, 'Jardinage')],
};

function profile(extra: Partial<ProfileData> = {}): ProfileData {
  return { id: 7, user_id: 42, position: null, service_list: [], ...extra } as ProfileData;
}

function renderServices(url: string, routes: Record<string, Handler>, profileData: ProfileData | null = profile()) {
  const api = mockApi({ 'GET /api/options': () => json(200, OPTIONS), ...routes });
  signInAs(makeUser({ profile: profileData }));
  renderAt(<ServicesPage />, { url, path: '/users/services' });
  return api;
}

describe('services page', () => {
  it('explains the principle and puts the housing-for-services positions first', async () => {
    renderServices('/users/services', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Le logement contre services' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'En savoir plus sur le logement contre services' })).toHaveAttribute('href', '/logement-contre-services');
    const positions = within(screen.getByRole('group', { name: 'Votre projet' })).getAllByRole('radio');
    expect(positions.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Je cherche un logement contre servicesContre services',
      'Je propose un logement contre servicesContre services',
      'Je cherche une chambre en colocation',
      'Je propose une chambre dans mon logement',
      'Je cherche des colocataires pour trouver un logement ensemble',
    ]);
  });

  it('asks for a position, then for a service when housing is in exchange for services', async () => {
    const api = renderServices('/users/services', {});
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Enregistrer et voir les logements' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Choisissez votre projet.');

    await user.click(screen.getByRole('radio', { name: 'Je cherche un logement contre services' }));
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Choisissez au moins un service que vous pouvez proposer.');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Présence le soir et la nuit' })).toHaveFocus());
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('saves the chosen services and position, then goes to the housing matching', async () => {
    const api = renderServices(
      '/users/services',
      { 'PUT /api/profiles/7': async (request) => json(200, profile((await request.json()) as Partial<ProfileData>)) },
      profile({ position: 1, service_list: [2] }),
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'Je cherche une chambre en colocation' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Compagnie et conversation' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Je cherche un logement contre services' }));
    await user.click(screen.getByRole('checkbox', { name: 'Courses' }));
    await user.click(screen.getByRole('checkbox', { name: 'Jardinage' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer et voir les logements' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/users\/home-matching$/);
    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ position: 4, service_list: [2, 3, 7] });
    expect($user.getState()?.profile?.service_list).toEqual([2, 3, 7]);
  });

  it('goes back where ?redirect= says, never to another site', async () => {
    renderServices('/users/services?redirect=%2Fusers%2Fsearch', { 'PUT /api/profiles/7': () => json(200, profile({ position: 1 })) }, profile({ position: 1 }));
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Plus tard' })).toHaveAttribute('href', '/users/search');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/users\/search$/);
  });

  it('ignores a redirect to another site', async () => {
    renderServices('/users/services?redirect=%2F%2Fevil.example', {}, profile({ position: 1 }));
    expect(await screen.findByRole('link', { name: 'Plus tard' })).toHaveAttribute('href', '/users/home-matching');
  });

  it('shows a server refusal and keeps the choices', async () => {
    renderServices('/users/services', { 'PUT /api/profiles/7': () => json(400, { error: 'Ce choix de services est invalide.' }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Je propose un logement contre services' }));
    await user.click(screen.getByRole('checkbox', { name: 'Jardinage' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer et voir les logements' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce choix de services est invalide.');
    expect(screen.getByRole('radio', { name: 'Je propose un logement contre services' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Jardinage' })).toBeChecked();
  });

  it('reloads the user once when the session has no profile yet', async () => {
    const api = renderServices('/users/services', { 'GET /api/users/myself': () => json(200, makeUser({ profile: profile({ position: 5 }) })) }, null);
    expect(await screen.findByRole('radio', { name: 'Je propose un logement contre services' })).toBeChecked();
    expect(api.requests.filter((request) => new URL(request.url).pathname === '/api/users/myself')).toHaveLength(1);
  });

  it('tells a professional the page is for seekers', async () => {
    mockApi({ 'GET /api/options': () => json(200, OPTIONS) });
    signInAs(makeUser({ type: 2 }));
    renderAt(<ServicesPage />, { url: '/users/services', path: '/users/services' });
    expect(await screen.findByText('Cette page est réservée aux personnes qui cherchent un logement.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mon espace' })).toHaveAttribute('href', '/proprietaire/account');
  });
});
