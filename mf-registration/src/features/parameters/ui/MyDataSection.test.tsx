import { json, makeUser, mockApi, renderAt, signInAs } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ParametersPage from './ParametersPage';

const EXPORT = {
  export: { version: 1, genere_le: '2026-11-27T23:30:00.000Z', compte_id: 42 },
  compte: { id: 42, email: 'camille@exemple.fr' },
  connexions: [],
};

const CONNECTIONS = [
  { at: '2026-11-27T08:05:00.000Z', method: 'password', method_label: 'Mot de passe', device: 'Chrome sur Android', ip: '203.0.113.7' },
  { at: '2026-11-20T18:40:00.000Z', method: 'link', method_label: 'Lien de connexion reçu par e-mail', device: null, ip: '2001:db8::1' },
];

function renderPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/users/42/preferences': () => json(200, { email_messages: true, email_matches: true, email_visits: true, newsletter: false }),
    'GET /api/users/42/connections': () => json(200, { connections: CONNECTIONS }),
    ...routes,
  });
  signInAs(makeUser());
  renderAt(<ParametersPage />, { url: '/users/parameters', path: '/:user_type/parameters' });
  return api;
}

describe('« Vos données »', () => {
  let saved: Array<{ name: string; text: Promise<string> }>;
  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs nor downloads: the file handed to the browser is kept to be read.
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: blobs.get(this.href)!.text() });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('explains what the file holds and downloads it under a dated name', async () => {
    const api = renderPage({ 'GET /api/users/42/export': () => json(200, EXPORT) });
    const section = screen.getByRole('region', { name: 'Vos données' });
    expect(within(section).getByText(/Il ne contient ni votre mot de passe ni les documents eux-mêmes/)).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Télécharger mes données' }));
    expect(await within(section).findByText('Votre fichier a été téléchargé.')).toHaveAttribute('role', 'status');
    expect(api.requests.filter((request) => request.url.endsWith('/api/users/42/export'))).toHaveLength(1);
    // 23:30 UTC is already the next day in Paris: the name follows the day the person sees.
    expect(saved.map((file) => file.name)).toEqual(['toit-partage-mes-donnees-2026-11-28.json']);
    expect(JSON.parse(await saved[0]!.text)).toEqual(EXPORT);
  });

  it('says in French why it failed, and saves nothing', async () => {
    renderPage({
      'GET /api/users/42/export': () => json(429, { error: 'Vous avez fait beaucoup de demandes en peu de temps. Réessayez dans une minute.' }),
    });
    const section = screen.getByRole('region', { name: 'Vos données' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Télécharger mes données' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent("Le téléchargement n'a pas abouti.");
    expect(alert).toHaveTextContent('Vous avez fait beaucoup de demandes en peu de temps. Réessayez dans une minute.');
    expect(saved).toEqual([]);
  });
});

describe('« Dernières connexions »', () => {
  it('lists the latest connections with their date, device, way in and address, and the advice', async () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Dernières connexions' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('27 novembre 2026 à 09:05');
    expect(items[0]).toHaveTextContent('Chrome sur Android · Mot de passe');
    expect(items[0]).toHaveTextContent('Adresse IP : 203.0.113.7');
    expect(items[1]).toHaveTextContent('Appareil inconnu · Lien de connexion reçu par e-mail');
    expect(within(section).getByText('Vous ne reconnaissez pas une connexion ? Changez votre mot de passe et déconnectez-vous partout.')).toBeInTheDocument();
  });

  it('offers a retry when they cannot be read', async () => {
    let calls = 0;
    renderPage({ 'GET /api/users/42/connections': () => (++calls === 1 ? json(500, { error: 'Panne' }) : json(200, { connections: [] })) });
    const section = screen.getByRole('region', { name: 'Dernières connexions' });
    await userEvent.setup().click(await within(section).findByRole('button', { name: 'Réessayer de charger les dernières connexions' }));
    await waitFor(() => expect(within(section).getByText('Aucune connexion enregistrée pour le moment.')).toBeInTheDocument());
  });
});
