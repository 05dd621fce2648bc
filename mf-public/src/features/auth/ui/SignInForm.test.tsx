import { $user } from '@coloc/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { renderAt } from '@coloc/shared/testing';
import { makeUser, signInAs, signOutLocally } from '@coloc/shared/testing';
import NoAccessPage from './NoAccessPage';
import SignInPage from './SignInPage';

afterEach(() => signOutLocally());

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Adresse e-mail'), email);
  if (password) await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('sign-in form', () => {
  it('shows required errors only after a submit attempt, then clears them while typing', async () => {
    const api = mockApi({});
    renderAt(<SignInPage />, { url: '/signin' });
    expect(screen.queryByText('Champ obligatoire.')).not.toBeInTheDocument();

    const user = await fillAndSubmit('', '');
    expect(await screen.findAllByText('Champ obligatoire.')).toHaveLength(2);
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Mot de passe'), 'x');
    await waitFor(() => expect(screen.getAllByText('Champ obligatoire.')).toHaveLength(1));
  });

  it('checks the e-mail format', async () => {
    mockApi({});
    renderAt(<SignInPage />, { url: '/signin' });
    await fillAndSubmit('lea.martin', 'secret123');
    expect(await screen.findByText('Cet email ne semble pas valide.')).toBeInTheDocument();
  });

  it("shows the server's refusal above the button, not in the global modal", async () => {
    mockApi({ 'POST /api/auth/signin': () => json(401, { error: 'Adresse e-mail ou mot de passe incorrect.' }) });
    renderAt(<SignInPage />, { url: '/signin' });
    await fillAndSubmit('lea@exemple.fr', 'mauvais');
    expect(await screen.findByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');
    expect($user.getState()).toBeNull();
  });

  it('signs in, stores the user and lands in their space', async () => {
    const lea = makeUser();
    const api = mockApi({ 'POST /api/auth/signin': () => json(200, lea) });
    renderAt(<SignInPage />, { url: '/signin' });
    await fillAndSubmit(' lea.martin@exemple.fr ', 'secret123');
    expect(await screen.findByTestId('location')).toHaveTextContent('/users/user-matching');
    expect($user.getState()).toEqual(lea);
    expect(await api.lastBody('POST /api/auth/signin')).toEqual({ email: 'lea.martin@exemple.fr', password: 'secret123' });
  });

  it('follows the redirect an advert page passed', async () => {
    mockApi({ 'POST /api/auth/signin': () => json(200, makeUser()) });
    renderAt(<SignInPage />, { url: '/signin?redirect=%2Fcolocation-lyon%2F12' });
    await fillAndSubmit('lea@exemple.fr', 'secret123');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/colocation-lyon\/12$/);
  });

  it('on the NoAccess page, goes back where the visitor was stopped', async () => {
    mockApi({ 'POST /api/auth/signin': () => json(200, makeUser({ type: 2 })) });
    renderAt(<NoAccessPage />, { url: '/access?home_id=7&from=%2Fproprietaire%2Fmessages' });
    expect(screen.getByRole('heading', { level: 1, name: 'Connectez-vous pour continuer' })).toBeInTheDocument();
    await fillAndSubmit('paul@exemple.fr', 'secret123');
    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/messages?home_id=7');
  });

  it('toggles the password visibility with a pressed state', async () => {
    renderAt(<SignInPage />, { url: '/signin' });
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'text');
  });

  it('offers the forgotten-password and sign-up links', () => {
    renderAt(<SignInPage />, { url: '/signin?search=abc' });
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/reset_password');
    expect(screen.getByRole('link', { name: 'Pas encore de compte ? Inscrivez-vous' })).toHaveAttribute('href', '/signupselect?search=abc');
  });

  it('tells a signed-in visitor where their space is', () => {
    signInAs(makeUser({ type: 8 }));
    renderAt(<SignInPage />, { url: '/signin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Vous êtes déjà connecté(e)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accéder à mon espace' })).toHaveAttribute('href', '/manager/annonce-adresse/new');
    expect(screen.getByRole('link', { name: 'Se déconnecter' })).toHaveAttribute('href', '/signout');
  });

  it('on NoAccess, lets a signed-in visitor continue to the page they asked for', () => {
    signInAs(makeUser());
    renderAt(<NoAccessPage />, { url: '/access?from=%2Fusers%2Fagenda' });
    expect(screen.getByRole('link', { name: 'Accéder à mon espace' })).toHaveAttribute('href', '/users/agenda');
  });
});
