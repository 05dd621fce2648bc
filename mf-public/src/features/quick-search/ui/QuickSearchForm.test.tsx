import { decodeSearchQuery } from '@coloc/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { renderAt } from '@coloc/shared/testing';
import { makeUser, signInAs, signOutLocally } from '@coloc/shared/testing';
import type { City } from '@coloc/shared';
import { QuickSearchForm } from './QuickSearchForm';

afterEach(() => signOutLocally());

const CITIES: City[] = [
  { id: 1, name: 'Lyon', country_id: 6, admin1_code: '84', admin1_name: 'Auvergne-Rhône-Alpes', admin2_code: '69', admin2_name: 'Rhône', lat: 45.75, lng: 4.85 },
  { id: 2, name: 'Lyons-la-Forêt', country_id: 6, admin1_code: '28', admin1_name: 'Normandie', admin2_code: '27', admin2_name: 'Eure', lat: 49.4, lng: 1.47 },
];

function citiesApi(cities: City[] = CITIES) {
  return mockApi({ 'GET /api/cities': () => json(200, cities) });
}

const render = () => renderAt(<QuickSearchForm />, { url: '/quicksearch' });

async function chooseLyon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'Ly');
  await user.click(await screen.findByRole('option', { name: 'Lyon (Rhône)' }));
}

function landedOn() {
  const url = new URL(screen.getByTestId('location').textContent!, 'http://x');
  return { path: url.pathname, search: decodeSearchQuery(url.searchParams.get('search')) };
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

  it('sends a visitor to sign up with the encoded search', async () => {
    citiesApi();
    const user = userEvent.setup();
    render();
    expect(screen.getByText(/La création de compte est gratuite/)).toBeInTheDocument();
    await chooseLyon(user);
    await user.selectOptions(screen.getByLabelText('Budget maximum par chambre'), '600');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(screen.getByTestId('location')).toBeInTheDocument());
    expect(landedOn()).toEqual({
      path: '/signup/users',
      search: { city_searches: [{ type: 'city', geoname: CITIES[0] }], per_room_budget_max: 600, radius: 5, country_id: 6 },
    });
  });

  it('sends a signed-in flatmate seeker to the matching homes', async () => {
    signInAs(makeUser());
    citiesApi();
    const user = userEvent.setup();
    render();
    expect(screen.queryByText(/La création de compte est gratuite/)).not.toBeInTheDocument();
    await chooseLyon(user);
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(screen.getByTestId('location')).toBeInTheDocument());
    expect(landedOn()).toMatchObject({ path: '/users/home-matching', search: { per_room_budget_max: 1500 } });
  });

  it('sends a professional to their own space', async () => {
    signInAs(makeUser({ type: 2 }));
    citiesApi();
    const user = userEvent.setup();
    render();
    await chooseLyon(user);
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/proprietaire\/annonce-adresse\/new$/);
  });
});
