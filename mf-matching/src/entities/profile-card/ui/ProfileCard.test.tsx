import { signInAs, makeUser, json, mockApi, renderAt, stubRemoteWidgets, unstubRemoteWidgets } from '@coloc/shared/testing';
import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConfirm, callsTo, makeUserHit } from '../../matching/test/fixtures';
import { ProfileCard } from './ProfileCard';

const DISLIKE_TEXT = 'Confirmez-vous que vous ne voulez plus voir ce profil ? Celui-ci ne vous sera plus proposé.';

function renderCard(ui: ReactElement, url = '/users/user-matching') {
  return renderAt(ui, { url, path: '/:user_type/user-matching' });
}

beforeEach(() => signInAs(makeUser()));
afterEach(unstubRemoteWidgets);

describe('ProfileCard (SPEC 2.9)', () => {
  it('shows the first name with the surname initial, initials on a colour without a photo, and links to the profile', () => {
    mockApi({});
    renderCard(<ProfileCard hit={makeUserHit(7, { FirstName: 'Léa', Name: 'M.' })} />);
    const card = screen.getByRole('article', { name: 'Léa M.' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Léa M.');
    const photo = within(card).getByRole('img', { name: 'Photo de Léa M.' });
    expect(photo).toHaveTextContent('LM');
    expect(photo.style.background).not.toBe('');
    expect(within(card).getByRole('link', { name: 'Léa M.' })).toHaveAttribute('href', '/users/7/profile?retour=%2Fusers%2Fuser-matching');
  });

  it('loads the photo lazily', () => {
    mockApi({});
    renderCard(<ProfileCard hit={makeUserHit(7, { FirstName: 'Léa', Avatars: ['/image/31/480/360'] })} />);
    const photo = screen.getByRole('img', { name: 'Photo de Léa D.' });
    expect(photo).toHaveAttribute('src', '/image/31/480/360');
    // Loaded 2.5 viewport heights ahead by the shared LazyImage (jsdom has no IntersectionObserver: at once).
    expect(photo).toHaveAttribute('decoding', 'async');
  });

  it('names the situation and home-to-share icons, and shows the badges', () => {
    mockApi({});
    renderCard(<ProfileCard hit={makeUserHit(7, { ProfilePosition: 3, PositionName: 'Je cherche des colocataires pour trouver un logement ensemble', HasHome: true, warranty_status: 'validated', gdc: true, FullRecord: true })} />);
    expect(screen.getByRole('img', { name: 'Je cherche des colocataires pour trouver un logement ensemble' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A un logement à partager' })).toBeInTheDocument();
    expect(screen.getByText('Garantie validée')).toBeInTheDocument();
    expect(screen.getByText('Personnes de confiance')).toBeInTheDocument();
    expect(screen.getByText('Dossier complet')).toBeInTheDocument();
    // Good news reads as such: the success tone, not the terracotta that errors share.
    expect(screen.getByText('Dossier complet')).toHaveClass('tagSuccess');
    expect(screen.getByText('Garantie validée')).toHaveClass('tagSuccess');
  });

  it('shows no badge the profile has not earned, and the bedroom count only in the pro view', () => {
    mockApi({});
    const hit = makeUserHit(7, { BedroomCount: 2, warranty_status: 'none' });
    const { unmount } = renderCard(<ProfileCard hit={hit} />);
    expect(screen.queryByText(/Garantie/)).not.toBeInTheDocument();
    expect(screen.queryByText('Dossier complet')).not.toBeInTheDocument();
    expect(screen.queryByText('Cherche 2 chambres')).not.toBeInTheDocument();
    unmount();
    renderCard(<ProfileCard hit={hit} homeId={12} proView />);
    expect(screen.getByText('Cherche 2 chambres')).toBeInTheDocument();
  });

  it('shows the score as Total / 2 and explains it on demand', async () => {
    mockApi({});
    const ui = userEvent.setup();
    renderCard(<ProfileCard hit={makeUserHit(7, {}, 150)} />);
    expect(screen.getByRole('progressbar', { name: 'Compatibilité' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.queryByText('Vous aimez tous les deux cuisiner')).not.toBeInTheDocument();
    const why = screen.getByRole('button', { name: 'Pourquoi ce score ?' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    await ui.click(why);
    expect(screen.getByRole('button', { name: 'Masquer le détail' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Vous aimez tous les deux cuisiner')).toBeInTheDocument();
    expect(screen.getByText('Mode de vie').nextElementSibling).toHaveTextContent('80 %');
    expect(screen.getByText('À la maison').nextElementSibling).toHaveTextContent('Non renseigné');
  });

  it("toggles the favourite in place with the seeker's own choice", async () => {
    const api = mockApi({ 'POST /api/homes/accordances/default': () => json(200, { type: 'like' }) });
    const ui = userEvent.setup();
    const onFavoriteChange = jest.fn();
    renderCard(<ProfileCard hit={makeUserHit(7, { FirstName: 'Léa' })} onFavoriteChange={onFavoriteChange} />);
    const heart = screen.getByRole('button', { name: 'Léa D. dans mes favoris' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await ui.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(await api.lastBody('POST /api/homes/accordances/default')).toEqual({ type: 'like', user_id: 7 });
    expect(onFavoriteChange).toHaveBeenCalledWith(7, true);
  });

  it("withdraws a favourite by sending the like again (the API toggles), for the pro's home", async () => {
    const api = mockApi({ 'POST /api/homes/accordances/12': () => json(200, { type: null }) });
    const ui = userEvent.setup();
    renderCard(<ProfileCard hit={makeUserHit(7, { FirstName: 'Léa', IsFavorite: true })} homeId={12} proView />);
    const heart = screen.getByRole('button', { name: 'Léa D. dans mes favoris' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await ui.click(heart);
    await waitFor(() => expect(callsTo(api.requests, 'POST', '/api/homes/accordances/12')).toHaveLength(1));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(await api.lastBody('POST /api/homes/accordances/12')).toEqual({ type: 'like', user_id: 7 });
  });

  it('puts the heart back when the server refuses', async () => {
    mockApi({ 'POST /api/homes/accordances/default': () => json(500, { error: 'Panne momentanée.' }) });
    const ui = userEvent.setup();
    renderCard(<ProfileCard hit={makeUserHit(7, { FirstName: 'Léa' })} />);
    const heart = screen.getByRole('button', { name: 'Léa D. dans mes favoris' });
    await ui.click(heart);
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    // The heart kept the focus through the wait: the error modal gives it back there.
    expect(heart).toHaveFocus();
  });

  it('asks before a dislike, then records it and tells the list', async () => {
    const api = mockApi({ 'POST /api/homes/accordances/default': () => json(200, { type: 'dislike' }) });
    const ui = userEvent.setup();
    const onDisliked = jest.fn();
    renderCard(<ProfileCard hit={makeUserHit(7, { FirstName: 'Léa' })} onDisliked={onDisliked} />);

    await ui.click(screen.getByRole('button', { name: 'Ne plus voir le profil de Léa D.' }));
    await answerConfirm(false, { content: DISLIKE_TEXT });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.fetch).not.toHaveBeenCalled();

    await ui.click(screen.getByRole('button', { name: 'Ne plus voir le profil de Léa D.' }));
    await answerConfirm(true, { content: DISLIKE_TEXT });
    await waitFor(() => expect(onDisliked).toHaveBeenCalledWith(7));
    expect(await api.lastBody('POST /api/homes/accordances/default')).toEqual({ type: 'dislike', user_id: 7 });
  });

  it("'Contacter' opens mf-messaging's ./StartConversation dialog, only once clicked, for the professional's home", async () => {
    const mounted = stubRemoteWidgets();
    mockApi({});
    const ui = userEvent.setup();
    renderCard(<ProfileCard hit={makeUserHit(7, { FirstName: 'Léa' })} homeId={12} proView />);
    // Lazy: nothing of the dialog is fetched before the click.
    expect(mounted).toEqual([]);
    await ui.click(screen.getByRole('button', { name: 'Contacter Léa D.' }));
    expect(mounted.at(-1)).toMatchObject({
      remote: 'mf_messaging',
      exposed: 'StartConversation',
      placeholder: 'none',
      data: { name: 'Léa D.', toUserId: 7, homeId: 12, about: 'profile', open: true },
    });
  });

  it("'Contacter' from a seeker's list writes to the person alone", async () => {
    const mounted = stubRemoteWidgets();
    mockApi({});
    const ui = userEvent.setup();
    renderCard(<ProfileCard hit={makeUserHit(7, { FirstName: 'Léa' })} />);
    await ui.click(screen.getByRole('button', { name: 'Contacter Léa D.' }));
    expect(mounted.at(-1)?.data).toEqual({ name: 'Léa D.', toUserId: 7, about: 'profile', open: true, onOpenChange: expect.any(Function) });
  });
});
