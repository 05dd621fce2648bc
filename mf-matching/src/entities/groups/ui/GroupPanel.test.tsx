import { $currentConfirm, confirmAnswered, type GroupMember, type MyGroups, type SeekerGroup } from '@coloc/shared';
import { json, makeUser, mockApi, renderAt, signInAs } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupPanel } from './GroupPanel';

const member = (user_id: number, first_name: string, status: GroupMember['status'] = 'member'): GroupMember => ({
  user_id,
  first_name,
  name_initial: 'D.',
  avatar_url: null,
  avatar_color: null,
  status,
});
const GROUP: SeekerGroup = { id: 5, name: 'Les Lyonnais', created_by: 42, members: [member(42, 'Camille'), member(7, 'Léa'), member(8, 'Paul', 'invited')] };

function renderPanel() {
  const user = makeUser();
  signInAs(user);
  return renderAt(<GroupPanel user={user} />, { url: '/users/favorites', path: '/:user_type/favorites' });
}

/** Answers the shell's confirm modal (rendered by the shell, absent here). */
async function answerConfirm(answer: boolean) {
  await waitFor(() => expect($currentConfirm.getState()).not.toBeNull());
  const request = $currentConfirm.getState()!;
  confirmAnswered({ id: request.id, answer });
  return request;
}

describe('group panel', () => {
  it('creates a group, with the required name checked after a submit attempt', async () => {
    const api = mockApi({
      'GET /api/groups/mine': () => json(200, { group: null, invitations: [] } satisfies MyGroups),
      'POST /api/groups': () => json(201, { ...GROUP, members: [member(42, 'Camille')] }),
    });
    const ui = userEvent.setup();
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Chercher à plusieurs' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Créer le groupe' }));
    expect(await screen.findByText('Champ obligatoire.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await ui.type(screen.getByLabelText(/Nom du groupe/), '  Les Lyonnais ');
    await ui.click(screen.getByRole('button', { name: 'Créer le groupe' }));
    expect(await screen.findByRole('heading', { name: 'Mon groupe : Les Lyonnais' })).toBeInTheDocument();
    expect(await api.lastBody('POST /api/groups')).toEqual({ name: 'Les Lyonnais' });
    expect(screen.getByRole('link', { name: 'Voir les favoris du groupe' })).toHaveAttribute('href', '/users/favorites/5');
  });

  it('accepts or declines an invitation', async () => {
    const api = mockApi({
      'GET /api/groups/mine': () =>
        json(200, {
          group: null,
          invitations: [
            { group_id: 5, group_name: 'Les Lyonnais', invited_by: { first_name: 'Léa', name_initial: 'D.' }, created_at: '2026-11-20T10:00:00Z' },
            { group_id: 6, group_name: 'Coloc Croix-Rousse', invited_by: null, created_at: '2026-11-19T10:00:00Z' },
          ],
        }),
      'POST /api/groups/6/decline': () => new Response(null, { status: 204 }),
      'POST /api/groups/5/accept': () => json(200, GROUP),
    });
    const ui = userEvent.setup();
    renderPanel();
    const second = (await screen.findByText('Vous êtes invité·e dans le groupe « Coloc Croix-Rousse ».')).closest('li')!;
    await ui.click(within(second).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(screen.queryByText(/Coloc Croix-Rousse/)).not.toBeInTheDocument());
    expect(api.requests.some((request) => request.method === 'POST' && request.url.endsWith('/api/groups/6/decline'))).toBe(true);

    const first = screen.getByText('Léa D. vous invite dans le groupe « Les Lyonnais ».').closest('li')!;
    await ui.click(within(first).getByRole('button', { name: 'Rejoindre' }));
    expect(await screen.findByRole('heading', { name: 'Mon groupe : Les Lyonnais' })).toBeInTheDocument();
    expect(screen.getByText('Paul D.')).toBeInTheDocument();
  });

  it('invites by e-mail with French checks, and shows the server refusal inline', async () => {
    let calls = 0;
    const api = mockApi({
      'GET /api/groups/mine': () => json(200, { group: { ...GROUP, members: [member(42, 'Camille')] }, invitations: [] }),
      'POST /api/groups/5/invitations': () =>
        ++calls === 1
          ? json(404, { error: 'Aucun compte de colocataire ne correspond à cette adresse e-mail.' })
          : json(201, { ...GROUP, members: [member(42, 'Camille'), member(9, 'Hugo', 'invited')] }),
    });
    const ui = userEvent.setup();
    renderPanel();
    const field = await screen.findByLabelText(/Inviter par e-mail/);
    await ui.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(await screen.findByText('Champ obligatoire.')).toBeInTheDocument();
    await ui.type(field, 'hugo@exemple');
    await ui.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(await screen.findByText('Cet email ne semble pas valide.')).toBeInTheDocument();
    await ui.clear(field);
    await ui.type(field, 'inconnu@exemple.fr');
    await ui.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(await screen.findByText('Aucun compte de colocataire ne correspond à cette adresse e-mail.')).toBeInTheDocument();
    await ui.clear(field);
    await ui.type(field, 'hugo@exemple.fr');
    await ui.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation envoyée à hugo@exemple.fr.');
    expect(screen.getByText('Hugo D.')).toBeInTheDocument();
    expect(await api.lastBody('POST /api/groups/5/invitations')).toEqual({ email: 'hugo@exemple.fr' });
  });

  it('cancels an invitation at once, and leaves the group after the confirmation', async () => {
    const api = mockApi({
      'GET /api/groups/mine': () => json(200, { group: GROUP, invitations: [] }),
      'DELETE /api/groups/5/members/8': () => new Response(null, { status: 204 }),
      'DELETE /api/groups/5/members/42': () => new Response(null, { status: 204 }),
    });
    const ui = userEvent.setup();
    renderPanel();
    await ui.click(await screen.findByRole('button', { name: "Annuler l'invitation de Paul D." }));
    await waitFor(() => expect(screen.queryByText('Paul D.')).not.toBeInTheDocument());

    await ui.click(screen.getByRole('button', { name: 'Quitter le groupe' }));
    expect((await answerConfirm(false)).title).toBe('Quitter le groupe ?');
    expect(api.requests.some((request) => request.url.endsWith('/members/42'))).toBe(false);
    await ui.click(screen.getByRole('button', { name: 'Quitter le groupe' }));
    await answerConfirm(true);
    expect(await screen.findByRole('heading', { name: 'Chercher à plusieurs' })).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'DELETE' && request.url.endsWith('/members/42'))).toBe(true);
  });
});
