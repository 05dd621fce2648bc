import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { renderAt } from '@coloc/shared/testing';
import { signOutLocally } from '@coloc/shared/testing';
import { CurrentUrl } from '../test/fixtures';
import type { City } from '@coloc/shared';
import { QuickSearchForm } from './QuickSearchForm';

afterEach(() => signOutLocally());

const CITIES: City[] = [
  { id: 1, name: 'Lyon', country_id: 6, admin1_code: '84', admin1_name: 'Auvergne-Rhône-Alpes', admin2_code: '69', admin2_name: 'Rhône', lat: 45.75, lng: 4.85, slug: 'lyon' },
  { id: 2, name: 'Lyons-la-Forêt', country_id: 6, admin1_code: '28', admin1_name: 'Normandie', admin2_code: '27', admin2_name: 'Eure', lat: 49.4, lng: 1.47, slug: 'lyons-la-foret' },
];

function citiesApi(cities: City[] = CITIES) {
  return mockApi({ 'GET /api/cities': () => json(200, cities) });
}

const render = () =>
  renderAt(
    <>
      <QuickSearchForm />
      <CurrentUrl />
    </>,
    { url: '/quicksearch' },
  );

async function chooseLyon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'Ly');
  await user.click(await screen.findByRole('option', { name: 'Lyon (Rhône)' }));
}

describe('quick search form', () => {
  it('requires a city chosen from the list', async () => {
    const api = citiesApi();
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Choisissez une ville dans la liste.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ville' })).toHaveFocus();
    expect(api.fetch).not.toHaveBeenCalled();
    await chooseLyon(user);
    expect(screen.queryByText('Choisissez une ville dans la liste.')).not.toBeInTheDocument();
  });

  it('asks the server once the visitor pauses, and announces the count', async () => {
    const api = citiesApi();
    const user = userEvent.setup();
    render();
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'L');
    expect(await screen.findByText('Saisissez au moins 2 lettres.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'yo');
    expect(await screen.findByRole('option', { name: 'Lyon (Rhône)' })).toBeInTheDocument();
    expect(api.fetch).toHaveBeenCalledTimes(1);
    const url = new URL(api.requests[0]!.url);
    expect(url.pathname).toBe('/api/cities');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Lyo', limit: '10' });
    expect(screen.getByText('2 villes trouvées, utilisez les flèches pour les parcourir.')).toBeInTheDocument();
  });

  it('can be driven with the keyboard', async () => {
    citiesApi();
    const user = userEvent.setup();
    render();
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'Ly');
    await screen.findByRole('option', { name: 'Lyon (Rhône)' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Ville' })).toHaveValue('Lyons-la-Forêt (Eure)');
  });

  it('says so when no city matches, or when the list cannot load', async () => {
    citiesApi([]);
    const user = userEvent.setup();
    render();
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'Zz');
    expect(await screen.findAllByText('Aucune ville ne correspond à « Zz ».')).not.toHaveLength(0);

    mockApi({ 'GET /api/cities': () => json(500, { error: 'Panne' }) });
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'z');
    expect(await screen.findAllByText(/Impossible de charger les villes/)).not.toHaveLength(0);
  });

  it('is a GET form to /quicksearch whose fields are named for the URL, so it works without JavaScript', () => {
    citiesApi();
    const { container } = render();
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/quicksearch');
    expect(screen.getByRole('combobox', { name: 'Ville' })).toHaveAttribute('name', 'ville');
    expect(screen.getByLabelText('Budget maximum par chambre')).toHaveAttribute('name', 'budget');
    expect(screen.getByText(/un compte gratuit vous montre en plus votre affinité/)).toBeInTheDocument();
  });

  it('shows the results of the chosen city by the slug the city list gives, without asking the browse API', async () => {
    const api = citiesApi();
    const user = userEvent.setup();
    render();
    await chooseLyon(user);
    await user.selectOptions(screen.getByLabelText('Budget maximum par chambre'), '600');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText(/^\/quicksearch\?ville=lyon&budget=600$/)).toBeInTheDocument();
    expect(api.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/cities']);
  });

  it("takes a homonym's own slug, with its département", async () => {
    const saintDenis974: City = { id: 7, name: 'Saint-Denis', country_id: 6, admin1_code: '04', admin1_name: 'La Réunion', admin2_code: '974', admin2_name: 'La Réunion', lat: -20.88, lng: 55.45, slug: 'saint-denis-974' };
    const api = citiesApi([saintDenis974]);
    const user = userEvent.setup();
    render();
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'Sa');
    await user.click(await screen.findByRole('option', { name: 'Saint-Denis (La Réunion)' }));
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText(/^\/quicksearch\?ville=saint-denis-974$/)).toBeInTheDocument();
    expect(api.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/cities']);
  });

  it('goes by the folded name of a city that has no page slug yet, as the form without JavaScript', async () => {
    const newCommune: City = { id: 9, name: 'Saint-Étienne-de-Tinée', country_id: 6, admin1_code: '93', admin1_name: "Provence-Alpes-Côte d'Azur", admin2_code: '06', admin2_name: 'Alpes-Maritimes', slug: null };
    citiesApi([newCommune]);
    const user = userEvent.setup();
    render();
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'Sa');
    await user.click(await screen.findByRole('option', { name: 'Saint-Étienne-de-Tinée (Alpes-Maritimes)' }));
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText(/^\/quicksearch\?ville=saint-etienne-de-tinee$/)).toBeInTheDocument();
  });

  it('starts from the search shown, keeps its order and starts again from page 1', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderAt(
      <>
        <QuickSearchForm detailed city={{ ...CITIES[0]!, slug: 'lyon' }} filters={{ radius: 10, budget: 700, bedrooms: 2, order: 'recent', page: 3 }} />
        <CurrentUrl />
      </>,
      { url: '/quicksearch' },
    );
    expect(screen.getByRole('combobox', { name: 'Ville' })).toHaveValue('Lyon (Rhône)');
    expect(screen.getByLabelText('Rayon')).toHaveValue('10');
    expect(screen.getByLabelText('Chambres libres')).toHaveValue('2');
    await user.selectOptions(screen.getByLabelText('Rayon'), '20');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText(/^\/quicksearch\?ville=lyon&rayon=20&budget=700&chambres=2&tri=recent$/)).toBeInTheDocument();
  });
});
