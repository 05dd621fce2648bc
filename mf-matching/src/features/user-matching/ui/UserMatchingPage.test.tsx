import { matchCountChanged, type Home } from '@coloc/shared';
import { json, makeUser, mockApi, renderAt, signInAs } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConfirm, lastQuery, makeSearch, makeUserHit } from '../../../entities/matching/test/fixtures';
import UserMatchingPage from './UserMatchingPage';

const USERS = '/api/match/user-match-users-v4';

function usersApi(count: number) {
  return (request: Request) => {
    const from = Number(new URL(request.url).searchParams.get('from') ?? 0);
    const size = Math.max(0, Math.min(12, count - from));
    return json(200, { Hits: Array.from({ length: size }, (_, i) => makeUserHit(from + i + 1)), HitsCount: count, Search: null });
  };
}

function homeUsersApi(count: number) {
  return (request: Request) => {
    const from = Number(new URL(request.url).searchParams.get('from') ?? 0);
    const size = Math.max(0, Math.min(12, count - from));
    return json(200, { Hits: Array.from({ length: size }, (_, i) => makeUserHit(100 + from + i, { BedroomCount: 2 })), Count: count });
  };
}

function renderPage(url: string, path = '/:user_type/user-matching') {
  return renderAt(<UserMatchingPage />, { url, path });
}

function watchCounts() {
  const published: number[] = [];
  const unwatch = matchCountChanged.watch((count) => published.push(count));
  return { published, unwatch };
}

const home = (extra: Partial<Home> = {}) => ({ id: 12, name: 'Appartement Croix-Rousse', is_coloc: true, step: 3 }) as Home & typeof extra;

afterEach(() => jest.restoreAllMocks());

describe('user-matching page, seeker', () => {
  it('asks the compatible profiles with count=force, best score first, and publishes the count', async () => {
    const api = mockApi({ [`POST ${USERS}`]: usersApi(27), 'GET /api/accordances': () => json(200, 3) });
    const { published, unwatch } = watchCounts();
    signInAs(makeUser({ search: makeSearch(), search_id: 9 }));
    renderPage('/users/user-matching');

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(lastQuery(api.requests, 'POST', USERS)).toEqual({ count: 'force', from: '0', to: '12', sort: '5' });
    expect(((await api.lastBody(`POST ${USERS}`)) as { search_id: number }).search_id).toBe(9);
    expect(screen.getByText('27 profils compatibles')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('5');
    expect(published).toEqual([27]);
    expect(await screen.findByRole('link', { name: 'Mes favoris (3)' })).toHaveAttribute('href', '/users/favorites');
    expect(screen.getByRole('navigation', { name: 'Résultats de votre recherche' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Colocataires' })).toHaveAttribute('aria-current', 'page');
    unwatch();
  });

  it('also answers on the `matching` alias, with the sort and page of the URL', async () => {
    const api = mockApi({ [`POST ${USERS}`]: usersApi(40), 'GET /api/accordances': () => json(200, 0) });
    signInAs(makeUser({ search: makeSearch(), search_id: 9 }));
    renderPage('/users/matching?sort=3&page=4', '/:user_type/matching');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(lastQuery(api.requests, 'POST', USERS)).toEqual({ count: 'force', from: '36', to: '48', sort: '3' });
    const paging = screen.getByRole('navigation', { name: 'Pages de résultats' });
    expect(within(paging).getByText('4')).toHaveAttribute('aria-current', 'page');
    expect(within(paging).getAllByRole('listitem')).toHaveLength(6);
  });

  it('SPEC 5: a saved search without cities gives an empty list without calling', async () => {
    const api = mockApi({ 'GET /api/accordances': () => json(200, 0) });
    signInAs(makeUser({ search: makeSearch({ city_searches: [] }), search_id: 9 }));
    renderPage('/users/user-matching');
    expect(await screen.findByText(/Votre recherche ne comporte aucune ville/)).toBeInTheDocument();
    // Counts included (the favourites' one too): nothing at all is asked.
    expect(api.requests).toHaveLength(0);
  });

  it('removes a disliked card after the confirmation, and publishes the new count', async () => {
    const api = mockApi({ [`POST ${USERS}`]: usersApi(3), 'GET /api/accordances': () => json(200, 0), 'POST /api/homes/accordances/default': () => json(200, { type: 'dislike' }) });
    const ui = userEvent.setup();
    const { published, unwatch } = watchCounts();
    signInAs(makeUser({ search: makeSearch(), search_id: 9 }));
    renderPage('/users/user-matching');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));

    await ui.click(screen.getByRole('button', { name: 'Ne plus voir le profil de Prénom2 D.' }));
    await answerConfirm(true, { content: 'Confirmez-vous que vous ne voulez plus voir ce profil ? Celui-ci ne vous sera plus proposé.' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('article', { name: 'Prénom2 D.' })).not.toBeInTheDocument();
    expect(await api.lastBody('POST /api/homes/accordances/default')).toEqual({ type: 'dislike', user_id: 2 });
    expect(screen.getByText('2 profils compatibles')).toBeInTheDocument();
    expect(published).toEqual([3, 2]);
    unwatch();
  });
});

describe('user-matching page, professional', () => {
  it("shows the candidates of the user's default home, with the bedroom count, and publishes nb-matching", async () => {
    const api = mockApi({
      'POST /api/match/home-match-users-v4/12': homeUsersApi(5),
      'GET /api/homes/12/nb-matching-v4': () => json(200, 5),
      'GET /api/homes/accordances/12': () => json(200, { Count: 2 }),
    });
    const { published, unwatch } = watchCounts();
    signInAs(makeUser({ type: 2, home: home() }));
    renderPage('/proprietaire/user-matching');

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(lastQuery(api.requests, 'POST', '/api/match/home-match-users-v4/12')).toEqual({ count: 'force', from: '0', to: '12', sort: '5' });
    expect(await api.lastBody('POST /api/match/home-match-users-v4/12')).toEqual({ home_id: 12 });
    expect(screen.getAllByText('Cherche 2 chambres')).toHaveLength(5);
    expect(screen.getByText('Pour : Appartement Croix-Rousse')).toBeInTheDocument();
    await waitFor(() => expect(published).toEqual([5]));
    expect(await screen.findByRole('link', { name: 'Mes favoris (2)' })).toHaveAttribute('href', '/proprietaire/favorites');
    expect(screen.queryByRole('navigation', { name: 'Résultats de votre recherche' })).not.toBeInTheDocument();
    unwatch();
  });

  it('uses the home_id of the URL, and likes profiles for that home', async () => {
    const api = mockApi({
      'POST /api/match/home-match-users-v4/31': homeUsersApi(1),
      'GET /api/homes/31/nb-matching-v4': () => json(200, 1),
      'GET /api/homes/accordances/31': () => json(200, { Count: 0 }),
      'POST /api/homes/accordances/31': () => json(200, { type: 'like' }),
    });
    const ui = userEvent.setup();
    signInAs(makeUser({ type: 4, home: home() }));
    renderPage('/agent/user-matching?home_id=31');
    const heart = await screen.findByRole('button', { name: 'Prénom100 D. dans mes favoris' });
    await ui.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(await api.lastBody('POST /api/homes/accordances/31')).toEqual({ type: 'like', user_id: 100 });
    expect(screen.getByRole('link', { name: 'Prénom100 D.' })).toHaveAttribute('href', '/agent/100/profile?home_id=31&retour=%2Fagent%2Fuser-matching%3Fhome_id%3D31');
  });

  it("SPEC 8: a 424 'incomplete' answer shows 'Annonce incomplète' with a way to finish the advert", async () => {
    mockApi({
      'POST /api/match/home-match-users-v4/12': () => json(424, { error: 'incomplete: cette annonce n’est pas terminée.' }),
      'GET /api/homes/12/nb-matching-v4': () => json(424, { error: 'incomplete' }),
      'GET /api/homes/accordances/12': () => json(200, { Count: 0 }),
    });
    signInAs(makeUser({ type: 2, home: home({ step: 1 }) }));
    renderPage('/proprietaire/user-matching');
    expect(await screen.findByText('Annonce incomplète')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compléter mon annonce' })).toHaveAttribute('href', '/proprietaire/annonce-adresse/12');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says what is left to complete, as the server names it (SPEC 2.7 / 7)', async () => {
    mockApi({
      'POST /api/match/home-match-users-v4/12': () => json(424, { error: 'incomplete\nAnnonce incomplète : ajoutez au moins une photo pour voir les profils compatibles.' }),
      'GET /api/homes/12/nb-matching-v4': () => json(200, 0),
      'GET /api/homes/accordances/12': () => json(200, { Count: 0 }),
    });
    signInAs(makeUser({ type: 2, home: home({ step: 2 }) }));
    renderPage('/proprietaire/user-matching');
    expect(await screen.findByText('Annonce incomplète : ajoutez au moins une photo pour voir les profils compatibles.')).toBeInTheDocument();
  });

  it('shows other errors with their text', async () => {
    mockApi({
      'POST /api/match/home-match-users-v4/12': () => json(403, { error: "Vous n'avez pas accès à ce logement." }),
      'GET /api/homes/12/nb-matching-v4': () => json(200, 0),
      'GET /api/homes/accordances/12': () => json(200, { Count: 0 }),
    });
    signInAs(makeUser({ type: 8, home: home() }));
    renderPage('/manager/user-matching');
    expect(await screen.findByText("Vous n'avez pas accès à ce logement.")).toBeInTheDocument();
    expect(screen.queryByText('Annonce incomplète')).not.toBeInTheDocument();
  });

  it('SPEC 8: a no_mandate answer of nb-matching gives the count on its third line', async () => {
    const { published, unwatch } = watchCounts();
    mockApi({
      'POST /api/match/home-match-users-v4/12': homeUsersApi(0),
      'GET /api/homes/12/nb-matching-v4': () => json(403, { error: 'no_mandate\nSignez le mandat pour découvrir les profils.\n17' }),
      'GET /api/homes/accordances/12': () => json(200, { Count: 0 }),
    });
    signInAs(makeUser({ type: 8, home: home() }));
    renderPage('/manager/user-matching');
    expect(await screen.findByText('17 profils correspondent déjà à votre annonce.')).toBeInTheDocument();
    expect(screen.getByText('Signez le mandat pour découvrir les profils.')).toBeInTheDocument();
    expect(published).toEqual([17]);
    unwatch();
  });

  it('invites a professional without a home to list one', async () => {
    const api = mockApi({});
    signInAs(makeUser({ type: 2, home: null }));
    renderPage('/proprietaire/user-matching');
    expect(screen.getByText("Vous n'avez pas encore d'annonce")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publier une annonce' })).toHaveAttribute('href', '/proprietaire/annonce-adresse/new');
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
