import { $user, decodeSearchQuery, encodeSearchQuery } from '@coloc/shared';
import { json, makeUser, mockApi, renderAt, signInAs } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, LYON, makeSearch } from '../../../entities/matching/test/fixtures';
import SearchPage from './SearchPage';

const OPTIONS = {
  gender: [
    { id: 1, text: 'Femme', children: [] },
    { id: 2, text: 'Homme', children: [] },
    { id: 3, text: 'Non-binaire', children: [] },
    { id: 4, text: 'Je préfère ne pas le préciser', children: [] },
  ],
  sports: [
    { id: 1, text: 'Course à pied', children: [] },
    { id: 2, text: 'Natation', children: [] },
  ],
  smoking: [
    { id: 1, text: 'Non-fumeur', children: [] },
    { id: 3, text: 'Fumeur', children: [] },
  ],
};

const NANTES = { id: 2990969, name: 'Nantes', country_id: 6, admin1_code: '52', admin1_name: 'Pays de la Loire', admin2_code: '44', admin2_name: 'Loire-Atlantique', lat: 47.2, lng: -1.55 };

function renderPage(url = '/users/search') {
  return renderAt(<SearchPage />, { url, path: '/:user_type/search' });
}

const location = () => new URL(screen.getByTestId('location').textContent!, 'http://x');

describe('search page', () => {
  it('starts from the saved search', async () => {
    mockApi({ 'GET /api/options': () => json(200, OPTIONS) });
    signInAs(makeUser({ search: makeSearch({ pets: true, situations: ['couple'] }), search_id: 9 }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Ma recherche' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Villes recherchées' })).getByText('Lyon (Rhône)')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Maximum (€)' })).toHaveValue(700);
    expect(screen.getByRole('spinbutton', { name: 'Âge minimum' })).toHaveValue(18);
    expect(screen.getByRole('combobox', { name: 'Des animaux' })).toHaveValue('yes');
    expect(screen.getByRole('checkbox', { name: 'En couple' })).toBeChecked();
    expect(await screen.findByRole('option', { name: 'Femme' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Je préfère ne pas le préciser' })).not.toBeInTheDocument();
  });

  it('reproduces a shared link, profile filters included, and passes it on to the results (URL round trip)', async () => {
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/cities': () => json(200, [NANTES]) });
    const ui = userEvent.setup();
    signInAs(makeUser({ search: makeSearch(), search_id: 9 }));
    const link = encodeSearchQuery({ city_searches: [LYON], radius: 15, per_room_budget_max: 520, smoking: false, filters: { sports: [2], smoking: [1] } });
    renderPage(`/users/search?search=${link}`);

    expect(screen.getByRole('spinbutton', { name: 'Rayon autour de chaque ville (km)' })).toHaveValue(15);
    expect(screen.getByRole('spinbutton', { name: 'Maximum (€)' })).toHaveValue(520);
    expect(screen.getByRole('combobox', { name: 'Des fumeurs' })).toHaveValue('no');
    expect(await screen.findByRole('checkbox', { name: 'Natation' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Course à pied' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Tabac' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Tabac' })).getByRole('checkbox', { name: 'Non-fumeur' })).toBeChecked();

    // Change a few things: a second city, a sport, the age, a flag, a situation.
    await ui.type(screen.getByRole('combobox', { name: 'Ajouter une ville' }), 'Nan');
    await ui.click(await screen.findByRole('option', { name: /Nantes/ }));
    await ui.click(screen.getByRole('checkbox', { name: 'Course à pied' }));
    await ui.clear(screen.getByRole('spinbutton', { name: 'Âge maximum' }));
    await ui.type(screen.getByRole('spinbutton', { name: 'Âge maximum' }), '35');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Un logement contre services' }), 'Oui');
    await ui.click(screen.getByRole('checkbox', { name: 'En famille' }));
    await ui.click(screen.getByRole('button', { name: 'Voir les résultats' }));

    expect(location().pathname).toBe('/users/home-matching');
    const draft = decodeSearchQuery(location().searchParams.get('search'));
    expect(draft).toMatchObject({
      radius: 15,
      per_room_budget_max: 520,
      age_max: 35,
      smoking: false,
      pay_by_service: true,
      situations: ['family'],
      filters: { sports: [2, 1], smoking: [1] },
    });
    expect(draft?.city_searches?.map((city) => city.geoname.id)).toEqual([LYON.geoname.id, NANTES.id]);
  });

  it('can show the flatmates instead of the homes', async () => {
    mockApi({ 'GET /api/options': () => json(200, OPTIONS) });
    const ui = userEvent.setup();
    signInAs(makeUser({ search: makeSearch(), search_id: 9 }));
    renderPage();
    await ui.click(screen.getByRole('radio', { name: 'Les colocataires' }));
    await ui.click(screen.getByRole('button', { name: 'Voir les résultats' }));
    expect(location().pathname).toBe('/users/user-matching');
    expect(decodeSearchQuery(location().searchParams.get('search'))?.city_searches).toEqual([LYON]);
  });

  it('refuses a search without a city or with crossed bounds', async () => {
    mockApi({ 'GET /api/options': () => json(200, OPTIONS) });
    const ui = userEvent.setup();
    signInAs(makeUser({ search: makeSearch(), search_id: 9 }));
    renderPage();
    await ui.click(screen.getByRole('button', { name: 'Retirer Lyon (Rhône)' }));
    await ui.clear(screen.getByRole('spinbutton', { name: 'Minimum (€)' }));
    await ui.type(screen.getByRole('spinbutton', { name: 'Minimum (€)' }), '900');
    await ui.click(screen.getByRole('button', { name: 'Voir les résultats' }));
    expect(screen.getByText('Choisissez au moins une ville.')).toBeInTheDocument();
    expect(screen.getByText('Le minimum doit être inférieur ou égal au maximum.')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("saves the search as the user's own (PUT /api/searches/{id}) without the profile filters", async () => {
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'PUT /api/searches/9': async (request) => json(200, { ...makeSearch(), ...((await request.json()) as object), budget_user_id: null }),
    });
    const ui = userEvent.setup();
    signInAs(makeUser({ search: makeSearch(), search_id: 9 }));
    renderPage(`/users/search?search=${encodeSearchQuery({ filters: { sports: [1] } })}`);
    await ui.clear(screen.getByRole('spinbutton', { name: 'Rayon autour de chaque ville (km)' }));
    await ui.type(screen.getByRole('spinbutton', { name: 'Rayon autour de chaque ville (km)' }), '20');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer ma recherche' }));

    expect(await screen.findByText(/Votre recherche est enregistrée/)).toBeInTheDocument();
    const body = (await api.lastBody('PUT /api/searches/9')) as Record<string, unknown>;
    expect(body).toMatchObject({ id: 9, radius: 20, city_searches: [LYON], per_room_budget_max: 700, situation: 'single' });
    expect(body).not.toHaveProperty('filters');
    expect(body).not.toHaveProperty('budget_user_id');
    expect($user.getState()?.search?.radius).toBe(20);
  });

  it('creates the search when the user has none yet (POST /api/searches)', async () => {
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'POST /api/searches': async (request) => json(201, { ...makeSearch({ id: 33 }), ...((await request.json()) as object) }),
    });
    const ui = userEvent.setup();
    signInAs(makeUser({ search: null, search_id: null }));
    renderPage(`/users/search?search=${encodeSearchQuery({ city_searches: [LYON] })}`);
    await ui.click(screen.getByRole('button', { name: 'Enregistrer ma recherche' }));
    expect(await screen.findByText(/Votre recherche est enregistrée/)).toBeInTheDocument();
    expect(callsTo(api.requests, 'POST', '/api/searches')).toHaveLength(1);
    await waitFor(() => expect($user.getState()?.search_id).toBe(33));
  });

  it('shows the API refusal of a save', async () => {
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'PUT /api/searches/9': () => json(400, { error: 'Cette ville est inconnue.' }) });
    const ui = userEvent.setup();
    signInAs(makeUser({ search: makeSearch(), search_id: 9 }));
    renderPage();
    await ui.click(screen.getByRole('button', { name: 'Enregistrer ma recherche' }));
    expect(await screen.findByText('Cette ville est inconnue.')).toBeInTheDocument();
  });

  it('tells a professional the search is for seekers', () => {
    mockApi({});
    signInAs(makeUser({ type: 2 }));
    renderPage('/proprietaire/search');
    expect(screen.getByRole('heading', { name: 'La recherche est réservée aux colocataires' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les profils pour mon annonce' })).toHaveAttribute('href', '/proprietaire/user-matching');
  });
});
