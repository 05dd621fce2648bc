import { i18next } from '@coloc/shared';
import { json, makeUser, mockApi, signInAs, signOutLocally } from '@coloc/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import QuickSearchPage from './QuickSearchPage';
import { loadCityPage } from '../../../entities/browse/model/loaders';
import { makeCityData, makeListing } from '../../../entities/browse/test/fixtures';
import CityPage from './CityPage';

afterEach(() => signOutLocally());

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

function cityApi(total = 30) {
  return mockApi({
    'GET /api/browse/cities/lyon': () => json(200, makeCityData()),
    'GET /api/browse/adverts': (request) => json(200, makeListing({ total, page: Number(new URL(request.url).searchParams.get('page')) })),
  });
}

function renderPage(url: string, scope?: Scope) {
  const routes = (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/quicksearch" element={<QuickSearchPage />} />
        <Route path="/:city_slug" element={<CityPage />} />
      </Routes>
    </MemoryRouter>
  );
  return render(scope ? <Provider value={scope}>{routes}</Provider> : routes);
}

describe('city page', () => {
  it('renders what the server loaded without asking the API again', async () => {
    const api = cityApi();
    const scope = fork();
    await loadCityPage(scope, { params: { city_slug: 'colocation-lyon' }, query: new URLSearchParams(), origin: 'http://x', i18n: i18next });
    const before = api.requests.length;
    renderPage('/colocation-lyon', scope);

    // The rooms free today (19), not every room of the adverts (23); the API's range of their rents.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Colocation à Lyon : 19 chambres disponibles');
    expect(plain(screen.getByText(/les chambres libres sont proposées/).textContent)).toBe('À Lyon, les chambres libres sont proposées de 320 € à 780 € par mois, charges non comprises.');
    expect(document.querySelectorAll('article')).toHaveLength(12);
    const nearby = within(screen.getByRole('region', { name: 'Colocations près de Lyon' }));
    expect(nearby.getByRole('link', { name: /Colocation Villeurbanne/ })).toHaveAttribute('href', '/colocation-villeurbanne');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/colocation-lyon?page=2');
    expect(api.requests.length).toBe(before);
  });

  it('invites a visitor to create a profile with the search in the URL, and a seeker to see their affinity', async () => {
    cityApi();
    const { unmount } = renderPage('/colocation-lyon?budget=600');
    const invite = await screen.findByRole('link', { name: 'Créer mon profil' });
    expect(screen.getByText('Créez votre profil pour voir votre affinité avec chaque colocation')).toBeInTheDocument();
    const signup = new URL(invite.getAttribute('href')!, 'http://x');
    expect(signup.pathname).toBe('/signup/users');
    expect(signup.searchParams.get('search')).toBeTruthy();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
    unmount();

    signInAs(makeUser());
    renderPage('/colocation-lyon');
    expect(new URL((await screen.findByRole('link', { name: 'Voir mon affinité' })).getAttribute('href')!, 'http://x').pathname).toBe('/users/home-matching');
  });

  it('shows the not-found page for an unknown city', async () => {
    mockApi({
      'GET /api/browse/cities/atlantide': () => json(404, { error: 'Cette ville est introuvable.' }),
    });
    renderPage('/colocation-atlantide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });
});

describe('quick search page', () => {
  it('fetches the list of the URL in the browser and names its city', async () => {
    const api = cityApi(3);
    renderPage('/quicksearch?ville=lyon&budget=abc&page=-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Colocations à Lyon et alentours' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(Object.fromEntries(new URL(api.requests[0]!.url).searchParams)).toEqual({ city: 'lyon', radius: '5', page: '1', order: 'price-asc' });
    expect(screen.getByRole('combobox', { name: 'Ville' })).toHaveValue('Lyon (Rhône)');
  });

  it('says so when the city is unknown', async () => {
    mockApi({ 'GET /api/browse/adverts': () => json(404, { error: 'Cette ville est introuvable.' }) });
    renderPage('/quicksearch?ville=atlantide');
    expect(await screen.findByText('Nous ne trouvons pas de ville nommée « atlantide ».')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
