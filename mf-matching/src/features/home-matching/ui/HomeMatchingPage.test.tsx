import { decodeSearchQuery, encodeSearchQuery, matchCountChanged, type MatchHomeHit } from '@coloc/shared';
import { json, makeUser, mockApi, renderAt, signInAs, stubRemoteWidgets, unstubRemoteWidgets } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, lastQuery, LYON, makeHomeHit, makeSearch } from '../../../entities/matching/test/fixtures';
import HomeMatchingPage from './HomeMatchingPage';

const HOMES = '/api/match/user-match-homes-v4';

function homesPage(count: number, from = 0, extra: Partial<MatchHomeHit> = {}) {
  const size = Math.max(0, Math.min(12, count - from));
  return { Hits: Array.from({ length: size }, (_, i) => makeHomeHit(from + i + 1, extra)), Count: count, Search: null };
}

/** The page answers what the query asks for, like the API. */
function homesApi(count: number, extra: Partial<MatchHomeHit> = {}) {
  return (request: Request) => json(200, homesPage(count, Number(new URL(request.url).searchParams.get('from') ?? 0), extra));
}

function renderPage(url = '/users/home-matching') {
  return renderAt(<HomeMatchingPage />, { url, path: '/:user_type/home-matching' });
}

const seeker = (search = makeSearch()) => signInAs(makeUser({ search, search_id: search.id ?? null }));
const cards = () => screen.getAllByRole('article');

describe('home-matching page', () => {
  it('asks the homes of the saved search, 12 from the first, by price (default sort)', async () => {
    const api = mockApi({ [`POST ${HOMES}`]: homesApi(30), 'GET /api/match/user-match-users': () => json(200, { HitsCount: 4 }) });
    seeker();
    renderPage();

    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(lastQuery(api.requests, 'POST', HOMES)).toEqual({ from: '0', to: '12', sort: 'price-asc' });
    expect(await api.lastBody(`POST ${HOMES}`)).toEqual({
      search_id: 9,
      city_searches: [LYON],
      radius: 5,
      bedroom_count: 1,
      budget_per_room_min: 0,
      budget_per_room_max: 700,
      age_min: 18,
      age_max: 40,
      situation: 'single',
      situations: [],
      gender: null,
      children: null,
      pets: null,
      smoking: null,
      private_bathroom: null,
      private_toilets: null,
      ecoloc: null,
      handicap_friendly: null,
      pay_by_service: null,
      has_home: null,
    });
    expect(screen.getByText('30 logements correspondent à votre recherche')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('price-asc');
    // No profile filter in the link: the option lists (words of the chips) are not even asked for.
    expect(callsTo(api.requests, 'GET', '/api/options')).toHaveLength(0);
  });

  it('shows a home: photo (lazy, 4:3), name, place, price range, rooms, availability, distance, score and reasons', async () => {
    mockApi({
      [`POST ${HOMES}`]: () =>
        json(200, { Hits: [makeHomeHit(5, { AvailableFrom: '2099-12-01', tenant_images: '/image/70/64/64,/image/71/64/64' })], Count: 1, Search: null }),
      'GET /api/match/user-match-users': () => json(200, { HitsCount: 0 }),
    });
    seeker();
    renderPage();

    const card = await screen.findByRole('article', { name: 'Maison 5' });
    const photo = within(card).getByRole('img', { name: 'Photo du logement Maison 5' });
    // Loaded 2.5 viewport heights ahead by the shared LazyImage (jsdom has no IntersectionObserver: at once).
    expect(photo).toHaveAttribute('decoding', 'async');
    expect(photo).toHaveAttribute('src', '/image/5/640/480');
    expect(within(card).getByText('69003 Lyon')).toBeInTheDocument();
    expect(within(card).getByText(/^de 480\s€ à 560\s€ \/ mois charges comprises$/)).toBeInTheDocument();
    expect(within(card).getByText('2 chambres libres')).toBeInTheDocument();
    expect(within(card).getByText('Disponible à partir du 1 décembre 2099')).toBeInTheDocument();
    expect(within(card).getByText('à 3,2 km de votre recherche')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Compatibilité' })).toHaveAttribute('aria-valuenow', '70');
    expect(within(card).getByText('Vous aimez tous les deux cuisiner')).toBeInTheDocument();
    expect(within(card).getAllByRole('img', { name: /^Colocataire/ })).toHaveLength(2);
    expect(within(card).getByRole('link', { name: "Voir l'annonce" })).toHaveAttribute('href', '/colocation-lyon/5');
    expect(within(card).getByRole('link', { name: 'Maison 5' })).toHaveAttribute('href', '/colocation-lyon/5');
  });

  it('lists up to 5 page numbers with previous and next, and asks the page of the URL', async () => {
    const api = mockApi({ [`POST ${HOMES}`]: homesApi(240), 'GET /api/match/user-match-users': () => json(200, { HitsCount: 0 }) });
    seeker();
    renderPage('/users/home-matching?page=10&sort=price-desc');

    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(lastQuery(api.requests, 'POST', HOMES)).toEqual({ from: '108', to: '120', sort: 'price-desc' });
    const paging = screen.getByRole('navigation', { name: 'Pages de résultats' });
    const numbers = within(paging)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.trim());
    expect(numbers).toEqual(['‹Page précédente', '8', '9', '10', '11', '12', 'Page suivante›']);
    expect(within(paging).getByText('10')).toHaveAttribute('aria-current', 'page');
    expect(within(paging).getByRole('link', { name: 'Page 12' })).toHaveAttribute('href', '/users/home-matching?page=12&sort=price-desc');
    expect(within(paging).getByRole('link', { name: /Page précédente/ })).toHaveAttribute('href', '/users/home-matching?page=9&sort=price-desc');
    expect(within(paging).getByRole('link', { name: /Page suivante/ })).toHaveAttribute('href', '/users/home-matching?page=11&sort=price-desc');
  });

  it('moves to the next page and asks from=12&to=24', async () => {
    const api = mockApi({ [`POST ${HOMES}`]: homesApi(30), 'GET /api/match/user-match-users': () => json(200, { HitsCount: 0 }) });
    const ui = userEvent.setup();
    seeker();
    renderAt(<HomeMatchingPage />, { url: '/users/home-matching', path: '/:user_type/home-matching' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    const paging = screen.getByRole('navigation', { name: 'Pages de résultats' });
    expect(within(paging).getAllByRole('link').map((link) => link.textContent)).toEqual(['2', '3', 'Page suivante›']);
    await ui.click(within(paging).getByRole('link', { name: /Page suivante/ }));
    await waitFor(() => expect(lastQuery(api.requests, 'POST', HOMES)).toEqual({ from: '12', to: '24', sort: 'price-asc' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    await ui.click(within(screen.getByRole('navigation', { name: 'Pages de résultats' })).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(lastQuery(api.requests, 'POST', HOMES)).toEqual({ from: '24', to: '36', sort: 'price-asc' });
  });

  it('puts the sort in the URL and goes back to the first page', async () => {
    const api = mockApi({ [`POST ${HOMES}`]: homesApi(30), 'GET /api/match/user-match-users': () => json(200, { HitsCount: 0 }) });
    const ui = userEvent.setup();
    seeker();
    renderAt(<HomeMatchingPage />, { url: '/users/home-matching?page=2', path: '/:user_type/home-matching' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Meilleure affinité');
    await waitFor(() => expect(lastQuery(api.requests, 'POST', HOMES)).toEqual({ from: '0', to: '12', sort: 'score' }));
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('score');
    expect(within(screen.getByRole('navigation', { name: 'Pages de résultats' })).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/users/home-matching?sort=score&page=2');
  });

  it('reads a search link in the URL over the saved search, and shows its profile filters', async () => {
    const api = mockApi({ [`POST ${HOMES}`]: homesApi(3), 'GET /api/match/user-match-users': () => json(200, { HitsCount: 0 }), 'GET /api/options': () => json(200, { sports: [{ id: 2, text: 'Course à pied', children: [] }] }) });
    seeker();
    const search = encodeSearchQuery({ per_room_budget_max: 450, filters: { sports: [2] } });
    renderPage(`/users/home-matching?search=${search}`);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const body = (await api.lastBody(`POST ${HOMES}`)) as Record<string, unknown>;
    expect(body.budget_per_room_max).toBe(450);
    expect(body.city_searches).toEqual([LYON]);
    expect(body.filters).toEqual({ sports: [2] });
    expect(await screen.findByText('Sports : Course à pied')).toBeInTheDocument();
    const edit = screen.getAllByRole('link', { name: 'Modifier ma recherche' })[0]!;
    expect(decodeSearchQuery(new URL(edit.getAttribute('href')!, 'http://x').searchParams.get('search'))).toEqual({ per_room_budget_max: 450, filters: { sports: [2] } });
  });

  it('SPEC 5: a saved search without cities shows an empty list and a way to the search, without calling', async () => {
    const api = mockApi({ 'GET /api/match/user-match-users': () => json(200, { HitsCount: 3 }) });
    const published: number[] = [];
    const unwatch = matchCountChanged.watch((count) => published.push(count));
    seeker(makeSearch({ city_searches: [] }));
    renderPage();
    expect(await screen.findByText(/Votre recherche ne comporte aucune ville/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier ma recherche' })).toHaveAttribute('href', '/users/search');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    // Counts included: the badge reads 0 without asking the server anything.
    expect(api.requests).toHaveLength(0);
    expect(published).toEqual([0]);
    unwatch();
  });

  it('SPEC 8: an error shows its message and an empty list', async () => {
    mockApi({ [`POST ${HOMES}`]: () => json(400, { error: 'Le budget minimum dépasse le budget maximum.' }), 'GET /api/match/user-match-users': () => json(200, { HitsCount: 0 }) });
    seeker();
    renderPage();
    expect(await screen.findByText('Le budget minimum dépasse le budget maximum.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Les logements n'ont pas pu être chargés.");
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says when nothing matches and links to the search', async () => {
    mockApi({ [`POST ${HOMES}`]: homesApi(0), 'GET /api/match/user-match-users': () => json(200, { HitsCount: 0 }) });
    seeker();
    renderPage();
    expect(await screen.findByText('Aucun logement ne correspond à votre recherche pour le moment.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Modifier ma recherche' })[0]).toHaveAttribute('href', '/users/search');
  });

  it('publishes the number of compatible profiles for the sidebar badge and links to them', async () => {
    mockApi({ [`POST ${HOMES}`]: homesApi(3), 'GET /api/match/user-match-users': () => json(200, { HitsCount: 14 }) });
    const published: number[] = [];
    const unwatch = matchCountChanged.watch((count) => published.push(count));
    seeker();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Voir les 14 profils compatibles' })).toHaveAttribute('href', '/users/user-matching');
    expect(published).toEqual([14]);
    unwatch();
  });

  it('toggles a home in the favourites (the home, without user_id)', async () => {
    const api = mockApi({ [`POST ${HOMES}`]: homesApi(1), 'GET /api/match/user-match-users': () => json(200, { HitsCount: 0 }), 'POST /api/homes/accordances/1': () => json(200, { type: 'like' }) });
    const ui = userEvent.setup();
    seeker();
    renderPage();
    const heart = await screen.findByRole('button', { name: 'Maison 1 dans mes favoris' });
    await ui.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(await api.lastBody('POST /api/homes/accordances/1')).toEqual({ type: 'like' });
  });

  it("'Demander une visite' opens mf-matching's ./VisitRequest dialog for that home, only once clicked", async () => {
    const mounted = stubRemoteWidgets();
    mockApi({
      [`POST ${HOMES}`]: homesApi(1),
      'GET /api/match/user-match-users': () => json(200, { HitsCount: 0 }),
    });
    const ui = userEvent.setup();
    seeker();
    renderPage();
    const button = await screen.findByRole('button', { name: 'Demander une visite : Maison 1' });
    expect(mounted.filter((props) => props.exposed === 'VisitRequest')).toEqual([]);
    await ui.click(button);
    expect(mounted.at(-1)).toMatchObject({ remote: 'mf_matching', exposed: 'VisitRequest', placeholder: 'none', data: { homeId: 1, name: 'Maison 1', wording: 'matching', open: true } });
    unstubRemoteWidgets();
  });
});
