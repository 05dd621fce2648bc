import { $currentConfirm, confirmAnswered } from '@coloc/shared';
import { json, makeUser, mockApi, signInAs, signOutLocally, type Handler } from '@coloc/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeHome, makeLandlord } from '../entities/properties/testing';
import { bootstrap, mount, PropertyBarWidget, unmount, update } from './PropertyBarWidget';

const owner = makeUser({ id: 7, type: 2 });
const writeText = jest.fn<Promise<void>, [string]>();

beforeAll(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
beforeEach(() => {
  window.history.pushState({}, '', '/proprietaire/gestion?home_id=12');
  writeText.mockResolvedValue(undefined);
});
afterEach(() => signOutLocally());

const landlords = [
  makeLandlord(),
  makeLandlord({ id: 30, user_id: null, email: 'sophie@exemple.fr', first_name: '', name: '', role: 'agent', status: 'pending', invitation_id: 5, pending: true }),
];

function serve(routes: Record<string, Handler>, user = owner) {
  signInAs(user);
  return mockApi({
    'GET /api/homes/12': () => json(200, makeHome({ mandate_status: 'signed', mandate_provider: 'Bac à sable de signature' })),
    'GET /api/homes/12/landlords': () => json(200, [...landlords, makeLandlord({ id: 31, user_id: 31, role: 'agent', status: 'accepted', first_name: 'Sophie', name: 'Garnier', invitation_id: 6 })]),
    'GET /api/users/myself': () => json(200, user),
    ...routes,
  });
}

async function answerConfirm(answer: boolean) {
  await waitFor(() => expect($currentConfirm.getState()).not.toBeNull());
  const request = $currentConfirm.getState()!;
  confirmAnswered({ id: request.id, answer });
  return request;
}

describe('./PropertyBar widget', () => {
  it('exposes single-spa lifecycles, update included (the shell passes a new home_id)', () => {
    expect([bootstrap, mount, unmount, update].every((fn) => typeof fn === 'function')).toBe(true);
  });

  it('shows the selected home: name, address, tags, state, links and landlords', async () => {
    serve({});
    render(<PropertyBarWidget data={{ homeId: 12 }} />);
    const bar = await screen.findByRole('complementary', { name: 'Logement sélectionné : Grande colocation lumineuse' });
    expect(within(bar).getByRole('link', { name: 'Retour à la liste : Mes biens' })).toHaveAttribute('href', '/proprietaire/biens');
    expect(within(bar).getByText('12 rue de la République, 69002 Lyon')).toBeInTheDocument();
    for (const tag of ['Colocation', 'Meublé', 'Publiée', 'Mandat en attente – Bac à sable de signature']) expect(within(bar).getByText(tag)).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: "Voir l'annonce publique" })).toHaveAttribute('href', '/colocation-lyon/12');
    expect(within(bar).getByRole('link', { name: 'Aperçu' })).toHaveAttribute('href', '/proprietaire/preview-annonce?home_id=12');
    const list = within(bar).getByRole('list', { name: 'Propriétaires' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'BLBernard Lefèvre (vous)',
      'Ssophie@exemple.fr(invitation envoyée)',
      'SGSophie Garnier',
    ]);
    expect(within(bar).getByRole('link', { name: 'Inviter ou gérer les propriétaires de ce logement' })).toHaveAttribute('href', '/proprietaire/invitation?home_id=12');
  });

  it("copies the public advert's address and says so", async () => {
    serve({});
    render(<PropertyBarWidget data={{ homeId: 12 }} />);
    await userEvent.click(await screen.findByRole('button', { name: "Copier le lien de l'annonce publique" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/colocation-lyon/12`);
    expect(await screen.findByText('Lien copié')).toBeInTheDocument();
  });

  it('renders nothing for a user without any home (404 on default)', async () => {
    const api = serve({ 'GET /api/homes/default': () => json(404, { error: 'Aucun logement.' }) });
    const { container } = render(<PropertyBarWidget data={{ homeId: null }} />);
    await waitFor(() => expect(api.requests.some((r) => r.url.endsWith('/api/homes/default'))).toBe(true));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('follows a new homeId passed by the shell', async () => {
    serve({
      'GET /api/homes/14': () => json(200, makeHome({ id: 14, name: 'Maison des Pentes', step: 1, published: false, moderation_status: null, public_url: '/colocation-lyon/14' })),
      'GET /api/homes/14/landlords': () => json(200, [makeLandlord()]),
    });
    const { rerender } = render(<PropertyBarWidget data={{ homeId: 12 }} />);
    await screen.findByRole('complementary', { name: /Grande colocation lumineuse/ });
    rerender(<PropertyBarWidget data={{ homeId: 14 }} />);
    const bar = await screen.findByRole('complementary', { name: /Maison des Pentes/ });
    expect(screen.queryByText('Grande colocation lumineuse')).not.toBeInTheDocument();
    // Incomplete: no public advert yet, a way to complete it instead.
    expect(within(bar).queryByRole('link', { name: "Voir l'annonce publique" })).not.toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Compléter' })).toHaveAttribute('href', '/proprietaire/annonce-photo-video/14');
    expect(within(bar).getByText('Non publiée')).toBeInTheDocument();
    // SPEC 2.8: an incomplete advert is titled 'ANNONCE INCOMPLETE', its name below.
    expect(within(bar).getByText('ANNONCE INCOMPLETE')).toBeInTheDocument();
    expect(within(bar).getByText('Maison des Pentes')).toBeInTheDocument();
  });

  it('deletes the home after the confirmation and goes back to the list', async () => {
    serve({ 'DELETE /api/homes/12': () => new Response(null, { status: 204 }) });
    render(<PropertyBarWidget data={{ homeId: 12 }} />);
    const more = await screen.findByRole('button', { name: "Plus d'actions sur l'annonce Grande colocation lumineuse" });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // « Supprimer » is no longer a button beside the everyday actions.
    expect(screen.queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: "Supprimer l'annonce Grande colocation lumineuse" }));
    expect((await answerConfirm(true)).title).toBe('Voulez-vous vraiment supprimer cette annonce ?');
    await waitFor(() => expect(window.location.pathname).toBe('/proprietaire/biens'));
  });

  it('works the menu with the keyboard alone, and deletes nothing when the confirmation is refused', async () => {
    const api = serve({ 'DELETE /api/homes/12': () => new Response(null, { status: 204 }) });
    render(<PropertyBarWidget data={{ homeId: 12 }} />);
    const more = await screen.findByRole('button', { name: /^Plus d'actions/ });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const item = screen.getByRole('menuitem', { name: /^Supprimer l'annonce/ });
    expect(item).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /^Supprimer l'annonce/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await answerConfirm(false);
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(window.location.pathname).toBe('/proprietaire/gestion');
  });

  it('stays on the home when the delete fails, only the loading stops', async () => {
    serve({ 'DELETE /api/homes/12': () => json(500, { error: 'Erreur interne.' }) });
    render(<PropertyBarWidget data={{ homeId: 12 }} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Plus d'actions/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: /^Supprimer l'annonce/ }));
    await answerConfirm(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Suppression…' })).toHaveAttribute('aria-busy', 'true'));
    expect(await screen.findByRole('button', { name: /^Plus d'actions/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/proprietaire/gestion');
    expect(screen.getByRole('complementary', { name: /Grande colocation lumineuse/ })).toBeInTheDocument();
  });

  it('offers no delete to a manager the owner kept out of the advert', async () => {
    const manager = makeUser({ id: 20, type: 8 });
    serve({ 'GET /api/homes/12/landlords': () => json(200, [makeLandlord(), makeLandlord({ id: 20, user_id: 20, role: 'manager', status: 'accepted', invitation_id: 2 })]) }, manager);
    render(<PropertyBarWidget data={{ homeId: 12 }} />);
    const bar = await screen.findByRole('complementary', { name: /Grande colocation lumineuse/ });
    expect(within(bar).getByRole('link', { name: 'Retour à la liste : Mes biens' })).toHaveAttribute('href', '/manager/biens');
    await waitFor(() => expect(within(bar).getAllByRole('listitem')).toHaveLength(2));
    expect(within(bar).queryByRole('button', { name: /Supprimer|Plus d'actions/ })).not.toBeInTheDocument();
  });
});
