import { $currentConfirm, confirmAnswered } from '@coloc/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { signInAs } from '@coloc/shared/testing';
import { LYON, makeHome, OPTIONS, seeker } from '../../../features/listing/test/fixtures';
import { renderFlow } from '../test/renderFlow';

const noHome = () => json(404, { error: 'Aucun logement.' });

describe('home-1b', () => {
  it('creates no home while the group is still looking', async () => {
    const user = seeker('shared');
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/default': noHome,
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/registration/home-1b');
    const ui = userEvent.setup();

    await ui.click(await screen.findByRole('radio', { name: 'Nous cherchons encore le logement' }));
    expect(screen.queryByRole('textbox', { name: 'Adresse' })).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/home-2');
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it("saves the shared home's address as the user's coloc home", async () => {
    const user = seeker('shared');
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/default': noHome,
      'GET /api/cities': () => json(200, [LYON]),
      'PUT /api/homes/default': () => json(200, makeHome({ is_coloc: true })),
      'GET /api/users/myself': () => json(200, { ...user, home: makeHome({ is_coloc: true }) }),
    });
    renderFlow('/registration/home-1b');
    const ui = userEvent.setup();

    await ui.click(await screen.findByRole('radio', { name: /Nous avons le logement/ }));
    await ui.type(screen.getByRole('textbox', { name: 'Adresse' }), '12 rue des Lilas');
    await ui.type(screen.getByRole('textbox', { name: 'Code postal' }), '69003');
    await ui.type(screen.getByRole('combobox', { name: 'Ville' }), 'Lyo');
    await ui.click(await screen.findByRole('option', { name: /Lyon/ }));
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/home-2');
    expect(await api.lastBody('PUT /api/homes/default')).toEqual({
      is_coloc: true,
      address: '12 rue des Lilas',
      address2: null,
      postal_code: '69003',
      city_id: LYON.id,
    });
  });

  it('removes a home entered earlier, after confirmation, when the group is still looking', async () => {
    const user = seeker('shared', { home: makeHome({ is_coloc: true }) });
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/default': () => json(200, makeHome({ is_coloc: true })),
      'DELETE /api/homes/31': () => new Response(null, { status: 204 }),
      'GET /api/users/myself': () => json(200, { ...user, home: null }),
    });
    renderFlow('/registration/home-1b');
    const ui = userEvent.setup();

    expect(await screen.findByRole('radio', { name: /Nous avons le logement/ })).toBeChecked();
    await ui.click(screen.getByRole('radio', { name: 'Nous cherchons encore le logement' }));
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect($currentConfirm.getState()?.title).toBe('Retirer le logement enregistré ?'));
    confirmAnswered({ id: $currentConfirm.getState()!.id, answer: true });

    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/home-2');
    expect(api.requests.map((request) => request.method)).toContain('DELETE');
  });
});

describe('home-2', () => {
  it('asks nothing without a home and explains what comes instead', async () => {
    const user = seeker('shared');
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/default': noHome,
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/registration/home-2');

    expect(await screen.findByRole('heading', { name: 'Vous décrirez le logement une fois trouvé' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Suivant' }));

    // Without a home, home-3 is not part of the flow.
    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/home-4');
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it("saves the shared home's characteristics", async () => {
    const home = makeHome({ is_coloc: true });
    const user = seeker('shared', { home });
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/default': () => json(200, home),
      'PUT /api/homes/default': () => json(200, home),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/registration/home-2');
    const ui = userEvent.setup();

    await ui.click(await screen.findByRole('radio', { name: 'Appartement' }));
    await ui.type(screen.getByRole('textbox', { name: 'Surface totale (m²)' }), '85');
    await ui.type(screen.getByRole('textbox', { name: 'Nombre total de chambres' }), '3');
    await ui.click(screen.getByRole('checkbox', { name: 'Logement meublé' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/home-3');
    expect(await api.lastBody('PUT /api/homes/default')).toEqual({ home_type: 1, surface: 85, bedroom_count: 3, furnished: true, amenities: [1] });
  });
});

describe('home-3', () => {
  it('saves the rooms to let with their rent and shows the photos', async () => {
    const home = makeHome({ is_coloc: true, image_orders: [4], reference_rent_auto: true, reference_rent_month: 450, dec_reference_rent_month: 400, inc_reference_rent_month: 520 });
    const user = seeker('shared', { home });
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/default': () => json(200, home),
      'PUT /api/homes/default': () => json(200, home),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/registration/home-3');
    const ui = userEvent.setup();

    expect(await screen.findByRole('img', { name: 'Photo 1 sur 1' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Ajouter une chambre' }));
    const room = screen.getByRole('group', { name: 'Chambre A' });
    expect(within(room).getByRole('textbox', { name: 'Loyer mensuel hors charges (€)' })).toHaveAccessibleDescription(/Loyer de référence, charges comprises : 450\s€ \(de 400\s€ à 520\s€\)/);
    await ui.type(within(room).getByRole('textbox', { name: 'Loyer mensuel hors charges (€)' }), '480');
    await ui.type(within(room).getByRole('textbox', { name: 'Surface (m²)' }), '14');
    await ui.click(within(room).getByRole('checkbox', { name: 'Toilettes privatives' }));
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/home-4');
    expect(await api.lastBody('PUT /api/homes/default')).toEqual({
      rooms: [{ number: 0, name: null, surface: 14, available_from: null, furnished: false, private_bathroom: false, private_toilets: true, rent: 480, charges: null }],
    });
  });
});

describe('home-4', () => {
  it('says it is for later without a home and lets the seeker go on to the search', async () => {
    const user = seeker('shared');
    signInAs(user);
    mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/default': noHome,
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/registration/home-4');

    expect(await screen.findByText('Pour plus tard')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/search');
  });

  it('saves the shared life, wishes, eco-living, accessibility and services', async () => {
    const home = makeHome({ is_coloc: true });
    const user = seeker('shared', { home });
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/default': () => json(200, home),
      'PUT /api/homes/default': () => json(200, home),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/registration/home-4');
    const ui = userEvent.setup();

    await ui.type(await screen.findByRole('textbox', { name: 'Le logement et la vie en colocation' }), 'Repas partagés le dimanche.');
    await ui.type(screen.getByRole('textbox', { name: 'Vos souhaits pour les colocataires' }), 'Des personnes calmes.');
    await ui.click(screen.getByRole('checkbox', { name: 'Compost' }));
    await ui.click(screen.getByRole('checkbox', { name: /mobilité réduite/ }));
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/search');
    expect(await api.lastBody('PUT /api/homes/default')).toEqual({
      description: 'Repas partagés le dimanche.',
      wishes: 'Des personnes calmes.',
      ecoloc: [1],
      handicap_friendly: true,
      pay_by_service: false,
      service_list: [],
    });
  });
});
