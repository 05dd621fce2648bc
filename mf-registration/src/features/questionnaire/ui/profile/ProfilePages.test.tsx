import { $remoteWidgetRenderer, remoteWidgetRendererProvided } from '@coloc/shared/ui';
import type { PublicProfile } from '@coloc/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { json, mockApi } from '@coloc/shared/testing';
import { renderAt } from '@coloc/shared/testing';
import { makeUser, signInAs } from '@coloc/shared/testing';
import { makeProfile, OPTIONS } from '../../../../entities/flow/testing';
import ProfileEditPage from './ProfileEditPage';
import ProfilePage from './ProfilePage';
import PublicProfilePage from './PublicProfilePage';

const PROFILE = makeProfile({
  situation: 1,
  gender: 1,
  birth_date: '1990-04-12',
  children: 3,
  smoking: 1,
  pace_of_life: 2,
  character: [2, 4],
  religious: 2,
  work: 4,
  position: 1,
  home_kind: 'none',
  description: 'Infirmière, je cherche une colocation calme à Lyon.',
  importance: { lifestyle: 4, personality: 3, athome: 2, employment: 1 },
  private_fields: ['religious', 'description'],
});
const LEA = makeUser({ profile: PROFILE, avatar: { id: 88, public_id: 'Av88PublicIdxxxxxxxxxx', color: '#c2410c', approved: true } });

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderProfileRoutes(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/:user_type/profile" element={<ProfilePage />} />
        <Route path="/:user_type/profile/edit" element={<ProfileEditPage />} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
}

describe('ProfilePage', () => {
  it("shows a professional their photo, company and presentation, without the seeker's questionnaire", async () => {
    mockApi({ 'GET /api/options': () => json(200, OPTIONS) });
    signInAs(
      makeUser({
        type: 4,
        first_name: 'Sophie',
        name: 'Garnier',
        company: { business_name: 'Les Toits de Lyon' },
        profile: makeProfile({ description: 'Agence spécialisée en colocation.' }),
      }),
    );
    renderProfileRoutes('/agent/profile');

    expect(await screen.findByRole('heading', { name: 'Sophie G.' })).toBeInTheDocument();
    expect(screen.getByText('Les Toits de Lyon')).toBeInTheDocument();
    expect(screen.getByText('Agence spécialisée en colocation.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mode de vie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confidentialité' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Modifier/ })[0]).toHaveAttribute('href', '/agent/profile/edit?section=personality-4');
  });

  it('shows the profile as others see it, what is private marked "Privé", and a link to edit each section', async () => {
    mockApi({ 'GET /api/options': () => json(200, OPTIONS) });
    signInAs(LEA);
    renderProfileRoutes('/users/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mon profil' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo de Léa' })).toHaveAttribute('src', '/image/Av88PublicIdxxxxxxxxxx/256/256');
    expect(screen.getByRole('heading', { name: 'Léa M.' })).toBeInTheDocument();

    const lifestyle = screen.getByRole('region', { name: 'Mode de vie' });
    expect(within(lifestyle).getByText('Importance pour vous : Essentiel')).toBeInTheDocument();
    expect(within(lifestyle).getByText('Enfant(s) en garde alternée')).toBeInTheDocument();
    const religion = within(lifestyle).getByText('Catholique').closest('dd')!;
    expect(within(religion).getByText('Privé')).toBeInTheDocument();
    expect(within(within(lifestyle).getByText('Non-fumeur').closest('dd')!).queryByText('Privé')).not.toBeInTheDocument();
    expect(within(lifestyle).getByRole('link', { name: 'Modifier : Mode de vie' })).toHaveAttribute('href', '/users/profile/edit?section=lifestyle-1');

    expect(within(screen.getByRole('region', { name: 'Personnalité' })).getByText('Sociable, Joyeux / joyeuse')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'À la maison' })).getByText('Pas encore de réponse.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Travail et études' })).getByText('Importance pour vous : Pas important')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Projet' })).getByRole('link', { name: 'Modifier : Projet' })).toHaveAttribute('href', '/users/profile/edit?section=home-1');

    const description = screen.getByRole('region', { name: 'Présentation' });
    expect(within(description).getByText(PROFILE.description!)).toBeInTheDocument();
    expect(within(description).getByText('Privé')).toBeInTheDocument();
    expect(screen.getByText('2 réponses sont gardées privées.')).toBeInTheDocument();
  });
});

describe('ProfileEditPage', () => {
  it('lists the sections to edit when no step is asked for', async () => {
    mockApi({ 'GET /api/options': () => json(200, OPTIONS) });
    signInAs(LEA);
    renderProfileRoutes('/users/profile/edit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier mon profil' })).toBeInTheDocument();
    const athome = screen.getByRole('region', { name: 'À la maison' });
    expect(within(athome).getByRole('link', { name: 'Votre chez-vous' })).toHaveAttribute('href', '/users/profile/edit?section=athome-2');
    expect(screen.queryByRole('link', { name: 'Votre recherche' })).not.toBeInTheDocument();
  });

  it('shows the step asked for, saves it, and goes back to the profile with a confirmation', async () => {
    const saved = makeProfile({ ...PROFILE, smoking: 3 });
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'PUT /api/profiles/7': () => json(200, saved),
      'GET /api/users/myself': () => json(200, { ...LEA, profile: saved }),
    });
    signInAs(LEA);
    renderProfileRoutes('/users/profile/edit?section=lifestyle-2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Animaux et tabac' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Animaux et tabac' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('radio', { name: 'Non-fumeur' })).toBeChecked();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Fumeur' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Vos réponses sont enregistrées.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/users\/profile$/);
    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ pets: null, pet_list: [], smoking: 3 });
    expect(within(screen.getByRole('region', { name: 'Mode de vie' })).getByText('Fumeur')).toBeInTheDocument();
  });

  it('"Précédent" goes back to the profile without saving', async () => {
    const api = mockApi({ 'GET /api/options': () => json(200, OPTIONS) });
    signInAs(LEA);
    renderProfileRoutes('/users/profile/edit?section=employment');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Précédent' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/users\/profile$/);
    expect(screen.queryByText('Vos réponses sont enregistrées.')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });
});

describe('PublicProfilePage', () => {
  const SHARED: PublicProfile = {
    id: 55,
    first_name: 'Karim',
    name_initial: 'B.',
    avatar: { id: null, public_id: null, color: '#0f766e', approved: false },
    age: 31,
    is_self: false,
    has_home: true,
    home: { id: 9, city: 'Nantes', country: 'France', public_url: '/annonce/9', is_coloc: true },
    answers: { situation: 2, smoking: 1, character: [1], description: 'Musicien et cuisinier.' },
  };

  it("shows only what the member shares, with the option texts", async () => {
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/users/55/profile': () => json(200, SHARED) });
    signInAs(LEA);
    renderAt(<PublicProfilePage />, { url: '/users/55/profile', path: '/:user_type/:user_id/profile' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Karim B.' })).toBeInTheDocument();
    expect(screen.getByText('KB')).toBeInTheDocument();
    expect(screen.getByText('31 ans')).toBeInTheDocument();
    expect(screen.getByText('En couple')).toBeInTheDocument();
    expect(screen.getByText('A un logement à partager')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Voir l'annonce" })).toHaveAttribute('href', '/annonce/9');
    expect(screen.getByText(/Logement à Nantes, France/)).toBeInTheDocument();
    expect(screen.getByText('Musicien et cuisinier.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Mode de vie' })).getByText('Non-fumeur')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Personnalité' })).getByText('Calme')).toBeInTheDocument();
    // Sections without a shared answer are left out, and nothing can be edited here.
    expect(screen.queryByRole('region', { name: 'Travail et études' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Modifier/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Privé')).not.toBeInTheDocument();
  });

  it('is a place to decide: the matching area\'s decision block for this person, and a way back to the list', async () => {
    const mounted: Array<{ remote: string; exposed: string; data?: Record<string, unknown> }> = [];
    remoteWidgetRendererProvided((props) => {
      mounted.push(props);
      return <p>Bloc {props.exposed}</p>;
    });
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/users/55/profile': () => json(200, SHARED) });
    signInAs(LEA);
    renderAt(<PublicProfilePage />, { url: '/users/55/profile?retour=%2Fusers%2Ffavorites', path: '/:user_type/:user_id/profile' });
    expect(await screen.findByText('Bloc ProfileDecision')).toBeInTheDocument();
    expect(mounted.at(-1)).toMatchObject({ remote: 'mf_matching', exposed: 'ProfileDecision', data: { userId: 55, name: 'Karim B.' } });
    expect(screen.getByRole('link', { name: '← Retour à la liste' })).toHaveAttribute('href', '/users/favorites');
    $remoteWidgetRenderer.reset();
  });

  it('never follows a back link to another site, and offers no decision on one\'s own profile', async () => {
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/users/55/profile': () => json(200, { ...SHARED, is_self: true }) });
    signInAs(LEA);
    renderAt(<PublicProfilePage />, { url: '/users/55/profile?retour=%2F%2Fevil.example', path: '/:user_type/:user_id/profile' });
    expect(await screen.findByRole('link', { name: '← Retour à mon matching' })).not.toHaveAttribute('href', '//evil.example');
    expect(screen.queryByText("L'affinité et les actions sur ce profil sont momentanément indisponibles.")).not.toBeInTheDocument();
  });

  it('says so in French when the profile does not exist', async () => {
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/users/404/profile': () => json(404, { error: 'Utilisateur introuvable.' }) });
    signInAs(LEA);
    renderAt(<PublicProfilePage />, { url: '/users/404/profile', path: '/:user_type/:user_id/profile' });

    expect(await screen.findByRole('heading', { name: 'Profil introuvable' })).toBeInTheDocument();
    expect(screen.getByText("Ce profil n'existe pas ou n'est plus disponible.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mon matching' })).toHaveAttribute('href', '/users/user-matching');
  });

  it('offers to try again after another failure', async () => {
    let calls = 0;
    mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/users/55/profile': () => (++calls === 1 ? json(500, { error: 'Erreur interne.' }) : json(200, SHARED)),
    });
    signInAs(LEA);
    renderAt(<PublicProfilePage />, { url: '/users/55/profile', path: '/:user_type/:user_id/profile' });

    expect(await screen.findByText("Impossible d'afficher ce profil pour le moment.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Karim B.' })).toBeInTheDocument();
  });
});
