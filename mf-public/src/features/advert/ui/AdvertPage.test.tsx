import { json, makeUser, mockApi, renderAt, signInAs, signOutLocally, stubRemoteWidgets, unstubRemoteWidgets } from '@coloc/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeAdvert, seekerView } from '../test/fixtures';
import AdvertPage from './AdvertPage';

const ADVERT_ROUTE = '/:advert_slug/:home_id';

function openAdvert(url = '/colocation-lyon/12') {
  return renderAt(<AdvertPage />, { url, path: ADVERT_ROUTE });
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="défaut"><link rel="canonical" href="http://localhost/colocation-lyon/12">';
  document.title = 'Colocation à Lyon | Toit Partagé';
});
afterEach(() => {
  signOutLocally();
  unstubRemoteWidgets();
});

/** French number formats use narrow no-break spaces: compare with plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('public advert page (SPEC 2.2)', () => {
  it('shows an anonymous visitor the advert: photos, place without street, badges, rooms, texts and flatmates', async () => {
    const api = mockApi({ 'GET /api/adverts/12': () => json(200, makeAdvert()) });
    openAdvert();

    expect(await screen.findByRole('heading', { level: 1, name: 'Grande colocation lumineuse' })).toBeInTheDocument();
    expect(new URL(api.requests[0]!.url).search).toBe('');
    // SPEC 3: the country by name, id 6 reading 'France'.
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent(/Lyon 4e, France/);
    const badges = within(screen.getByRole('list', { name: 'Caractéristiques' }));
    expect(badges.getByText('Colocation')).toBeInTheDocument();
    expect(badges.getByText('Meublé')).toBeInTheDocument();
    expect(badges.queryByText('Logement contre services')).not.toBeInTheDocument();

    // Photos from the image server, sized so that the layout does not move.
    const photo = screen.getByRole('img', { name: 'Grande colocation lumineuse, photo 1 sur 3' });
    expect(photo).toHaveAttribute('src', '/image/31/960/720');
    expect(photo.getAttribute('srcset')).toContain('/image/31/1600/1200 1600w');
    expect(photo).toHaveAttribute('width', '1280');
    expect(photo).toHaveAttribute('height', '960');

    // Rents, charges and states of the rooms.
    expect(screen.getByText('De 450 € à 520 €')).toBeInTheDocument();
    expect(screen.getByText('Charges : 50 € par mois')).toBeInTheDocument();
    const rooms = within(screen.getByRole('region', { name: 'Les chambres' }));
    expect(rooms.getByRole('heading', { name: 'Chambre sur cour' })).toBeInTheDocument();
    expect(rooms.getByText('12,5 m²')).toBeInTheDocument();
    expect(rooms.getByText(/450 € \+ 50 € de charges/)).toBeInTheDocument();
    expect(rooms.getByText('Disponible')).toBeInTheDocument();
    expect(rooms.getByText('Disponible à partir du 1 septembre 2099')).toBeInTheDocument();
    expect(rooms.getByText('Louée')).toBeInTheDocument();
    // Next to the rents, the anti-scam rule.
    expect(rooms.getByText('Ne payez jamais avant la visite et le bail')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Ce que recherchent les colocataires' })).toBeInTheDocument();
    expect(screen.getByText('Des personnes calmes qui aiment cuisiner ensemble.')).toBeInTheDocument();
    expect(screen.getByText('Lave-linge')).toBeInTheDocument();

    // Flatmates without any score for a visitor who is not signed in.
    const flatmates = within(screen.getByRole('region', { name: 'Les colocataires' }));
    expect(flatmates.getByRole('heading', { name: 'Camille R.' })).toBeInTheDocument();
    expect(flatmates.getByText('27 ans · Infirmière')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    // Both actions lead to sign-in and back to this page.
    expect(screen.getByRole('link', { name: 'Contacter' })).toHaveAttribute('href', '/signin?redirect=%2Fcolocation-lyon%2F12');
    expect(screen.getByRole('link', { name: 'Demander une visite' })).toHaveAttribute('href', '/signin?redirect=%2Fcolocation-lyon%2F12');
  });

  it('gives the page the advert title, description and canonical link', async () => {
    mockApi({ 'GET /api/adverts/12': () => json(200, makeAdvert()) });
    openAdvert();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(plain(document.title)).toBe('Colocation à Lyon 4e – 2 chambres dès 450 € | Toit Partagé'));
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/colocation-lyon/12');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Appartement traversant de 95 m²/);
  });

  it('keeps an outdated address and names the advert’s own one as canonical', async () => {
    mockApi({ 'GET /api/adverts/12': () => json(200, makeAdvert()) });
    function Where() {
      const { pathname } = useLocation();
      return <p data-testid="where">{pathname}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/colocation-villeurbanne/12']}>
        <Routes>
          <Route path={ADVERT_ROUTE} element={<><AdvertPage /><Where /></>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Grande colocation lumineuse' })).toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/colocation-lyon/12'));
    expect(screen.getByTestId('where')).toHaveTextContent('/colocation-villeurbanne/12');
  });

  it('answers an unpublished or unknown advert with the French not-found page', async () => {
    mockApi({ 'GET /api/adverts/99': () => json(404, { error: "Cette annonce n'existe pas ou n'est plus en ligne." }) });
    openAdvert('/colocation-lyon/99');
    expect(await screen.findByRole('heading', { level: 1, name: "Cette annonce n'existe pas ou n'est plus en ligne." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chercher une colocation' })).toHaveAttribute('href', '/quicksearch');
    // Not indexed as the advert it replaces.
    await waitFor(() => expect(document.title).toBe('Annonce introuvable | Toit Partagé'));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('offers a retry when the server fails', async () => {
    let fail = true;
    mockApi({ 'GET /api/adverts/12': () => (fail ? json(500, { error: 'Une erreur inattendue est survenue.' }) : json(200, makeAdvert())) });
    openAdvert();
    expect(await screen.findByText('Une erreur inattendue est survenue.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grande colocation lumineuse' })).toBeInTheDocument();
  });

  it('changes photo with the buttons, the thumbnails and the arrow keys', async () => {
    mockApi({ 'GET /api/adverts/12': () => json(200, makeAdvert()) });
    openAdvert();
    const ui = userEvent.setup();
    const gallery = await screen.findByRole('region', { name: 'Photos du logement' });
    await ui.click(within(gallery).getByRole('button', { name: 'Photo suivante' }));
    expect(within(gallery).getByRole('img', { name: /photo 2 sur 3/ })).toHaveAttribute('src', '/image/32/960/720');
    expect(within(gallery).getByText('Photo 2 sur 3')).toBeInTheDocument();
    await ui.click(within(gallery).getByRole('button', { name: 'Photo précédente' }));
    await ui.click(within(gallery).getByRole('button', { name: 'Photo précédente' }));
    expect(within(gallery).getByRole('img', { name: /photo 3 sur 3/ })).toBeInTheDocument();
    gallery.focus();
    await ui.keyboard('{ArrowRight}');
    expect(within(gallery).getByRole('img', { name: /photo 1 sur 3/ })).toBeInTheDocument();
    await ui.click(within(gallery).getByRole('button', { name: 'Afficher la photo 2' }));
    expect(within(gallery).getByRole('button', { name: 'Afficher la photo 2' })).toHaveAttribute('aria-current', 'true');
  });

  it("shows a signed-in seeker one affinity for the home, each flatmate's under it, explained, and the vigilance points", async () => {
    signInAs(makeUser({ type: 1 }));
    mockApi({ 'GET /api/adverts/12': () => json(200, seekerView()) });
    openAdvert();
    const home = await screen.findByRole('progressbar', { name: 'Compatibilité' });
    expect(home).toHaveAttribute('aria-valuenow', '78');
    expect(home).toHaveAttribute('data-level', '5');
    expect(screen.getByText('Même rythme de vie')).toBeInTheDocument();
    // One bar only: the flatmate's affinity is a line under the home's, with what the home's is made of.
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Dont, avec chaque occupant' })).toHaveTextContent('Camille R. : 91 %');
    expect(screen.getByText(/combine votre affinité avec ses occupants/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Points de vigilance' })).toHaveTextContent('Tabac : vous, non-fumeur ; votre hôte, fumeur');
    expect(screen.getByText('Non-fumeuse comme vous')).toBeInTheDocument();
    // Each list under its own visible title, what you share first: shared points never read as vigilance points.
    expect(screen.getAllByText(/^Points (forts|de vigilance)$/, { selector: 'p' }).map((title) => title.textContent)).toEqual(['Points forts', 'Points de vigilance']);
  });

  it("says « Pas assez d'informations pour calculer l'affinité » to a seeker with too few answers in common, never a number", async () => {
    signInAs(makeUser({ type: 1 }));
    const flatmate = seekerView().flatmates[0]!;
    mockApi({
      'GET /api/adverts/12': () =>
        json(200, seekerView({ match_percent: null, match_status: 'insufficient', match_vigilance: [], flatmates: [{ ...flatmate, match_percent: null, match_status: 'insufficient', reasons: [] }] })),
    });
    openAdvert();
    expect(await screen.findByText("Pas assez d'informations pour calculer l'affinité")).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText("Camille R. : pas assez d'informations")).toBeInTheDocument();
  });

  it('reads the advert again when the visitor signs in on the page, to show their scores', async () => {
    let signedIn = false;
    const api = mockApi({ 'GET /api/adverts/12': () => json(200, signedIn ? seekerView() : makeAdvert()) });
    openAdvert();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    signedIn = true;
    act(() => signInAs(makeUser({ type: 1 })));
    expect(await screen.findByRole('progressbar', { name: 'Compatibilité' })).toHaveAttribute('aria-valuenow', '78');
    expect(api.requests.filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it('hides scores from a professional even if some were sent, and keeps visits for seekers', async () => {
    signInAs(makeUser({ type: 2 }));
    mockApi({ 'GET /api/adverts/12': () => json(200, seekerView()) });
    openAdvert();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contacter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Demander une visite' })).not.toBeInTheDocument();
    expect(screen.getByText('Les demandes de visite sont réservées aux personnes qui cherchent une colocation.')).toBeInTheDocument();
  });

  it('tells the landlord that the advert is theirs instead of offering to contact themselves', async () => {
    signInAs(makeUser({ id: 3, type: 2 }));
    mockApi({ 'GET /api/adverts/12': () => json(200, makeAdvert()) });
    openAdvert();
    expect(await screen.findByText('Vous gérez cette annonce : voici ce que voient les visiteurs.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contacter' })).not.toBeInTheDocument();
  });

  it("'Contacter' opens mf-messaging's ./StartConversation dialog for the landlord, only once clicked", async () => {
    signInAs(makeUser({ type: 1 }));
    const mounted = stubRemoteWidgets();
    mockApi({ 'GET /api/adverts/12': () => json(200, seekerView()) });
    openAdvert();
    const ui = userEvent.setup();
    const contact = await screen.findByRole('button', { name: 'Contacter' });
    expect(mounted.filter((props) => props.exposed === 'StartConversation')).toEqual([]);
    await ui.click(contact);
    expect(mounted.at(-1)).toMatchObject({
      remote: 'mf_messaging',
      exposed: 'StartConversation',
      placeholder: 'none',
      data: { name: 'Bernard', toUserId: 3, homeId: 12, about: 'advert', open: true },
    });
  });

  it("'Demander une visite' opens mf-matching's ./VisitRequest dialog for a seeker, only once clicked", async () => {
    signInAs(makeUser({ type: 1 }));
    const mounted = stubRemoteWidgets();
    mockApi({ 'GET /api/adverts/12': () => json(200, makeAdvert()) });
    openAdvert();
    const ui = userEvent.setup();
    const visit = await screen.findByRole('button', { name: 'Demander une visite' });
    expect(mounted.filter((props) => props.exposed === 'VisitRequest')).toEqual([]);
    await ui.click(visit);
    expect(mounted.at(-1)).toMatchObject({ remote: 'mf_matching', exposed: 'VisitRequest', placeholder: 'none', data: { homeId: 12, name: 'Bernard', wording: 'advert', open: true } });
  });

  it('shows what housing for services asks: hours, tasks, trial period and notice', async () => {
    mockApi({
      'GET /api/adverts/12': () =>
        json(
          200,
          makeAdvert({
            pay_by_service: true,
            rent_min: 0,
            rent_max: 0,
            rooms: [],
            flatmates: [],
            service_list: ['Courses', 'Présence le soir'],
            services: { hours_per_week: 8, tasks: 'Courses le samedi\n- Présence trois soirs par semaine', trial_weeks: 4, notice_days: 30 },
          }),
        ),
    });
    openAdvert();
    const block = within(await screen.findByRole('region', { name: 'Logement contre services' }));
    expect(block.getByText('Logement contre services : 8 h par semaine')).toBeInTheDocument();
    expect(block.getByText('Courses le samedi')).toBeInTheDocument();
    expect(block.getByText('Présence trois soirs par semaine')).toBeInTheDocument();
    expect(block.getByText("Période d'essai : 4 semaines")).toBeInTheDocument();
    expect(block.getByText('Préavis pour y mettre fin : 30 jours')).toBeInTheDocument();
    expect(screen.getByText('Loyer remplacé par des services')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Caractéristiques' })).getByText('Logement contre services')).toBeInTheDocument();
    await waitFor(() => expect(plain(document.title)).toBe('Logement contre services à Lyon 4e | Toit Partagé'));
  });

  it('reads an unpublished advert as a preview when asked, with the buttons disabled', async () => {
    signInAs(makeUser({ id: 3, type: 2 }));
    const api = mockApi({ 'GET /api/adverts/12': () => json(200, makeAdvert({ published: false, preview: true })) });
    openAdvert('/colocation-lyon/12?preview=1');
    expect(await screen.findByText('Aperçu : les boutons sont désactivés')).toBeInTheDocument();
    expect(new URL(api.requests[0]!.url).searchParams.get('preview')).toBe('1');
    expect(screen.getByRole('button', { name: 'Contacter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Demander une visite' })).toBeDisabled();
  });
});
