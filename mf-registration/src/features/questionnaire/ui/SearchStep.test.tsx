import type { City, Search } from '@coloc/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { makeUser } from '@coloc/shared/testing';
import { makeFlow, makeProfile } from '../../../entities/flow/testing';
import SearchStep from './SearchStep';

const LYON = { id: 2996944, name: 'Lyon', country_id: 6, admin1_code: '84', admin1_name: 'Auvergne-Rhône-Alpes', admin2_code: '69', admin2_name: 'Rhône', lat: 45.75, lng: 4.85 } satisfies City;
const LILLE: City = { id: 2998324, name: 'Lille', country_id: 6, admin1_code: '32', admin1_name: 'Hauts-de-France', admin2_code: '59', admin2_name: 'Nord', lat: 50.63, lng: 3.06 };

function citiesApi() {
  return (request: Request) => {
    const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
    return json(200, [LYON, LILLE].filter((city) => city.name.toLowerCase().startsWith(q)));
  };
}

async function chooseCity(user: ReturnType<typeof userEvent.setup>, typed: string, option: RegExp) {
  await user.type(screen.getByRole('combobox', { name: 'Ajouter une ville' }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('search step', () => {
  it('creates the search with POST when there is none, from the defaults and the chosen cities', async () => {
    const api = mockApi({ 'GET /api/cities': citiesApi(), 'POST /api/searches': () => json(200, { id: 31 }) });
    const flow = makeFlow(makeUser({ registration_step: 15, profile: makeProfile({ situation: 3 }) }), { step: 'search' });
    render(<SearchStep flow={flow} />);
    expect(screen.getByLabelText('Rayon autour de chaque ville (km)')).toHaveValue(5);
    expect(screen.getByLabelText('Minimum (€)')).toHaveValue(0);
    expect(screen.getByLabelText('Maximum (€)')).toHaveValue(1500);
    expect(screen.getByLabelText('De (ans)')).toHaveValue(0);
    expect(screen.getByLabelText('À (ans)')).toHaveValue(120);
    expect(screen.getByLabelText('Nombre de chambres')).toHaveValue(1);

    const user = userEvent.setup();
    await chooseCity(user, 'Ly', /Lyon/);
    await chooseCity(user, 'Lil', /Lille/);
    expect(screen.getByRole('combobox', { name: 'Ajouter une ville' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Ajouter une ville' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Retirer Lyon (Rhône)' }));
    await chooseCity(user, 'Ly', /Lyon/);

    await user.clear(screen.getByLabelText('Maximum (€)'));
    await user.type(screen.getByLabelText('Maximum (€)'), '650');
    await user.click(screen.getByRole('checkbox', { name: 'En couple' }));
    await user.click(screen.getByText('Plus de critères'));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Des fumeurs' })).getByRole('radio', { name: 'Non' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Une salle de bain privative' })).getByRole('radio', { name: 'Oui' }));
    await user.click(screen.getByRole('button', { name: 'Voir mes résultats' }));

    expect(flow.next).toHaveBeenCalled();
    const body = (await api.lastBody('POST /api/searches')) as Search;
    expect(body).toEqual({
      city_searches: [
        { type: 'city', geoname: LILLE },
        { type: 'city', geoname: LYON },
      ],
      radius: 5,
      country_id: 6,
      bedroom_count: 1,
      per_room_budget_min: 0,
      per_room_budget_max: 650,
      age_min: 0,
      age_max: 120,
      situation: 'family',
      situations: ['couple'],
      gender: null,
      children: null,
      pets: null,
      smoking: false,
      private_bathroom: true,
      private_toilets: null,
      ecoloc: null,
      handicap_friendly: null,
      pay_by_service: null,
      has_home: null,
    });
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('updates the saved search with PUT, prefilled', async () => {
    const saved: Search = {
      id: 12,
      city_searches: [{ type: 'city', geoname: LYON }],
      radius: 10,
      country_id: 6,
      bedroom_count: 2,
      per_room_budget_min: 300,
      per_room_budget_max: 800,
      age_min: 25,
      age_max: 45,
      situation: 'single',
      situations: ['single', 'group'],
      gender: 1,
      children: true,
      pets: null,
      smoking: false,
      private_bathroom: null,
      private_toilets: null,
      ecoloc: null,
      handicap_friendly: null,
      pay_by_service: null,
      has_home: null,
      budget_user_id: 'u-12',
      budget_connection_url: null,
      warranty_link: null,
    };
    const api = mockApi({ 'PUT /api/searches/12': () => json(200, saved) });
    const flow = makeFlow(makeUser({ search: saved, profile: makeProfile({ situation: 1 }) }), { step: 'search' });
    render(<SearchStep flow={flow} />);

    expect(screen.getByText('Lyon (Rhône)')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de chambres')).toHaveValue(2);
    expect(screen.getByRole('checkbox', { name: 'En groupe' })).toBeChecked();
    // Criteria already chosen: "Plus de critères" opens by itself.
    expect(screen.getByRole('radiogroup', { name: 'Des enfants à la maison' })).toBeVisible();
    expect(within(screen.getByRole('radiogroup', { name: 'Genre de vos colocataires' })).getByRole('radio', { name: 'Femme' })).toBeChecked();
    expect(within(screen.getByRole('radiogroup', { name: 'Genre de vos colocataires' })).queryByRole('radio', { name: /préfère ne pas/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('De (ans)'));
    await user.type(screen.getByLabelText('De (ans)'), '30');
    await user.click(within(screen.getByRole('radiogroup', { name: 'Des enfants à la maison' })).getByRole('radio', { name: 'Peu importe' }));
    await user.click(screen.getByRole('button', { name: 'Voir mes résultats' }));

    expect(await api.lastBody('PUT /api/searches/12')).toMatchObject({
      id: 12,
      city_searches: [{ type: 'city', geoname: LYON }],
      age_min: 30,
      age_max: 45,
      children: null,
      smoking: false,
      gender: 1,
    });
    expect(flow.next).toHaveBeenCalled();
  });

  it('asks for a city and a consistent budget next to the fields, and saves nothing', async () => {
    const api = mockApi({ 'GET /api/cities': citiesApi() });
    const flow = makeFlow(makeUser({ profile: makeProfile() }), { step: 'search' });
    render(<SearchStep flow={flow} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Minimum (€)'));
    await user.type(screen.getByLabelText('Minimum (€)'), '900');
    await user.clear(screen.getByLabelText('Maximum (€)'));
    await user.type(screen.getByLabelText('Maximum (€)'), '400');
    await user.click(screen.getByRole('button', { name: 'Voir mes résultats' }));

    expect(screen.getByText('Choisissez au moins une ville.')).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum (€)')).toHaveAccessibleDescription('Le minimum doit être inférieur ou égal au maximum.');
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    expect(flow.next).not.toHaveBeenCalled();
  });
});
