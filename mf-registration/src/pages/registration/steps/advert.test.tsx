import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { signInAs } from '@coloc/shared/testing';
import { LYON, makeHome, OPTIONS, owner } from '../../../features/listing/test/fixtures';
import { renderFlow } from '../test/renderFlow';

const ready = () => screen.findByRole('heading', { level: 1 });

describe('a manager without advert access (SPEC 6)', () => {
  it('gets the NoAccess page on an advert step, not a form that cannot be saved', async () => {
    const manager = owner({ type: 8, registration_step: 100 });
    signInAs(manager);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/77': () => json(200, makeHome({ id: 77, access: { landlord: true, advert: false, agenda: false } })),
      'GET /api/users/myself': () => json(200, manager),
    });
    renderFlow('/manager/annonce-description/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès réservé' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mes biens' })).toHaveAttribute('href', '/manager/biens');
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });
});

describe('annonce-adresse', () => {
  it("creates the home when the URL says 'new' and opens the description step of the new home", async () => {
    const user = owner();
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/cities': () => json(200, [LYON]),
      'POST /api/homes': () => json(201, makeHome({ id: 77 })),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/annonce-adresse/new');
    const ui = userEvent.setup();

    await ready();
    await ui.type(screen.getByRole('textbox', { name: "Titre de l'annonce" }), 'Grande maison avec jardin');
    await ui.type(screen.getByRole('textbox', { name: 'Adresse' }), '12 rue des Lilas');
    await ui.type(screen.getByRole('textbox', { name: 'Code postal' }), '69003');
    await ui.type(screen.getByRole('combobox', { name: 'Ville' }), 'Lyo');
    await ui.click(await screen.findByRole('option', { name: /Lyon/ }));
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/annonce-description/77');
    expect(await api.lastBody('POST /api/homes')).toEqual({
      name: 'Grande maison avec jardin',
      address: '12 rue des Lilas',
      address2: null,
      postal_code: '69003',
      city_id: LYON.id,
    });
  });

  it('says what is missing and creates nothing', async () => {
    signInAs(owner());
    const api = mockApi({ 'GET /api/options': () => json(200, OPTIONS) });
    renderFlow('/proprietaire/annonce-adresse/new');
    const ui = userEvent.setup();

    await ready();
    await ui.type(screen.getByRole('textbox', { name: 'Code postal' }), '693');
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByText('Donnez un titre à votre annonce.')).toBeInTheDocument();
    expect(screen.getByText("Indiquez l'adresse du logement.")).toBeInTheDocument();
    expect(screen.getByText('Le code postal doit contenir 5 chiffres.')).toBeInTheDocument();
    expect(screen.getByText('Choisissez la ville dans la liste proposée.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('updates an existing home with the fields it shows', async () => {
    const user = owner();
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, makeHome()),
      'PUT /api/homes/31': () => json(200, makeHome()),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/annonce-adresse/31');
    const ui = userEvent.setup();

    const name = await screen.findByRole('textbox', { name: "Titre de l'annonce" });
    expect(name).toHaveValue('Grande maison avec jardin');
    expect(screen.getByRole('combobox', { name: 'Ville' })).toHaveValue('Lyon');
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/annonce-description/31');
    expect(await api.lastBody('PUT /api/homes/31')).toEqual({
      name: 'Grande maison avec jardin',
      address: '12 rue des Lilas',
      address2: null,
      postal_code: '69003',
      city_id: LYON.id,
    });
  });
});

describe('annonce-description', () => {
  it('requires 20 characters of description and saves the details', async () => {
    const user = owner();
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, makeHome()),
      'PUT /api/homes/31': () => json(200, makeHome()),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/annonce-description/31');
    const ui = userEvent.setup();

    await ui.click(await screen.findByRole('radio', { name: 'Maison' }));
    await ui.type(screen.getByRole('textbox', { name: 'Surface totale (m²)' }), '120,5');
    await ui.type(screen.getByRole('textbox', { name: 'Nombre total de chambres' }), '4');
    await ui.type(screen.getByRole('textbox', { name: 'Étage' }), '0');
    await ui.click(screen.getByRole('checkbox', { name: 'Jardin' }));
    // The elevator is asked once: its own checkbox, not again among the amenities.
    expect(screen.getAllByRole('checkbox', { name: 'Ascenseur' })).toHaveLength(1);
    const description = screen.getByRole('textbox', { name: "Description de l'annonce" });
    await ui.type(description, 'Trop court');
    expect(screen.getByText('10 / 4000 caractères')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('La description doit compter au moins 20 caractères.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);

    await ui.type(description, ', mais lumineuse et calme.');
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/annonce-chambres/31');
    expect(await api.lastBody('PUT /api/homes/31')).toEqual({
      home_type: 2,
      surface: 120.5,
      bedroom_count: 4,
      floor: 0,
      elevator: false,
      furnished: false,
      amenities: [3],
      description: 'Trop court, mais lumineuse et calme.',
      wishes: null,
    });
  });
});

describe('annonce-description of housing for services', () => {
  const described = { home_type: 2, description: 'Maison calme avec un grand jardin et un potager.' };

  it('asks the terms after a submit attempt, in French, next to each field', async () => {
    const user = owner();
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, makeHome({}, { ...described, pay_by_service: true })),
    });
    renderFlow('/proprietaire/annonce-description/31');
    const ui = userEvent.setup();

    const terms = within(await screen.findByRole('group', { name: 'Logement contre services' }));
    // Nothing is said before the owner tries to go on.
    expect(terms.queryByRole('alert')).not.toBeInTheDocument();
    await ui.type(terms.getByRole('textbox', { name: 'Heures de services par semaine' }), '25');
    await ui.type(terms.getByRole('textbox', { name: "Période d'essai (semaines)" }), 'deux');
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await terms.findByText("Le nombre d'heures doit être un nombre entier de 1 à 20.")).toBeInTheDocument();
    expect(terms.getByText('Décrivez au moins une tâche attendue.')).toBeInTheDocument();
    expect(terms.getByText("La période d'essai doit être un nombre entier de semaines, de 1 à 52.")).toBeInTheDocument();
    expect(terms.getByText("Indiquez le préavis pour mettre fin à l'accord.")).toBeInTheDocument();
    await waitFor(() => expect(terms.getByRole('textbox', { name: 'Heures de services par semaine' })).toHaveFocus());
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
    // What was typed is kept.
    expect(terms.getByRole('textbox', { name: "Période d'essai (semaines)" })).toHaveValue('deux');
  });

  it('shows the stored terms and sends them with the description', async () => {
    const user = owner();
    signInAs(user);
    const home = makeHome(
      {},
      { ...described, pay_by_service: true, services: { hours_per_week: 8, tasks: 'Courses le samedi', trial_weeks: 4, notice_days: 30 } },
    );
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, home),
      'PUT /api/homes/31': () => json(200, home),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/annonce-description/31');
    const ui = userEvent.setup();

    const terms = within(await screen.findByRole('group', { name: 'Logement contre services' }));
    expect(terms.getByRole('textbox', { name: 'Heures de services par semaine' })).toHaveValue('8');
    await ui.type(terms.getByRole('textbox', { name: 'Tâches attendues' }), '{Enter}{Enter}- Présence le soir  ');
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/annonce-chambres/31');
    expect(await api.lastBody('PUT /api/homes/31')).toMatchObject({
      home_type: 2,
      description: 'Maison calme avec un grand jardin et un potager.',
      services: { hours_per_week: 8, tasks: 'Courses le samedi\nPrésence le soir', trial_weeks: 4, notice_days: 30 },
    });
  });

  it('has no terms fieldset for an ordinary advert', async () => {
    signInAs(owner());
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/homes/31': () => json(200, makeHome({}, described)) });
    renderFlow('/proprietaire/annonce-description/31');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('group', { name: 'Logement contre services' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Heures de services par semaine' })).not.toBeInTheDocument();
  });
});

describe('annonce-chambres', () => {
  it('sends the whole room list, existing rooms with their id', async () => {
    const user = owner();
    signInAs(user);
    const home = makeHome({
      rooms: [
        { id: 5, number: 0, name: null, rent: 450, charges: 50, surface: 11, available_from: null, furnished: true, private_bathroom: false, private_toilets: false },
        { id: 6, number: 1, name: 'bureau', rent: null, charges: null, surface: null, available_from: null, furnished: false, private_bathroom: false, private_toilets: false },
      ],
    });
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, home),
      'PUT /api/homes/31': () => json(200, home),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/annonce-chambres/31');
    const ui = userEvent.setup();

    const roomA = await screen.findByRole('group', { name: 'Chambre A' });
    expect(screen.getByRole('group', { name: 'Bureau' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Retirer la chambre « Bureau »' }));
    await ui.clear(within(roomA).getByRole('textbox', { name: 'Surface (m²)' }));
    await ui.type(within(roomA).getByRole('textbox', { name: 'Surface (m²)' }), '12,5');
    await ui.click(within(roomA).getByRole('checkbox', { name: 'Salle de bain privative' }));

    await ui.click(screen.getByRole('button', { name: 'Ajouter une chambre' }));
    const roomB = screen.getByRole('group', { name: 'Chambre B' });
    expect(within(roomB).getByRole('textbox', { name: 'Nom de la chambre' })).toHaveFocus();
    await ui.type(within(roomB).getByRole('textbox', { name: 'Nom de la chambre' }), 'suite parentale');
    expect(screen.getByRole('group', { name: 'Suite parentale' })).toBeInTheDocument();
    await ui.type(within(roomB).getByLabelText('Disponible à partir du'), '2026-09-01');
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/annonce-charges/31');
    expect(await api.lastBody('PUT /api/homes/31')).toEqual({
      rooms: [
        { id: 5, number: 0, name: null, surface: 12.5, available_from: null, furnished: true, private_bathroom: true, private_toilets: false },
        { number: 1, name: 'suite parentale', surface: null, available_from: '2026-09-01', furnished: false, private_bathroom: false, private_toilets: false },
      ],
    });
  });

  it('starts with as many rooms as the bedroom count chosen in annonce-description', async () => {
    signInAs(owner());
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/homes/31': () => json(200, makeHome({ rooms: [] }, { bedroom_count: 3 })) });
    renderFlow('/proprietaire/annonce-chambres/31');
    expect(await screen.findByRole('group', { name: 'Chambre A' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Chambre B' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Chambre C' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Chambre D' })).not.toBeInTheDocument();
  });

  it('needs at least one room', async () => {
    signInAs(owner());
    const api = mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/homes/31': () => json(200, makeHome()) });
    renderFlow('/proprietaire/annonce-chambres/31');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Ajoutez au moins une chambre.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('annonce-charges', () => {
  it('shows the reference rent next to each rent and saves rents, charges and services', async () => {
    const user = owner();
    signInAs(user);
    const home = makeHome({
      reference_rent_auto: true,
      reference_rent_month: 450,
      dec_reference_rent_month: 400,
      inc_reference_rent_month: 520,
      rooms: [{ id: 5, number: 0, name: null, rent: null, charges: null, surface: 11, available_from: null, furnished: true, private_bathroom: false, private_toilets: false }],
    });
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, home),
      'PUT /api/homes/31': () => json(200, home),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/annonce-charges/31');
    const ui = userEvent.setup();

    const rent = await screen.findByRole('textbox', { name: 'Loyer mensuel hors charges (€)' });
    expect(rent).toHaveAccessibleDescription(/Loyer de référence, charges comprises : 450\s€ \(de 400\s€ à 520\s€\)/);
    expect(screen.getByText(/Le loyer se saisit toujours hors charges, et les charges à part\. Le loyer de référence, lui, est charges comprises/)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText(/Indiquez le loyer de la chambre/)).toBeInTheDocument();

    await ui.type(rent, '430');
    await ui.type(screen.getByRole('textbox', { name: 'Charges mensuelles (€)' }), '45,50');
    expect(screen.getByText(/Total charges comprises : 475,50\s€/)).toBeInTheDocument();
    await ui.click(screen.getByRole('checkbox', { name: 'Logement contre services' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Jardinage' }));

    // Ticking housing for services asks for its terms at once, all required.
    const terms = within(screen.getByRole('group', { name: 'Logement contre services' }));
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await terms.findByText("Indiquez le nombre d'heures de services par semaine.")).toBeInTheDocument();
    expect(terms.getByText('Décrivez au moins une tâche attendue.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);

    await ui.type(terms.getByRole('textbox', { name: 'Heures de services par semaine' }), '6');
    await ui.type(terms.getByRole('textbox', { name: 'Tâches attendues' }), 'Entretien du potager{Enter}Tonte de la pelouse');
    await ui.type(terms.getByRole('textbox', { name: "Période d'essai (semaines)" }), '3');
    await ui.type(terms.getByRole('textbox', { name: 'Préavis pour y mettre fin (jours)' }), '15');
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/annonce-photo-video/31');
    expect(await api.lastBody('PUT /api/homes/31')).toEqual({
      rooms: [{ id: 5, number: 0, rent: 430, charges: 45.5 }],
      pay_by_service: true,
      service_list: [2],
      services: { hours_per_week: 6, tasks: 'Entretien du potager\nTonte de la pelouse', trial_weeks: 3, notice_days: 15 },
    });
  });

  it('asks no terms and sends none without housing for services', async () => {
    const user = owner();
    signInAs(user);
    const home = makeHome({ rooms: [{ id: 5, number: 0, name: null, rent: 400, charges: 30, surface: 11, available_from: null, furnished: true, private_bathroom: false, private_toilets: false }] });
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, home),
      'PUT /api/homes/31': () => json(200, home),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/annonce-charges/31');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/annonce-photo-video/31');
    expect(screen.queryByRole('group', { name: 'Logement contre services' })).not.toBeInTheDocument();
    expect(await api.lastBody('PUT /api/homes/31')).toEqual({ rooms: [{ id: 5, number: 0, rent: 400, charges: 30 }], pay_by_service: false, service_list: [] });
  });
});

describe('annonce-charges under rent control', () => {
  const room = { id: 5, number: 0, name: null, rent: 400, charges: 30, surface: 11, available_from: null, furnished: true, private_bathroom: false, private_toilets: false };

  it('says the commune caps rents and links to the official simulator', async () => {
    signInAs(owner());
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/homes/31': () => json(200, makeHome({ city: 'Paris', postal_code: '75011', rooms: [room] })) });
    renderFlow('/proprietaire/annonce-charges/31');
    expect(await screen.findByText('Loyers encadrés : Paris')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /simulateur officiel/ });
    expect(link).toHaveAttribute('href', 'https://www.service-public.fr/particuliers/vosdroits/F1314');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says nothing of it elsewhere', async () => {
    signInAs(owner());
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/homes/31': () => json(200, makeHome({ city: 'Nantes', postal_code: '44000', rooms: [room] })) });
    renderFlow('/proprietaire/annonce-charges/31');
    expect(await screen.findByRole('textbox', { name: 'Loyer mensuel hors charges (€)' })).toBeInTheDocument();
    expect(screen.queryByText(/Loyers encadrés/)).not.toBeInTheDocument();
    expect(screen.getByText(/Le loyer se saisit toujours hors charges/)).toBeInTheDocument();
  });
});

describe('annonce-photo-video', () => {
  it('asks for at least one photo before going on', async () => {
    signInAs(owner());
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/homes/31': () => json(200, makeHome()) });
    renderFlow('/proprietaire/annonce-photo-video/31');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Ajoutez au moins une photo pour continuer.')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('goes on with a photo', async () => {
    const user = owner();
    signInAs(user);
    mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, makeHome({ image_orders: [12], photos: [{ id: 12, public_id: 'Ph12PublicIdxxxxxxxxxx' }] })),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/annonce-photo-video/31');
    // The URL names the public id, never the sequential one (issue 17, finding 4).
    expect(await screen.findByRole('img', { name: 'Photo 1 sur 1' })).toHaveAttribute('src', '/image/Ph12PublicIdxxxxxxxxxx/320/240');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/annonce-recapitulatif/31');
  });
});

describe('annonce-recapitulatif', () => {
  it('lists what is missing and does not go on below step 3', async () => {
    signInAs(owner());
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/homes/31': () => json(200, makeHome({ step: 1 })) });
    renderFlow('/proprietaire/annonce-recapitulatif/31');
    const ui = userEvent.setup();

    expect(await screen.findByText("une description d'au moins 20 caractères")).toBeInTheDocument();
    expect(screen.getByText('au moins une chambre avec son loyer')).toBeInTheDocument();
    expect(screen.getByText('au moins une photo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier : Photos' })).toHaveAttribute('href', '/proprietaire/annonce-photo-video/31');
    expect(screen.getByRole('link', { name: 'Modifier : Adresse' })).toHaveAttribute('href', '/proprietaire/annonce-adresse/31');

    await ui.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Complétez votre annonce pour continuer.')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sums the complete advert up and goes on to the offers', async () => {
    const user = owner();
    signInAs(user);
    const home = makeHome(
      {
        step: 3,
        image_orders: [12, 13],
        photos: [
          { id: 12, public_id: 'Ph12PublicIdxxxxxxxxxx' },
          { id: 13, public_id: 'Ph13PublicIdxxxxxxxxxx' },
        ],
        rooms: [{ id: 5, number: 0, name: null, rent: 430, charges: 45, surface: 11, available_from: null, furnished: true, private_bathroom: false, private_toilets: false }],
      },
      { home_type: 2, surface: 120, description: 'Une maison lumineuse et calme.', amenities: [3] },
    );
    mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, home),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/annonce-recapitulatif/31');

    expect(await screen.findByText('Votre annonce est complète.')).toBeInTheDocument();
    expect(screen.getByText(/Maison · 120 m²/)).toBeInTheDocument();
    expect(screen.getByText(/430\s€ \+ 45\s€ de charges/)).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/image/Ph12PublicIdxxxxxxxxxx/320/240', '/image/Ph13PublicIdxxxxxxxxxx/320/240']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/offres/31');
  });
});
