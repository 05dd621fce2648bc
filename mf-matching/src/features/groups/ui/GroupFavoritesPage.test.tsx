import type { GroupFavorites } from '@coloc/shared';
import { json, makeUser, mockApi, renderAt, signInAs } from '@coloc/shared/testing';
import { screen, within } from '@testing-library/react';
import { makeHomeHit, makeUserHit } from '../../../entities/matching/test/fixtures';
import GroupFavoritesPage from './GroupFavoritesPage';

function renderPage() {
  signInAs(makeUser());
  return renderAt(<GroupFavoritesPage />, { url: '/users/favorites/5', path: '/:user_type/favorites/:group_id' });
}

const group = {
  id: 5,
  name: 'Les Lyonnais',
  created_by: 42,
  members: [
    { user_id: 42, first_name: 'Camille', name_initial: 'D.', avatar_url: null, avatar_color: null, status: 'member' as const },
    { user_id: 7, first_name: 'Léa', name_initial: 'M.', avatar_url: null, avatar_color: null, status: 'member' as const },
  ],
};

describe('group favourites page', () => {
  it("shows every member's favourites with who liked them", async () => {
    const answer: GroupFavorites = {
      group,
      homes: [{ ...makeHomeHit(3), liked_by: [7, 42] }],
      users: [{ ...makeUserHit(9, { FirstName: 'Zoé' }), liked_by: [7] }],
    };
    mockApi({ 'GET /api/groups/5/favorites': () => json(200, answer) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Favoris du groupe « Les Lyonnais »' })).toBeInTheDocument();
    const homes = screen.getByRole('region', { name: 'Logements (1)' });
    expect(within(homes).getByText('Aimé par Léa M. et vous')).toBeInTheDocument();
    const profiles = screen.getByRole('region', { name: 'Profils (1)' });
    expect(within(profiles).getByText('Aimé par Léa M.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Membres du groupe' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so to someone outside the group', async () => {
    mockApi({ 'GET /api/groups/5/favorites': () => json(403, { error: 'Vous ne faites pas partie de ce groupe.' }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Vous ne faites pas partie de ce groupe.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes favoris' })).toHaveAttribute('href', '/users/favorites');
  });

  it('invites to add favourites when there is none', async () => {
    mockApi({ 'GET /api/groups/5/favorites': () => json(200, { group, homes: [], users: [] }) });
    renderPage();
    expect(await screen.findByText("Aucun membre du groupe n'a encore mis de favori.")).toBeInTheDocument();
  });
});
