import type { Home } from '@coloc/shared';
import { json, makeUser, mockApi, renderAt, signInAs } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastQuery, makeHomeHit, makeUserHit } from '../../../entities/matching/test/fixtures';
import FavoritesPage from './FavoritesPage';

const NO_GROUP = { group: null, invitations: [] };

function renderPage(url = '/users/favorites', path = '/:user_type/favorites') {
  return renderAt(<FavoritesPage />, { url, path });
}

describe('favorites page', () => {
  it('lists the favourite profiles and homes, and removes one when its heart is released', async () => {
    const api = mockApi({
      'GET /api/users/42/favorite': () => json(200, { users: [makeUserHit(7, { FirstName: 'Léa', IsFavorite: true }), makeUserHit(8, { FirstName: 'Paul', IsFavorite: true })], homes: [makeHomeHit(5, { IsFavorite: true })] }),
      'GET /api/users/42/dislike': () => json(200, { users: [makeUserHit(9, { FirstName: 'Zoé' })], homes: [] }),
      'GET /api/groups/mine': () => json(200, NO_GROUP),
      'POST /api/homes/accordances/default': () => json(200, { type: null }),
      'POST /api/homes/accordances/5': () => json(200, { type: null }),
    });
    const ui = userEvent.setup();
    signInAs(makeUser());
    renderPage();

    const profiles = await screen.findByRole('region', { name: 'Profils (2)' });
    expect(within(profiles).getAllByRole('article')).toHaveLength(2);
    const homes = screen.getByRole('region', { name: 'Logements (1)' });
    expect(within(homes).getByRole('article', { name: 'Maison 5' })).toBeInTheDocument();

    const heart = within(profiles).getByRole('button', { name: 'Léa D. dans mes favoris' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await ui.click(heart);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Profils (1)' })).toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Léa D.' })).not.toBeInTheDocument();
    expect(await api.lastBody('POST /api/homes/accordances/default')).toEqual({ type: 'like', user_id: 7 });

    await ui.click(within(homes).getByRole('button', { name: 'Maison 5 dans mes favoris' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Logements/ })).not.toBeInTheDocument());
    expect(await api.lastBody('POST /api/homes/accordances/5')).toEqual({ type: 'like' });

    expect(screen.getByText('Profils que vous ne voulez plus voir (1)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zoé D.' })).toHaveAttribute('href', '/users/9/profile?retour=%2Fusers%2Ffavorites');
    expect(lastQuery(api.requests, 'GET', '/api/users/42/favorite')).toEqual({});
  });

  it('says when there is no favourite yet', async () => {
    mockApi({
      'GET /api/users/42/favorite': () => json(200, { users: [], homes: [] }),
      'GET /api/users/42/dislike': () => json(200, { users: [], homes: [] }),
      'GET /api/groups/mine': () => json(200, NO_GROUP),
    });
    signInAs(makeUser());
    renderPage();
    expect(await screen.findByText("Vous n'avez pas encore de favori.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les logements pour moi' })).toHaveAttribute('href', '/users/home-matching');
  });

  it("acts for the professional's home", async () => {
    const api = mockApi({
      'GET /api/users/42/favorite': () => json(200, { users: [makeUserHit(7, { FirstName: 'Léa', IsFavorite: true, BedroomCount: 2 })], homes: [] }),
      'GET /api/users/42/dislike': () => json(200, { users: [], homes: [] }),
      'POST /api/homes/accordances/31': () => json(200, { type: null }),
    });
    const ui = userEvent.setup();
    signInAs(makeUser({ type: 2, home: { id: 12, is_coloc: true } as Home }));
    renderPage('/proprietaire/favorites?home_id=31');
    expect(await screen.findByText('Cherche 2 chambres')).toBeInTheDocument();
    // Groups are for seekers: a professional has no group panel.
    expect(api.requests.some((request) => request.url.includes('/api/groups'))).toBe(false);
    await ui.click(screen.getByRole('button', { name: 'Léa D. dans mes favoris' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(await api.lastBody('POST /api/homes/accordances/31')).toEqual({ type: 'like', user_id: 7 });
    expect(lastQuery(api.requests, 'GET', '/api/users/42/favorite')).toEqual({ home_id: '31' });
  });

  it('shows the error of the API', async () => {
    mockApi({
      'GET /api/users/42/favorite': () => json(500, { error: 'Panne momentanée.' }),
      'GET /api/users/42/dislike': () => json(500, {}),
      'GET /api/groups/mine': () => json(200, NO_GROUP),
    });
    signInAs(makeUser());
    renderPage();
    expect(await screen.findByText('Panne momentanée.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
