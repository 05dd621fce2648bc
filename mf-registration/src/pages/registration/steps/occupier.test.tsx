import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { signInAs } from '@coloc/shared/testing';
import { LYON, makeHome, OPTIONS, seeker } from '../../../features/listing/test/fixtures';
import { renderFlow } from '../test/renderFlow';

// Whole steps typed through with userEvent: several seconds each on a loaded 2-core CI machine.
jest.setTimeout(20_000);

describe('home-3b', () => {
  it("creates the owner-occupier's home, not a shared one, with its characteristics", async () => {
    const user = seeker('non-coloc');
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/default': () => json(404, { error: 'Aucun logement.' }),
      'GET /api/cities': () => json(200, [LYON]),
      'PUT /api/homes/default': () => json(200, makeHome()),
      'GET /api/users/myself': () => json(200, { ...user, home: makeHome() }),
    });
    renderFlow('/registration/home-3b');
    const ui = userEvent.setup();

    await ui.type(await screen.findByRole('textbox', { name: 'Adresse' }), '12 rue des Lilas');
    await ui.type(screen.getByRole('textbox', { name: 'Code postal' }), '69003');
    await ui.type(screen.getByRole('combobox', { name: 'Ville' }), 'Lyo');
    await ui.click(await screen.findByRole('option', { name: /Lyon/ }));
    await ui.click(screen.getByRole('radio', { name: 'Maison' }));
    await ui.type(screen.getByRole('textbox', { name: 'Étage' }), '2');
    await ui.click(screen.getByRole('checkbox', { name: 'Ascenseur' }));
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/home-3c');
    expect(await api.lastBody('PUT /api/homes/default')).toEqual({
      is_coloc: false,
      address: '12 rue des Lilas',
      address2: null,
      postal_code: '69003',
      city_id: LYON.id,
      home_type: 2,
      surface: null,
      bedroom_count: null,
      furnished: false,
      amenities: [],
      floor: 2,
      elevator: true,
    });
  });
});

describe('home-3c', () => {
  it('requires a room, a photo and a description, then saves them', async () => {
    const home = makeHome({ image_orders: [] });
    const user = seeker('non-coloc', { home });
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/default': () => json(200, home),
      'PUT /api/homes/default': () => json(200, home),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/registration/home-3c');
    const ui = userEvent.setup();

    await ui.click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Ajoutez au moins une chambre.')).toBeInTheDocument();
    expect(screen.getByText('Ajoutez au moins une photo pour continuer.')).toBeInTheDocument();
    expect(screen.getByText('La description doit compter au moins 20 caractères.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('saves rooms, description, wishes and services of a complete advert', async () => {
    const home = makeHome({ image_orders: [4] });
    const user = seeker('non-coloc', { home });
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/default': () => json(200, home),
      'PUT /api/homes/default': () => json(200, home),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/registration/home-3c');
    const ui = userEvent.setup();

    await ui.click(await screen.findByRole('button', { name: 'Ajouter une chambre' }));
    await ui.type(screen.getByRole('textbox', { name: 'Loyer mensuel hors charges (€)' }), '0');
    await ui.click(screen.getByRole('checkbox', { name: 'Logement contre services' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Présence le soir' }));
    await ui.type(screen.getByRole('textbox', { name: "Description de l'annonce" }), 'Une chambre calme dans une maison avec jardin.');
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    // Housing for services cannot go on without its terms.
    const terms = within(screen.getByRole('group', { name: 'Logement contre services' }));
    expect(await terms.findByText("Indiquez le nombre d'heures de services par semaine.")).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
    await ui.type(terms.getByRole('textbox', { name: 'Heures de services par semaine' }), '5');
    await ui.type(terms.getByRole('textbox', { name: 'Tâches attendues' }), 'Présence trois soirs par semaine');
    await ui.type(terms.getByRole('textbox', { name: "Période d'essai (semaines)" }), '4');
    await ui.type(terms.getByRole('textbox', { name: 'Préavis pour y mettre fin (jours)' }), '30');
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/offres');
    expect(await api.lastBody('PUT /api/homes/default')).toEqual({
      rooms: [{ number: 0, name: null, surface: null, available_from: null, furnished: false, private_bathroom: false, private_toilets: false, rent: 0, charges: null }],
      description: 'Une chambre calme dans une maison avec jardin.',
      wishes: null,
      pay_by_service: true,
      service_list: [3],
      services: { hours_per_week: 5, tasks: 'Présence trois soirs par semaine', trial_weeks: 4, notice_days: 30 },
    });
  });
});
