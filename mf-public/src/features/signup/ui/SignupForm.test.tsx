import { $user, encodeSearchQuery } from '@coloc/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { renderAt } from '@coloc/shared/testing';
import { signOutLocally } from '@coloc/shared/testing';
import SignupPage from './SignupPage';

afterEach(() => signOutLocally());

const renderSignup = (url: string) => renderAt(<SignupPage />, { url, path: url.startsWith('/signup/') ? '/signup/:type' : '/signup' });

async function fillCommonFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Prénom'), 'Léa');
  await user.type(screen.getByLabelText('Nom'), 'Martin');
  await user.type(screen.getByLabelText('Adresse e-mail'), 'lea.martin@exemple.fr');
  await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse');
}

describe('sign-up', () => {
  it.each([
    ['/signup', 'Créez votre compte colocataire'],
    ['/signup/users', 'Créez votre compte colocataire'],
    ['/signup/proprietaire', 'Créez votre compte propriétaire'],
    ['/signup/prop-occupant', 'Créez votre compte pour partager votre logement'],
    ['/signup/agent', 'Créez votre compte agence'],
    ['/signup/manager', 'Créez votre compte gestionnaire de biens'],
  ])('%s has its own heading', (url, heading) => {
    renderSignup(url);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('asks for a company name only from agencies and managers', () => {
    const { unmount } = renderSignup('/signup/agent');
    expect(screen.getByLabelText("Nom de l'agence")).toBeInTheDocument();
    unmount();
    renderSignup('/signup/manager');
    expect(screen.getByLabelText('Nom de la société de gestion')).toBeInTheDocument();
  });

  it.each(['users', 'proprietaire', 'prop-occupant'])('has no company field for %s', (type) => {
    renderSignup(`/signup/${type}`);
    expect(screen.queryByLabelText("Nom de l'agence")).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nom de la société de gestion')).not.toBeInTheDocument();
  });

  it('validates every field after a submit attempt', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderSignup('/signup/manager');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    // first name, name, company, e-mail, password
    expect(await screen.findAllByText('Champ obligatoire.')).toHaveLength(5);
    expect(screen.getByText('Vous devez accepter les conditions pour continuer.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mot de passe'), 'court');
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('refuses to continue without accepting the terms', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderSignup('/signup/users');
    await fillCommonFields(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Vous devez accepter les conditions pour continuer.')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('links the terms and the charter from the checkbox label', () => {
    renderSignup('/signup/users');
    const checkbox = screen.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation et la charte de bonne conduite" });
    const label = checkbox.closest('div')!;
    expect(within(label).getByRole('link', { name: "conditions générales d'utilisation" })).toHaveAttribute('href', '/cgu');
    expect(within(label).getByRole('link', { name: 'charte de bonne conduite' })).toHaveAttribute('href', '/charte-de-bonne-conduite');
  });

  it('sends an agency sign-up with its company name and newsletter choice, then asks to check the mailbox, signed out', async () => {
    const api = mockApi({ 'POST /api/auth/signup': () => json(202, { message: 'Vérifiez votre boîte mail : …' }) });
    const user = userEvent.setup();
    renderSignup('/signup/agent');
    await fillCommonFields(user);
    await user.type(screen.getByLabelText("Nom de l'agence"), ' Agence du Parc ');
    await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: "Je souhaite recevoir la lettre d'information" }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('lea.martin@exemple.fr')).toBeInTheDocument();
    expect(await api.lastBody('POST /api/auth/signup')).toEqual({
      email: 'lea.martin@exemple.fr',
      password: 'motdepasse',
      first_name: 'Léa',
      name: 'Martin',
      type: 'agent',
      business_name: 'Agence du Parc',
      newsletter: true,
    });
    // The account does not exist yet: nobody is signed in, the page has not moved.
    expect($user.getState()).toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sends the same form again with « Renvoyer le lien » and says so without revealing anything', async () => {
    const api = mockApi({ 'POST /api/auth/signup': () => json(202, { message: 'Vérifiez votre boîte mail : …' }) });
    const user = userEvent.setup();
    renderSignup('/signup/users');
    await fillCommonFields(user);
    await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const first = await api.lastBody('POST /api/auth/signup');
    await user.click(await screen.findByRole('button', { name: 'Renvoyer le lien' }));
    expect(await screen.findByText(/un nouvel e-mail part, sauf si le précédent a moins de 15 minutes/)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/auth/signup')).toHaveLength(2);
    expect(await api.lastBody('POST /api/auth/signup')).toEqual(first);
  });

  it('goes back to the filled-in form with « Modifier l\'adresse », the address focused', async () => {
    mockApi({ 'POST /api/auth/signup': () => json(202, { message: 'Vérifiez votre boîte mail : …' }) });
    const user = userEvent.setup();
    renderSignup('/signup/users');
    await fillCommonFields(user);
    await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await user.click(await screen.findByRole('button', { name: "Modifier l'adresse" }));
    const email = await screen.findByLabelText('Adresse e-mail');
    expect(email).toHaveValue('lea.martin@exemple.fr');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Léa');
    expect(screen.getByRole('checkbox', { name: /J'accepte les conditions/ })).toBeChecked();
  });

  it('keeps the quick-search draft for the confirmation link of this browser', async () => {
    const search = encodeSearchQuery({ per_room_budget_max: 600 });
    const api = mockApi({ 'POST /api/auth/signup': () => json(202, { message: 'Vérifiez votre boîte mail : …' }) });
    const user = userEvent.setup();
    renderSignup(`/signup?search=${search}`);
    expect(screen.getByText(/La création de compte est gratuite/)).toBeInTheDocument();
    await fillCommonFields(user);
    await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await screen.findByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' });
    const body = (await api.lastBody('POST /api/auth/signup')) as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'users', newsletter: false });
    expect(body).not.toHaveProperty('business_name');
    expect(window.localStorage.getItem('tp-signup-query')).toBe(`?search=${search}`);
  });

  it('shows a refusal (too many attempts) above the button', async () => {
    mockApi({ 'POST /api/auth/signup': () => json(429, { error: 'Trop de tentatives. Réessayez dans quelques minutes.' }) });
    const user = userEvent.setup();
    renderSignup('/signup/proprietaire');
    await fillCommonFields(user);
    await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives');
    expect(screen.queryByRole('heading', { name: 'Vérifiez votre boîte mail' })).not.toBeInTheDocument();
  });

  it('links seekers to the other account types', () => {
    renderSignup('/signup?search=abc');
    expect(screen.getByRole('link', { name: 'Choisissez votre type de compte' })).toHaveAttribute('href', '/signupselect?search=abc');
  });

  it('answers an unknown type with the not-found page', () => {
    renderSignup('/signup/astronaute');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });
});
